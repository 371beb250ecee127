import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { callOpenStore } from '@/services/team';
import { useToast } from '@/ui/Toast';
import { usePanelWrite } from './use-panel-write';

const OPEN_FAILED = 'Não foi possível abrir a loja agora. Verifique a conexão e tente novamente.';

/** 'Abrir minha loja': pending until the checklist goes away with the store open. */
export function useOpenStore(restaurantId: string) {
  const { run, pending, error } = usePanelWrite();
  const toast = useToast();
  const open = async () => {
    const ok = await run(() => callOpenStore({ restaurantId }), {
      log: 'Erro ao abrir a loja',
      failure: (caught) => (caught instanceof CallableRefusal ? caught.message : OPEN_FAILED),
      holdOnSuccess: true,
    });
    if (ok) toast('Sua loja está aberta! Os clientes já podem ver seu cardápio.', 'success');
  };
  return { open, busy: pending, error };
}
