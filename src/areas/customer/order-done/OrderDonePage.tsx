import { useLocation } from 'react-router-dom';
import { orderNumberLabel } from '@/domain/orders/order';
import { displayStatus, statusLabel, statusTone } from '@/domain/orders/order-status';
import { isNewOrder } from '@/domain/orders/order-lifecycle';
import { scheduledForText } from '@/domain/orders/scheduling';
import { PATHS } from '@/domain/shared/routes';
import { Badge } from '@/ui/Badge';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { usePlacedOrder } from './use-placed-order';
import '../checkout/checkout.css';

/**
 * The order's number of the day and where it stands, live. The number is the server's (placeOrder),
 * so nothing is shown until the order is read: never a provisional name the status page would not use.
 */
function LiveOrderLine({ orderId, restaurantId }: { orderId: string; restaurantId: string }) {
  const order = usePlacedOrder(restaurantId, orderId);
  if (order.status === 'error') return <p className="hint">Não foi possível acompanhar o pedido por aqui. Veja em Acompanhar pedido.</p>;
  const current = order.data;
  if (!current) return null;
  const shown = displayStatus(current);
  return (
    <p className="order-done__live" role="status">
      <strong>Pedido {orderNumberLabel(current)}</strong>
      {current.status === 'agendado' && current.agendadoPara ? (
        // Scheduled (issue #54): it reaches the kitchen in time for its slot.
        <span>agendado para {scheduledForText(current.agendadoPara, new Date())}</span>
      ) : isNewOrder(current.status) ? (
        <span>aguardando o restaurante aceitar</span>
      ) : (
        <Badge tone={statusTone(shown)}>{statusLabel(shown)}</Badge>
      )}
    </p>
  );
}

/** /pedido-concluido: receives orderId and restaurantId in the navigation state. */
export function OrderDonePage() {
  const state = useLocation().state as { orderId?: string; restaurantId?: string } | null;
  if (!state?.orderId || !state.restaurantId) {
    return (
      <main className="page checkout-page">
        <h1>Pedido</h1>
        <Notice>Não encontramos o pedido desta página. Seus pedidos estão em Meus Pedidos.</Notice>
        <ButtonLink to={PATHS.myOrders} size="lg">
          Ver meus pedidos
        </ButtonLink>
      </main>
    );
  }
  return (
    <main className="page checkout-page order-done">
      <div className="order-done__badge" aria-hidden="true">
        ✓
      </div>
      <h1>Pedido enviado!</h1>
      {/* Sent is not accepted: the restaurant may still refuse it or not answer in time. */}
      <p>Seu pedido foi enviado ao restaurante. Assim que ele responder, você acompanha cada etapa em tempo real.</p>
      <LiveOrderLine orderId={state.orderId} restaurantId={state.restaurantId} />
      <ButtonLink to={PATHS.orderStatusOf(state.orderId, state.restaurantId)} size="lg" block>
        Acompanhar pedido
      </ButtonLink>
      <ButtonLink to={PATHS.home} variant="secondary" size="lg" block>
        Voltar ao início
      </ButtonLink>
    </main>
  );
}
