import { useRef, useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { errorMessage } from '@/services/errors';
import { ADMIN_PREVIEW_SIZE, getOrdersPage, subscribeToLatestOrders, type OrdersCursor } from '@/services/sales';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { useSubscription } from '@/ui/use-subscription';
import { AdminOrderCard, AdminOrderListSkeleton } from './AdminOrderCard';

type Expanded = {
  orders: Order[];
  next: OrdersCursor | null;
  status: 'loading' | 'idle' | 'error';
  error: string | null;
};

/**
 * 'Todos os Pedidos': the 3 newest orders, live; 'Ver Mais Pedidos' pages through older ones
 * (20 at a time, 'Carregar mais') instead of reading every order; 'Ver Menos' goes back.
 */
export function AllOrders() {
  const preview = useSubscription<Order[]>('admin-latest', (onNext, onError) => subscribeToLatestOrders(ADMIN_PREVIEW_SIZE, onNext, onError));
  const [expanded, setExpanded] = useState<Expanded | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function loadPage(after: OrdersCursor | null, before: Order[]) {
    setExpanded({ orders: before, next: after, status: 'loading', error: null });
    try {
      const page = await getOrdersPage(after);
      setExpanded((current) => (current ? { orders: [...before, ...page.orders], next: page.next, status: 'idle', error: null } : current));
    } catch (error) {
      console.error('Loading orders failed', error);
      setExpanded((current) => (current ? { ...current, status: 'error', error: `Erro ao carregar pedidos: ${errorMessage(error)}` } : current));
    }
  }

  const toggle = (
    <Button
      variant="secondary"
      aria-expanded={expanded !== null}
      onClick={() => {
        if (expanded) setExpanded(null);
        else void loadPage(null, []);
      }}
    >
      {expanded ? 'Ver Menos' : 'Ver Mais Pedidos'}
    </Button>
  );

  let list;
  if (expanded) {
    list = (
      <>
        {expanded.orders.length > 0 ? (
          <ul className="card-grid card-grid--pair">
            {expanded.orders.map((order) => (
              <AdminOrderCard key={`${order.restaurantId}/${order.id}`} order={order} />
            ))}
          </ul>
        ) : null}
        {/* Two placeholder cards where the next page will appear, not a whole page of them. */}
        {expanded.status === 'loading' ? <AdminOrderListSkeleton count={2} /> : null}
        {expanded.status === 'error' ? (
          <RetryNotice onRetry={() => void loadPage(expanded.next, expanded.orders)}>
            {expanded.error}
          </RetryNotice>
        ) : null}
        {expanded.status === 'idle' && expanded.orders.length === 0 ? <p className="hint">Nenhum pedido encontrado.</p> : null}
        {expanded.status === 'idle' && expanded.next ? (
          <Button variant="secondary" className="admin-more" onClick={() => void loadPage(expanded.next, expanded.orders)}>
            Carregar mais
          </Button>
        ) : null}
        {expanded.status === 'idle' && !expanded.next && expanded.orders.length > 0 ? (
          <p className="hint admin-end">Todos os {expanded.orders.length} pedidos foram exibidos.</p>
        ) : null}
        {/* A long list also closes from its end, back to the section's title. */}
        {expanded.orders.length > ADMIN_PREVIEW_SIZE ? (
          <Button
            variant="ghost"
            className="admin-more"
            onClick={() => {
              setExpanded(null);
              heading.current?.scrollIntoView({ block: 'start' });
            }}
          >
            Ver Menos (voltar aos 3 mais recentes)
          </Button>
        ) : null}
      </>
    );
  } else if (preview.status === 'loading') {
    list = <AdminOrderListSkeleton count={ADMIN_PREVIEW_SIZE} />;
  } else if (preview.status === 'error') {
    list = <Notice tone="error">Erro ao carregar pedidos: {errorMessage(preview.error)}</Notice>;
  } else if (preview.data.length === 0) {
    list = <p className="hint">Nenhum pedido ainda.</p>;
  } else {
    list = (
      <ul className="card-grid card-grid--pair">
        {preview.data.map((order) => (
          <AdminOrderCard key={`${order.restaurantId}/${order.id}`} order={order} />
        ))}
      </ul>
    );
  }

  return (
    <section className="section" aria-labelledby="admin-all-orders">
      <div className="split admin-section__head">
        <div>
          <h2 id="admin-all-orders" ref={heading}>
            Todos os Pedidos
          </h2>
          <p className="hint">{expanded ? 'Do mais recente ao mais antigo, 20 por vez.' : 'Os 3 mais recentes, em tempo real.'}</p>
        </div>
        {toggle}
      </div>
      {list}
    </section>
  );
}
