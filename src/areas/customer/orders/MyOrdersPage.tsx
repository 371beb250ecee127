import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { summarizeItems } from '@/domain/checkout/checkout';
import { formatCentavos, formatReais } from '@/domain/shared/money';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { displayStatus, isDelivered, isOldOrder, splitCurrentAndOld, statusLabel, statusTone } from '@/domain/orders/order-status';
import { PATHS } from '@/domain/shared/routes';
import { reviewerName } from '@/domain/restaurants/review';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { useNow } from '@/ui/use-now';
import { canAskForHelp } from '@/domain/help/help-case';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { ReorderButton } from './ReorderButton';
import { useMyOrders } from './use-my-orders';
import { RateRestaurantModal } from '../shared/RateRestaurantModal';
import { ExpectedDelivery } from '../status/ExpectedDelivery';
import './orders.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function OrderCard({ order, reviewed, onRate, now }: { order: Order; reviewed: boolean; onRate: () => void; now: Date }) {
  const old = isOldOrder(order.status);
  // From placement until 7 days after delivery (issue #53); the form opens on the order's page.
  const help = canAskForHelp(order, now) ? (
    <ButtonLink to={PATHS.orderHelpOf(order.id, order.restaurantId)} size="sm" variant="secondary">
      Preciso de ajuda
    </ButtonLink>
  ) : null;
  return (
    <li className="card card--compact order-card">
      <Link to={PATHS.orderStatusOf(order.id, order.restaurantId)} className="order-card__link">
        <span className="split">
          <strong>{order.restaurantName || 'Restaurante'}</strong>
          <Badge tone={statusTone(displayStatus(order))}>{statusLabel(displayStatus(order))}</Badge>
        </span>
        <span className="hint">
          Pedido {orderNumberLabel(order)} · {order.createdAt ? dateFormat.format(order.createdAt) : 'enviando...'} · {formatReais(order.totalValue)}
        </span>
        {old ? null : <ExpectedDelivery order={order} compact />}
        <span className="hint order-card__items">{summarizeItems(order.itens)}</span>
        {/* The coupon it was placed with, as its breakdown says (issue #50). */}
        {order.reparticao?.desconto ? (
          <span className="hint">
            Cupom {order.reparticao.desconto.codigo}: -{formatCentavos(order.reparticao.desconto.valor)}
          </span>
        ) : null}
      </Link>
      {old ? (
        <div className="order-card__actions">
          {isDelivered(order.status) ? (
            reviewed ? (
              <span className="order-card__reviewed">Avaliado, obrigado!</span>
            ) : (
              <Button size="sm" variant="secondary" onClick={onRate}>
                Avaliar Restaurante
              </Button>
            )
          ) : null}
          <ReorderButton order={order} />
          {help}
        </div>
      ) : help ? (
        <div className="order-card__actions">{help}</div>
      ) : null}
    </li>
  );
}

function OrderListSkeleton({ count, label }: { count: number; label?: string }) {
  return (
    <SkeletonList label={label} count={count} className="list" itemClassName="card card--compact order-card">
      <span className="order-card__link">
        <span className="split">
          <SkeletonLine width="45%" />
          <SkeletonBlock className="skeleton-block--badge" />
        </span>
        <SkeletonLine width="65%" className="hint" />
        <SkeletonLine width="80%" className="hint" />
      </span>
    </SkeletonList>
  );
}

/** /meus-pedidos: 'Pedidos Atuais' and 'Pedidos Antigos' (SPEC.md section 2). */
export function MyOrdersPage() {
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const profileName = session.status === 'ready' ? session.profile?.nome : null;
  const { orders, reviewed } = useMyOrders(uid);
  const [rating, setRating] = useState<Order | null>(null);
  const [thanks, setThanks] = useState(false);
  const now = useNow(60_000);

  if (!uid) {
    return (
      <main className="page checkout-page">
        <Notice>Por favor, faça login para ver seus pedidos.</Notice>
        <ButtonLink to={PATHS.login}>Entrar</ButtonLink>
      </main>
    );
  }
  if (orders.status === 'loading') {
    // The page's frame is known before the orders: only the cards are placeholders.
    return (
      <main className="page checkout-page">
        <h1>Meus Pedidos</h1>
        <section className="stack">
          <h2>Pedidos Atuais</h2>
          <OrderListSkeleton count={1} label="Carregando seus pedidos..." />
        </section>
        <section className="stack">
          <h2>Pedidos Antigos</h2>
          <OrderListSkeleton count={2} />
        </section>
      </main>
    );
  }
  if (orders.status === 'error') {
    return (
      <main className="page checkout-page">
        <h1>Meus Pedidos</h1>
        <Notice tone="error">Erro ao carregar seus pedidos.</Notice>
      </main>
    );
  }

  const { current, old } = splitCurrentAndOld(orders.data);
  const reviewedIds = reviewed.status === 'success' ? reviewed.data : new Set<string>();
  const renderList = (list: Order[]) => (
    <ul className="list">
      {list.map((order) => (
        <OrderCard key={`${order.restaurantId}/${order.id}`} order={order} reviewed={reviewedIds.has(order.id)} onRate={() => setRating(order)} now={now} />
      ))}
    </ul>
  );

  return (
    <main className="page checkout-page">
      <h1>Meus Pedidos</h1>
      {thanks ? <Notice tone="success">Avaliação enviada. Obrigado por contar como foi!</Notice> : null}
      {reviewed.status === 'error' ? <Notice tone="warning">Não foi possível saber quais pedidos você já avaliou.</Notice> : null}
      <section className="stack" aria-labelledby="current-orders">
        <h2 id="current-orders">Pedidos Atuais</h2>
        {current.length === 0 ? <p className="muted">Nenhum pedido em andamento.</p> : renderList(current)}
      </section>
      <section className="stack" aria-labelledby="old-orders">
        <h2 id="old-orders">Pedidos Antigos</h2>
        {old.length === 0 ? <p className="muted">Você ainda não tem pedidos anteriores.</p> : renderList(old)}
      </section>
      {rating ? (
        <RateRestaurantModal
          restaurantId={rating.restaurantId}
          restaurantName={rating.restaurantName || 'o restaurante'}
          orderId={rating.id}
          user={{ uid, name: reviewerName(profileName, rating) }}
          onClose={() => setRating(null)}
          onDone={() => {
            setRating(null);
            setThanks(true);
          }}
        />
      ) : null}
    </main>
  );
}
