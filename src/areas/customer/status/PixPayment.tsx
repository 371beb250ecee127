import { formatReais } from '@/domain/shared/money';
import type { Order } from '@/domain/orders/order';
import { pixMoment } from '@/domain/orders/pix-due';
import { Notice } from '@/ui/Notice';
import { PixCopyButton, PixQrCode } from '@/ui/PixQrCode';

/**
 * Pix copia e cola for an order paid by Pix (src/domain/money/pix-charge.ts): the QR, the code to copy
 * and the amount. Sabor takes no part in the payment, so the page says plainly who confirms it.
 * The code is offered only while the Pix is due (src/domain/orders/pix-due.ts): from the
 * restaurant's acceptance until delivery. A restaurant without a Pix key gets no code: the
 * customer pays as agreed at the door.
 */
export function PixPayment({ order }: { order: Pick<Order, 'status' | 'pagamento' | 'pagamentoOnline' | 'pix' | 'totalValue'> }) {
  // A Pix paid in the app has its own card (OnlinePayment.tsx).
  if (order.pagamento !== 'Pix' || order.pagamentoOnline) return null;
  if (order.pix?.recebido) return <Notice tone="success">O restaurante confirmou o recebimento do seu Pix.</Notice>;
  const moment = pixMoment(order.status);
  // Over (delivered, or ended: the status page then says what to do if it was paid anyway).
  if (moment === 'delivered' || moment === 'ended') return null;
  if (!order.pix) {
    // No code on the order: the restaurant had no Pix key then (or the order predates Pix codes).
    return <Notice tone="info">Este pedido não tem código Pix: pague ao entregador ou ao restaurante como combinado.</Notice>;
  }
  if (moment === 'before-acceptance') return <Notice tone="info">O código Pix aparece aqui quando o restaurante aceitar o pedido.</Notice>;
  return (
    <section className="card pix-payment" aria-labelledby="pix-payment-title">
      <h2 id="pix-payment-title">Pagar com Pix</h2>
      <p>
        Valor: <strong>{formatReais(order.totalValue)}</strong>
      </p>
      <PixQrCode payload={order.pix.payload} size={240} label={`QR Code do Pix de ${formatReais(order.totalValue)}`} />
      <PixCopyButton payload={order.pix.payload} />
      <p className="hint">O pagamento vai direto para o restaurante. Ele confirma o recebimento.</p>
    </section>
  );
}
