import { useState } from 'react';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { setPickupEnabled } from '@/services/pickup';
import { Notice } from '@/ui/Notice';
import { useToast } from '@/ui/Toast';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

/**
 * 'Retirar no local' in 'Editar Dados' (issue #40, domain/orders/order.ts, Modalidade): on, customers may
 * choose in the bag to collect the order at the counter, with no delivery fee. Saved at once.
 */
export function PickupSetting({ restaurant }: { restaurant: Restaurant }) {
  const [enabled, setEnabled] = useState(restaurant.retiradaNoLocal === true);
  const { run, pending, error } = usePanelWrite();
  const toast = useToast();
  async function toggle(next: boolean) {
    setEnabled(next);
    const ok = await run(() => setPickupEnabled(restaurant.id, next), {
      log: 'Erro ao salvar retirada no local',
      failure: 'Não foi possível salvar a retirada no local. Tente novamente.',
    });
    if (ok) toast(next ? 'Retirada no local ativada.' : 'Retirada no local desativada.', 'success');
    else setEnabled(!next);
  }
  return (
    <section className="areas-summary span-2" aria-labelledby="pickup-setting-title">
      <div>
        <h3 id="pickup-setting-title">Retirar no local</h3>
        <p className="hint">O cliente escolhe na sacola buscar o pedido no balcão, sem taxa de entrega, e mostra o código de retirada.</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      <label className="check-row">
        <input type="checkbox" checked={enabled} disabled={pending} onChange={(event) => void toggle(event.target.checked)} /> Aceitar pedidos para retirar no local
      </label>
    </section>
  );
}
