import type { OrderRefund } from '@/domain/payments/partial-refund.record';
import { refundSummary } from '@/domain/payments/partial-refund';
import { formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { Link } from 'react-router-dom';
import './refund-items.css';

/**
 * What was given back of an order in part (issue #52), on the customer's '/status' and the store's
 * and operator's cards: done, on its way, or (for those who can try again) not confirmed; through
 * the payment provider, or, for an order paid at the door, as Sabor credits (issue #53).
 */
export function OrderRefunds({ refunds, showFailed = false, forCustomer = false }: { refunds: readonly OrderRefund[]; showFailed?: boolean; forCustomer?: boolean }) {
  const shown = refunds.filter((refund) => refund.estado !== 'falhou' || showFailed);
  if (shown.length === 0) return null;
  const list = (
    <ul className="list list--tight refund-list" aria-label="Reembolsos">
      {shown.map((refund) => (
        <li key={refund.id}>
          {refund.estado === 'feito' ? 'Devolvido' : refund.estado === 'pendente' ? 'Devolvendo' : 'Não confirmado pelo Mercado Pago'} {formatCentavos(refund.valor)}
          {refund.meio === 'credito' ? ' em créditos Sabor' : ''}: {refundSummary(refund)}
        </li>
      ))}
    </ul>
  );
  if (!forCustomer) return list;
  // The customer is told where the money goes, and when to expect it.
  return (
    <div className="refund-block">
      <h3 className="refund-block__title">Reembolsos</h3>
      {list}
      {refunds.some((refund) => refund.meio === 'app') ? (
        <p className="hint">O valor volta pelo mesmo meio de pagamento: um Pix volta na hora para a conta que pagou; no cartão, o estorno aparece na fatura conforme o prazo do banco.</p>
      ) : null}
      {refunds.some((refund) => refund.meio === 'credito') ? (
        <p className="hint">
          Os créditos Sabor ficam em <Link to={PATHS.myCredits}>Meus créditos</Link> e são usados no próximo pedido, em qualquer restaurante.
        </p>
      ) : null}
    </div>
  );
}
