import { useRef } from 'react';
import type { Order } from '@/domain/orders/order';
import type { OrderOnlinePayment } from '@/domain/payments/online-payment.record';
import { formatCentavos } from '@/domain/shared/money';
import { formatClock } from '@/domain/restaurants/opening-hours';
import { Notice } from '@/ui/Notice';
import { useCardChallenge } from './use-card-challenge';

/**
 * A card whose bank asked for 3-D Secure (issue #52), on the order's '/status': the bank's page
 * in a frame, through public/verificacao-cartao.html (the one page whose policy lets a form post
 * to the bank's site; see scripts/lib/security-headers.mjs). The order waits, unseen by the
 * kitchen, until the bank answers; the page follows the order live and leaves once it moves on.
 */
export function CardChallenge({ order, online }: { order: Pick<Order, 'id' | 'restaurantId'>; online: OrderOnlinePayment & { desafio: NonNullable<OrderOnlinePayment['desafio']> } }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const check = useCardChallenge({ restaurantId: order.restaurantId, orderId: order.id }, frame);
  const fragment = new URLSearchParams({ url: online.desafio.url, creq: online.desafio.creq }).toString();
  return (
    <section className="card card-challenge" aria-labelledby="card-challenge-title">
      <h2 id="card-challenge-title">Confirme o pagamento com o seu banco</h2>
      <p>
        O banco do seu cartão pediu uma verificação para o pagamento de <strong>{formatCentavos(online.valor)}</strong>. Siga as instruções abaixo: o pedido vai para o restaurante assim que o banco confirmar.
      </p>
      <div aria-live="polite">
        {check.kind === 'checking' ? <Notice tone="info">Conferindo o pagamento com o Mercado Pago...</Notice> : null}
        {check.kind === 'failed' ? <Notice tone="warning">{check.message}</Notice> : null}
      </div>
      <iframe ref={frame} className="card-challenge__frame" title="Verificação do banco" src={`/verificacao-cartao.html#${fragment}`} />
      <p className="hint">
        {online.desafio.expiraEm
          ? `Sem a verificação até ${formatClock(online.desafio.expiraEm)}, o pedido é cancelado sem custo.`
          : 'Sem a verificação, o pedido é cancelado sem custo.'}
      </p>
    </section>
  );
}
