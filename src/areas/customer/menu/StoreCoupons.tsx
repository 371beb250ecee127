import { useState } from 'react';
import { currentCoupons, type PublicCoupon } from '@/domain/promotions/store-promotions';
import { COUPON_RULE_LABELS, couponLastDayText, couponOfferText } from '@/domain/promotions/coupon-terms';

/** What an entry says, its code aside. */
function offerWords(coupon: PublicCoupon): string {
  return [couponOfferText(coupon), coupon.escopo, COUPON_RULE_LABELS[coupon.regra], couponLastDayText(coupon)].join('|');
}

/** One entry per offer: two codes whose entries would read alike word for word (issue #51) show the first (the soonest to begin). */
function distinctOffers(coupons: readonly PublicCoupon[]): PublicCoupon[] {
  const seen = new Set<string>();
  return coupons.filter((coupon) => {
    const words = offerWords(coupon);
    if (seen.has(words)) return false;
    seen.add(words);
    return true;
  });
}

/**
 * 'Cupons' on the menu (issue #40): the coupons shown to every customer of this store, its own and
 * its city's (paid by the Sabor), valid now, each with its code to copy and its conditions, so the
 * customer knows before filling the bag what the checkout's 'Cupom de desconto' will take off
 * (placeOrder still checks it all).
 */
export function StoreCoupons({ coupons, now }: { coupons: readonly PublicCoupon[] | undefined; now: Date }) {
  const shown = distinctOffers(currentCoupons(coupons ?? [], now));
  const [copied, setCopied] = useState<{ codigo: string; ok: boolean } | null>(null);
  if (shown.length === 0) return null;

  async function copy(codigo: string) {
    try {
      await navigator.clipboard.writeText(codigo);
      setCopied({ codigo, ok: true });
    } catch {
      // No clipboard (an old browser, a page not in focus): the code is on screen to type.
      setCopied({ codigo, ok: false });
    }
  }

  return (
    <section className="store-coupons" aria-labelledby="store-coupons-title">
      <h2 id="store-coupons-title" className="store-coupons__title">
        Cupons
      </h2>
      <ul className="store-coupons__list">
        {shown.map((coupon) => (
          <li key={coupon.codigo} className="store-coupon">
            <span className="store-coupon__terms">
              <strong>{couponOfferText(coupon)}</strong>
              <span className="hint">
                {coupon.escopo === 'cidade' ? 'Cupom da Sabor · ' : ''}
                {COUPON_RULE_LABELS[coupon.regra]} · {couponLastDayText(coupon)}
              </span>
            </span>
            <button type="button" className="store-coupon__code" onClick={() => void copy(coupon.codigo)}>
              <span className="store-coupon__codigo">{coupon.codigo}</span>
              <span>Copiar código</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="hint" role="status">
        {copied === null
          ? 'Use o código em “Cupom de desconto” ao finalizar o pedido.'
          : copied.ok
            ? `Código ${copied.codigo} copiado. Cole em “Cupom de desconto” ao finalizar o pedido.`
            : `Digite ${copied.codigo} em “Cupom de desconto” ao finalizar o pedido.`}
      </p>
    </section>
  );
}
