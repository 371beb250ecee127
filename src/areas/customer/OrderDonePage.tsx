import { useLocation } from 'react-router-dom';
import { shortOrderId } from '@/domain/orders';
import { PATHS } from '@/domain/routes';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import './checkout/checkout.css';

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
      <p>
        O restaurante já recebeu o seu pedido <strong>#{shortOrderId(state.orderId)}</strong>. Acompanhe cada etapa em tempo real.
      </p>
      <ButtonLink to={PATHS.orderStatusOf(state.orderId, state.restaurantId)} size="lg" block>
        Acompanhar pedido
      </ButtonLink>
      <ButtonLink to={PATHS.home} variant="secondary" size="lg" block>
        Voltar ao início
      </ButtonLink>
    </main>
  );
}
