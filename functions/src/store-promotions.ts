import type { Firestore } from 'firebase-admin/firestore';
import { sameDerived } from '@/domain/discovery/discovery-index';
import { COUPONS, couponFromData, type Coupon } from '@/domain/promotions/coupon';
import { MAX_PUBLIC_COUPONS, type PublicCoupon } from '@/domain/promotions/store-promotions';

/**
 * Keeps a store's `cuponsDivulgados` (domain/promotions/store-promotions.ts) true to its coupons
 * (issue #40): the ones it chose to show, on, not over and not sold out, the soonest to begin
 * first. Customers read no coupon, so this copy on the public restaurant document is how its
 * card, its search result and its menu know them; the restaurant trigger then carries it to the
 * shop window. Run on every write of a store's coupon (placeOrder's count of a use included: the
 * last use takes it off the card) and by the discovery backfill.
 *
 * Reads the coupons as they are now, in a transaction with the restaurant, so late or concurrent
 * events write what is true; writes nothing when the copy already says it.
 */

/** What a customer may know of a coupon: its terms, not its limits or uses. */
function publicTerms(coupon: Coupon): PublicCoupon {
  const { codigo, tipo, valor, maximo, pedidoMinimo, regra, inicio, fim } = coupon;
  return { codigo, tipo, valor, maximo, pedidoMinimo, regra, inicio, fim };
}

/** The coupons a store shows at `now`: on, shown, not over, with uses left. */
export function shownCoupons(coupons: readonly Coupon[], now: Date): PublicCoupon[] {
  return coupons
    .filter((coupon) => coupon.ativo && coupon.divulgado && coupon.escopo === 'restaurante' && coupon.fim > now && (coupon.limiteUsos === null || coupon.usos < coupon.limiteUsos))
    .sort((a, b) => a.inicio.getTime() - b.inicio.getTime() || a.codigo.localeCompare(b.codigo))
    .slice(0, MAX_PUBLIC_COUPONS)
    .map(publicTerms);
}

/** Rewrites `restaurantId`'s public coupons from its coupons; resolves with whether it wrote. */
export async function refreshStorePromotions(db: Firestore, restaurantId: string, now = new Date()): Promise<boolean> {
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  const couponsOfStore = db.collection(COUPONS).where('restaurantId', '==', restaurantId);
  return db.runTransaction(async (transaction) => {
    const [restaurant, coupons] = await Promise.all([transaction.get(restaurantRef), transaction.get(couponsOfStore)]);
    if (!restaurant.exists) return false;
    const wanted = shownCoupons(coupons.docs.map((coupon) => couponFromData(coupon.id, coupon.data())), now);
    if (sameDerived(restaurant.get('cuponsDivulgados') ?? [], wanted)) return false;
    transaction.update(restaurantRef, { cuponsDivulgados: wanted });
    return true;
  });
}
