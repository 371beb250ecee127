import type { CheckoutTotals } from '@/domain/checkout/checkout';
import { CHOOSE_BAIRRO_FOR_FEE } from '@/domain/delivery/delivery-areas';
import { formatCentavos, type Centavos } from '@/domain/shared/money';
import { SkeletonLine } from '@/ui/Skeleton';

/**
 * Subtotal, delivery fee and total, as on every checkout step. `totals` null: the restaurant's
 * fee is still loading; the labels stand and the figures are placeholders of their size.
 */
export function OrderSummary({
  totals,
  pickup = false,
  coupon = null,
  credit = 0,
}: {
  /** With the coupon's discount already taken off the total. */
  totals: CheckoutTotals | null;
  /** 'Retirar no local': no delivery fee line at all. */
  pickup?: boolean;
  /** The coupon applied (issue #40): its line, between the fee and the total. */
  coupon?: { codigo: string; discount: Centavos } | null;
  /** The Sabor credits spent (issue #53), already taken off the total. */
  credit?: Centavos;
}) {
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
        {coupon && coupon.discount > 0 ? (
          <div className="order-summary__discount">
            <dt>Cupom {coupon.codigo}</dt>
            <dd>−{formatCentavos(coupon.discount)}</dd>
          </div>
        ) : null}
        {credit > 0 ? (
          <div className="order-summary__discount">
            <dt>Créditos Sabor</dt>
            <dd>−{formatCentavos(credit)}</dd>
          </div>
        ) : null}
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>{figure((known) => formatCentavos(known.total))}</dd>
        </div>
      </dl>
    </>
  );
}
