import { useState } from 'react';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Notice } from '@/ui/Notice';
import { useSavePickupEnabled } from './use-settings-writes';

/**
 * 'Retirar no local' in 'Editar Dados' (issue #40, domain/orders/order.ts, Modalidade): on, customers may
 * choose in the bag to collect the order at the counter, with no delivery fee. Saved at once.
 */
export function PickupSetting({ restaurant }: { restaurant: Restaurant }) {
  const [enabled, setEnabled] = useState(restaurant.retiradaNoLocal === true);
  const { save, pending, error } = useSavePickupEnabled(restaurant.id);
  async function toggle(next: boolean) {
    setEnabled(next);
    if (!(await save(next))) setEnabled(!next);
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
