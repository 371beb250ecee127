import { useRef, useState } from 'react';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { AdminOrderCard, AdminOrderListSkeleton } from './AdminOrderCard';
import { ADMIN_PREVIEW_SIZE, useLatestOrders, useOrderPages } from './use-all-orders';

/** The expanded list: every order, a page at a time, read from the first page while it is open. */
function OrderPages({ onClose }: { onClose: () => void }) {
  const list = useOrderPages();
  return (
    <>
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--pair">
          {list.items.map((order) => (
            <AdminOrderCard key={`${order.restaurantId}/${order.id}`} order={order} />
          ))}
        </ul>
      ) : null}
      {/* Two placeholder cards where the next page will appear, not a whole page of them. */}
      {list.status === 'loading' ? <AdminOrderListSkeleton count={2} /> : null}
      {list.status === 'error' ? <RetryNotice onRetry={list.retry}>Erro ao carregar pedidos: {errorMessage(list.error)}</RetryNotice> : null}
      {list.status === 'idle' && list.items.length === 0 ? <p className="hint">Nenhum pedido encontrado.</p> : null}
      {list.hasMore ? (
        <Button variant="secondary" className="admin-more" onClick={list.loadMore}>
          Carregar mais
        </Button>
      ) : null}
      {list.status === 'idle' && !list.hasMore && list.items.length > 0 ? <p className="hint admin-end">Todos os {list.items.length} pedidos foram exibidos.</p> : null}
      {/* A long list also closes from its end, back to the section's title. */}
      {list.items.length > ADMIN_PREVIEW_SIZE ? (
        <Button variant="ghost" className="admin-more" onClick={onClose}>
          Ver Menos (voltar aos 3 mais recentes)
        </Button>
      ) : null}
    </>
  );
}

/**
 * 'Todos os Pedidos': the 3 newest orders, live; 'Ver Mais Pedidos' pages through older ones
 * (20 at a time, 'Carregar mais') instead of reading every order; 'Ver Menos' goes back.
 */
export function AllOrders() {
  const preview = useLatestOrders();
  const [expanded, setExpanded] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const toggle = (
    <Button variant="secondary" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
      {expanded ? 'Ver Menos' : 'Ver Mais Pedidos'}
    </Button>
  );

  let list;
  if (expanded) {
    list = (
      <OrderPages
        onClose={() => {
          setExpanded(false);
          heading.current?.scrollIntoView({ block: 'start' });
        }}
      />
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
