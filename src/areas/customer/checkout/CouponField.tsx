import { useState, type FormEvent } from 'react';
import { normalizeCouponCode } from '@/domain/promotions/coupon';
import { couponBadge, type PublicCoupon } from '@/domain/promotions/store-promotions';
import { formatCentavos } from '@/domain/shared/money';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import type { AppliedCouponState } from './use-applied-coupon';
import { useCouponPreview } from './use-coupon-preview';

/**
 * 'Cupom de desconto' on the checkout (issue #40): the code is checked by the server
 * (previewCoupon), which says why one does not apply; what was typed stays in the field.
 */
export function CouponField({
  restaurantId,
  coupon,
  disabled,
  offered,
}: {
  restaurantId: string;
  coupon: AppliedCouponState;
  disabled: boolean;
  /** The coupons shown at this store valid now, its own and its city's (domain/promotions/store-promotions.ts): one tap applies each. */
  offered: readonly PublicCoupon[];
}) {
  const [typed, setTyped] = useState('');
  // Offered codes the server refused to this customer (used once already, a first order's, ...): no longer offered (issue #51).
  const [refused, setRefused] = useState<readonly string[]>([]);
  const { busy, error, setError, check } = useCouponPreview(restaurantId, coupon.apply);
  const usable = offered.filter((offer) => !refused.includes(offer.codigo));

  async function apply(event: FormEvent) {
    event.preventDefault();
    await applyCode(typed);
  }

  async function applyCode(text: string) {
    const codigo = normalizeCouponCode(text);
    if (!codigo) return setError('Digite o código do cupom.');
    const outcome = await check(codigo);
    if (outcome === 'applied') setTyped('');
    if (outcome === 'refused') setRefused((codes) => [...codes, codigo]);
  }

  if (coupon.applied) {
    return (
      <div className="card coupon-applied" role="status">
        <span>
          <strong>Cupom {coupon.applied.codigo} aplicado</strong>
          {coupon.applied.tipo === 'percentual' ? ` (${coupon.applied.valor}% dos itens)` : ''}: −{formatCentavos(coupon.discount)}
        </span>
        <Button size="sm" variant="secondary" onClick={coupon.remove} disabled={disabled}>
          Remover cupom
        </Button>
      </div>
    );
  }
  return (
    <form className="coupon-field" onSubmit={apply} noValidate>
      <TextField
        label="Cupom de desconto"
        name="cupom"
        autoComplete="off"
        autoCapitalize="characters"
        value={typed}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        disabled={disabled || busy}
      />
      <Button type="submit" variant="secondary" busy={busy} disabled={disabled}>
        Aplicar
      </Button>
      {usable.length > 0 ? (
        <div className="coupon-field__offered">
          <span className="hint">Cupons disponíveis:</span>
          {usable.map((offer) => (
            <Button
              key={offer.codigo}
              size="sm"
              variant="secondary"
              disabled={disabled || busy}
              onClick={() => {
                setTyped(offer.codigo);
                void applyCode(offer.codigo);
              }}
            >
              Usar {offer.codigo} <span className="hint">({couponBadge(offer)})</span>
            </Button>
          ))}
        </div>
      ) : null}
    </form>
  );
}
