import type { CheckoutTotals } from '@/domain/checkout';
import { formatCentavos } from '@/domain/money';

/** Subtotal, delivery fee and total, as on every checkout step. */
export function OrderSummary({ totals }: { totals: CheckoutTotals }) {
  return (
    <dl className="card order-summary">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCentavos(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>Taxa de entrega</dt>
        <dd>{totals.fee > 0 ? formatCentavos(totals.fee) : 'Grátis'}</dd>
      </div>
      <div className="order-summary__total">
        <dt>Total</dt>
        <dd>{formatCentavos(totals.total)}</dd>
      </div>
    </dl>
  );
}
