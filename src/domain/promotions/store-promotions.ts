import { formatReais } from '../shared/money';
import type { DeliveryAreas } from '../delivery/delivery-areas';
import type { Coupon } from './coupon';

/**
 * What a store's card, its search result and its menu say of its promotions (issue #40): the
 * coupons shown to customers ('Cupom de 10%'), its own and its city's, and its free delivery from
 * an amount ('Frete grátis acima de R$ 50,00').
 *
 * Customers read no coupon (firestore.rules, match /cupons): the coupons a store or the operator
 * chose to show (`divulgado`) are copied onto each store they apply to as `cuponsDivulgados` by
 * the coupon trigger (functions/src/stores/store-promotions.ts), and from there onto its shop window (storefront.ts) like
 * everything else a card shows. The copy holds the terms, never the limits or the uses; one that
 * has not begun or is over is not shown, whatever the copy still holds, since nothing is written
 * when a day ends. Kept small: the home ships it in its first load.
 */

/** A public coupon: what a customer may know of it before typing it. */
export type PublicCoupon = Pick<Coupon, 'codigo' | 'escopo' | 'tipo' | 'valor' | 'maximo' | 'pedidoMinimo' | 'regra' | 'inicio' | 'fim'>;

/** How many of a store's public coupons its document carries (the soonest to begin). */
export const MAX_PUBLIC_COUPONS = 3;

/** The coupons valid at `now`. */
export function currentCoupons(coupons: readonly PublicCoupon[], now: Date): PublicCoupon[] {
  return coupons.filter((coupon) => coupon.inicio <= now && now < coupon.fim);
}

/** 'Cupom de 10%' / 'Cupom de R$ 5,00': a coupon in a word, for a card, the panel's list or the applied coupon. */
export function couponBadge(coupon: Pick<PublicCoupon, 'tipo' | 'valor'>): string {
  return `Cupom de ${coupon.tipo === 'valor' ? formatReais(coupon.valor) : `${coupon.valor}%`}`;
}

/** What a store's badges are made of: a restaurant, its shop window or its search result. */
export interface StorePromotionFacts {
  cuponsDivulgados?: readonly PublicCoupon[];
  areasEntrega: Pick<DeliveryAreas, 'gratisAcima'> | null;
}

/**
 * The badges of a card or a search result: each public coupon valid now, then free delivery from
 * an amount, which holds in every bairro the store serves (`freeHere`: delivery to the chosen
 * place costs nothing anyway, so there is no such badge to give). Coupons that say the same in a
 * word (the store's 10% and its city's 10%, two codes of one campaign) make one badge (issue #51).
 */
export function storePromotions(store: StorePromotionFacts, now: Date, freeHere = false): string[] {
  const badges = new Set(currentCoupons(store.cuponsDivulgados ?? [], now).map(couponBadge));
  const freeAbove = store.areasEntrega?.gratisAcima;
  if (freeAbove && !freeHere) badges.add(`Frete grátis acima de ${formatReais(freeAbove)}`);
  return [...badges];
}
