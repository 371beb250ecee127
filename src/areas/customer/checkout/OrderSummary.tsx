import type { CheckoutTotals } from '@/domain/checkout/checkout';
import { CHOOSE_BAIRRO_FOR_FEE } from '@/domain/delivery/delivery-areas';
import { formatCentavos } from '@/domain/money/money';
import { SkeletonLine } from '@/ui/Skeleton';

/**
 * Subtotal, delivery fee and total, as on every checkout step. `totals` null: the restaurant's
 * fee is still loading; the labels stand and the figures are placeholders of their size.
 */
export function OrderSummary({ totals, pickup = false }: { totals: CheckoutTotals | null; /** 'Retirar no local': no delivery fee line at all. */ pickup?: boolean }) {
  const figure = (value: (totals: CheckoutTotals) => string) => (totals ? value(totals) : <SkeletonLine width="5.5em" />);
  return (
    <>
      {totals ? null : (
        <p className="visually-hidden" role="status">
          Calculando o total...
        </p>
      )}
      <dl className="card order-summary" aria-busy={totals ? undefined : true}>
        <div>
          <dt>Subtotal</dt>
          <dd>{figure((known) => formatCentavos(known.subtotal))}</dd>
        </div>
        {pickup ? (
          <div>
            <dt>Retirada no local</dt>
            <dd>Sem taxa</dd>
          </div>
        ) : (
          <div>
            <dt>Taxa de entrega</dt>
            <dd>{figure((known) => (known.fee === null ? CHOOSE_BAIRRO_FOR_FEE : known.fee > 0 ? formatCentavos(known.fee) : 'Grátis'))}</dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>{figure((known) => formatCentavos(known.total))}</dd>
        </div>
      </dl>
    </>
  );
}
