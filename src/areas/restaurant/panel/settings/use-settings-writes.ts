import type { DeliveryAreas } from '@/domain/delivery/delivery-areas';
import { toCallableRefusal, type CallableRefusal } from '@/domain/shared/callable-refusal';
import { saveDeliveryAreas } from '@/services/delivery-areas';
import { setPickupEnabled } from '@/services/pickup';
import { saveScheduling, saveStoreLocation, updateRestaurantData } from '@/services/restaurants';
import type { SchedulingSettings } from '@/domain/restaurants/scheduling.record';
import type { GeoPoint } from '@/domain/delivery/geo-point';
import { useToast } from '@/ui/Toast';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

/** 'Editar Dados do Restaurante': the save, pending until the modal closes; `error` is the modal's notice. */
export function useSaveRestaurantData(restaurantId: string) {
  const { run, pending, error, setError } = usePanelWrite();
  const save = (data: Parameters<typeof updateRestaurantData>[1]) =>
    run(() => updateRestaurantData(restaurantId, data), { log: 'Erro ao salvar restaurante', failure: 'Erro ao salvar as informações. Tente novamente.', holdOnSuccess: true });
  return { save, saving: pending, error, setError };
}

/**
 * The delivery areas' save (a callable, which checks them as the form does). A refusal reaches
 * `onRefusal` with the fields it names; resolves whether it worked.
 */
export function useSaveDeliveryAreas(restaurantId: string) {
  const { run, pending } = usePanelWrite();
  const toast = useToast();
  const save = async (areas: DeliveryAreas, onRefusal: (refusal: CallableRefusal) => void) => {
    const ok = await run(() => saveDeliveryAreas(restaurantId, areas), {
      log: 'Erro ao salvar áreas de entrega',
      holdOnSuccess: true,
      failure: (caught) => {
        const refusal = toCallableRefusal(caught);
        onRefusal(refusal);
        return refusal.message;
      },
    });
    if (ok) toast('Áreas de entrega salvas.', 'success');
    return ok;
  };
  return { save, saving: pending };
}

/** 'Retirar no local' on or off, saved at once; `save` resolves whether it was saved (a toast says so). */
export function useSavePickupEnabled(restaurantId: string) {
  const { run, pending, error } = usePanelWrite();
  const toast = useToast();
  const save = async (next: boolean) => {
    const ok = await run(() => setPickupEnabled(restaurantId, next), {
      log: 'Erro ao salvar retirada no local',
      failure: 'Não foi possível salvar a retirada no local. Tente novamente.',
    });
    if (ok) toast(next ? 'Retirada no local ativada.' : 'Retirada no local desativada.', 'success');
    return ok;
  };
  return { save, pending, error };
}

/** 'Localização no mapa' (issue #54): the store's pin, saved at once; `save` resolves whether it was saved. */
export function useSaveStoreLocation(restaurantId: string) {
  const { run, pending, error } = usePanelWrite();
  const toast = useToast();
  const save = async (point: GeoPoint) => {
    const ok = await run(() => saveStoreLocation(restaurantId, point), {
      log: 'Erro ao salvar a localização da loja',
      failure: 'Não foi possível salvar a localização da loja. Tente novamente.',
    });
    if (ok) toast('Localização da loja salva.', 'success');
    return ok;
  };
  return { save, pending, error };
}

/** 'Pedidos agendados' (issue #54), saved with its button; `save` resolves whether it was saved. */
export function useSaveScheduling(restaurantId: string) {
  const { run, pending, error } = usePanelWrite();
  const toast = useToast();
  const save = async (setting: SchedulingSettings) => {
    const ok = await run(() => saveScheduling(restaurantId, setting), {
      log: 'Erro ao salvar o agendamento',
      failure: 'Não foi possível salvar os pedidos agendados. Tente novamente.',
    });
    if (ok) toast(setting.ativo ? 'Pedidos agendados ativados.' : 'Pedidos agendados salvos (desativados).', 'success');
    return ok;
  };
  return { save, pending, error };
}
