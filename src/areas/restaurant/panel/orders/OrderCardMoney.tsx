import { formatCentavos, formatReais } from '@/domain/shared/money';
import type { Order } from '@/domain/orders/order';
import { breakdownLines } from '@/domain/money/order-breakdown';
import { ONLINE_PAYMENT_STATE_LABELS } from '@/domain/payments/online-payment';
import { Badge } from '@/ui/Badge';
import { OrderMoneyLines } from '@/ui/OrderMoneyLines';
import { OrderRefunds } from '@/ui/OrderRefunds';

/**
 * The order card's money (OrderCard.tsx): the total and how it is paid, opening the breakdown;
 * what was given back; a coupon's line; the rider's fee; and a Pix at the door the kitchen marks
 * received by its own word.
 */
export function OrderCardMoney({
  order,
  pickup,
  showFailedRefunds,
  pixBusy,
  onPixReceived,
}: {
  order: Order;
  pickup: boolean;
  /** The dono or the gerente, who may send a failed refund again (issue #52). */
  showFailedRefunds: boolean;
  pixBusy: boolean;
  onPixReceived: (received: boolean) => void;
}) {
  const breakdownNotes = order.reparticao ? breakdownLines(order.reparticao, 'loja', pickup).filter((line) => line.kind === 'desconto') : [];
  return (
    <>
      {/* The total opens the order's breakdown (issue #50): every line, what the store pays the rider
          and what Sabor pays back, without a line more on the card, so a new order's answer stays in
          view on the counter tablet. */}
      <details className="panel-order__values">
        <summary className="panel-order__money">
          <strong className="panel-order__total">{formatReais(order.totalValue)}</strong> ·{' '}
          {/* A Pix with a code is named once, as a badge in the colour of 'Pix recebido' below (it read 'Pix Pix'). */}
          {/* Paid in the app (issue #52): nothing to collect, said as plainly as the Pix badge. */}
          {order.pagamentoOnline ? (
            <Badge tone={order.pagamentoOnline.estado === 'aprovado' ? 'success' : 'neutral'}>
              {ONLINE_PAYMENT_STATE_LABELS[order.pagamentoOnline.estado]}
            </Badge>
          ) : order.pix ? (
            <Badge tone={order.pix.recebido ? 'success' : 'info'}>Pix</Badge>
          ) : (
            order.pagamento || 'Na entrega'
          )}
          {order.troco ? ` · troco para ${formatReais(order.troco)}` : ''}
        </summary>
        {order.reparticao ? <OrderMoneyLines breakdown={order.reparticao} viewer="loja" pickup={pickup} className="panel-order__breakdown" /> : null}
      </details>
      <OrderRefunds refunds={order.reembolsos} showFailed={showFailedRefunds} />
      {/* A coupon changes what the store gets: named on the card, with who funds it. */}
      {breakdownNotes.map((line) => (
        <p key={line.label} className="hint panel-order__money-note">
          {line.label}: {line.valor < 0 ? `-${formatCentavos(-line.valor)}` : formatCentavos(line.valor)}
        </p>
      ))}
      {/* Who keeps what (issue #38, DELIVERY_FEE_RULE_TEXT): the fee in the total is the rider's. */}
      {order.taxaEntrega > 0 && !pickup ? <p className="hint panel-order__fee">Inclui {formatReais(order.taxaEntrega)} de entrega, que fica com o entregador.</p> : null}
      {order.pix ? (
        // A Pix to the store's own key: only the restaurant's word says it arrived (one paid in the app is the provider's).
        <label className="panel-order__pix">
          <input type="checkbox" checked={order.pix.recebido} disabled={pixBusy} onChange={(event) => onPixReceived(event.target.checked)} /> Pix recebido
          <span className="muted"> · {order.pix.txid}</span>
        </label>
      ) : null}
    </>
  );
}
