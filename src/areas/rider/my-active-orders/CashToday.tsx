import { useMemo } from 'react';
import { formatCentavos } from '@/domain/shared/money';
import { saoPauloMidnight } from '@/domain/shared/sao-paulo-day';
import { cashByRestaurant } from '@/domain/sales/rider-cash';
import { Notice } from '@/ui/Notice';
import { useDeliveredSince } from './use-delivered-since';
import './my-active-orders.css';

/**
 * 'Dinheiro recebido hoje': the cash this rider collected on today's deliveries, by restaurant, so
 * it can be settled with each counter at the end of the shift (issue #26). Nothing when none.
 */
export function CashToday({ uid }: { uid: string }) {
  // Today in São Paulo, fixed for the page's life: a shift that crosses midnight keeps its day.
  const since = useMemo(() => saoPauloMidnight(new Date()), []);
  const delivered = useDeliveredSince(uid, since);
  if (delivered.status === 'error') return <Notice tone="error">Não foi possível carregar o dinheiro recebido hoje. Verifique sua conexão.</Notice>;
  if (delivered.status !== 'success') return null;
  const cash = cashByRestaurant(delivered.data);
  if (cash.length === 0) return null;
  const total = cash.reduce((sum, entry) => sum + entry.total, 0);
  return (
    <section className="card rider-cash" aria-labelledby="rider-cash-title">
      <h2 id="rider-cash-title">Dinheiro recebido hoje</h2>
      <ul className="rider-cash__list">
        {cash.map((entry) => (
          <li key={entry.restaurantId} className="split">
            <span>
              {entry.restaurantName} <span className="hint">({entry.orders === 1 ? '1 pedido' : `${entry.orders} pedidos`})</span>
            </span>
            <strong>{formatCentavos(entry.total)}</strong>
          </li>
        ))}
      </ul>
      <p className="split rider-cash__total">
        <span>Total em dinheiro</span>
        <strong>{formatCentavos(total)}</strong>
      </p>
    </section>
  );
}
