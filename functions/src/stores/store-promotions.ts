import type { DocumentData, DocumentSnapshot, Firestore, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { cityKey } from '@/domain/delivery/cities';
import { RESTAURANT_SEARCH, sameDerived } from '@/domain/discovery/discovery-index';
import { COUPONS, type Coupon } from '@/domain/promotions/coupon';
import { couponFromData } from '@/domain/promotions/coupon.record';
import { MAX_PUBLIC_COUPONS, type PublicCoupon } from '@/domain/promotions/store-promotions';

/**
 * Keeps a store's `cuponsDivulgados` (domain/promotions/store-promotions.ts) true to the coupons
 * shown to customers (issue #40): its own and its city's (a launch campaign the platform pays),
 * on, not over and not sold out, the soonest to begin first. Customers read no coupon, so this
 * copy on the public restaurant document is how its card, its search result, its menu and the
 * checkout know them; the restaurant trigger then carries it to the shop window.
 *
 * Each run reads the coupons as they are now, in a transaction with the restaurant, so late or
 * concurrent events write what is true, and writes nothing when the copy already says it.
 */

/** What a customer may know of a coupon: its terms, not its limits or uses. */
function publicTerms(coupon: Coupon): PublicCoupon {
  const { codigo, escopo, tipo, valor, maximo, pedidoMinimo, regra, inicio, fim } = coupon;
  return { codigo, escopo, tipo, valor, maximo, pedidoMinimo, regra, inicio, fim };
}

/** The coupons shown at `now`: on, shown, not over, with uses left. */
export function shownCoupons(coupons: readonly Coupon[], now: Date): PublicCoupon[] {
  return coupons
    .filter((coupon) => coupon.ativo && coupon.divulgado && coupon.fim > now && (coupon.limiteUsos === null || coupon.usos < coupon.limiteUsos))
    .sort((a, b) => a.inicio.getTime() - b.inicio.getTime() || a.codigo.localeCompare(b.codigo))
    .slice(0, MAX_PUBLIC_COUPONS)
    .map(publicTerms);
}

/**
 * Whether a write changed what customers are shown of a coupon: its terms, or whether it shows
 * at all. A use counted by placeOrder changes neither until the last one, so an order does not
 * start a rewrite of every store of a city.
 */
export function publicChange(before: DocumentData | undefined, after: DocumentData | undefined, now = new Date()): boolean {
  const shown = (data: DocumentData | undefined) => (data ? shownCoupons([couponFromData('', data)], now) : []);
  return !sameDerived(shown(before), shown(after));
}

/** How the coupons are read: plainly, or in a transaction. */
type QueryReader = (query: Query) => Promise<QuerySnapshot>;

/** The coupons `restaurant` should show, and whether its copy already says so, the coupons read with `read`. */
async function storeCouponsWanted(db: Firestore, restaurant: DocumentSnapshot, read: QueryReader, now: Date): Promise<{ wanted: PublicCoupon[]; same: boolean }> {
  const cidade = restaurant.get('cidade');
  const [own, city] = await Promise.all([
    read(db.collection(COUPONS).where('restaurantId', '==', restaurant.id)),
    typeof cidade === 'string' && cidade.trim() ? read(db.collection(COUPONS).where('cidade', '==', cityKey(cidade))) : null,
  ]);
  const coupons = [...own.docs, ...(city?.docs ?? [])].map((coupon) => couponFromData(coupon.id, coupon.data()));
  const wanted = shownCoupons(coupons, now);
  return { wanted, same: sameDerived(restaurant.get('cuponsDivulgados') ?? [], wanted) };
}

/** Rewrites `restaurantId`'s public coupons from its coupons and its city's; resolves with whether it wrote. */
export async function refreshStorePromotions(db: Firestore, restaurantId: string, now = new Date()): Promise<boolean> {
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  // Most runs change nothing (a new store of a city without shown coupons, a city's store already
  // up to date): a plain read says so without holding the store's document in a transaction.
  const current = await restaurantRef.get();
  if (!current.exists) return false;
  if ((await storeCouponsWanted(db, current, (query) => query.get(), now)).same) return false;
  return db.runTransaction(async (transaction) => {
    const restaurant = await transaction.get(restaurantRef);
    if (!restaurant.exists) return false;
    const { wanted, same } = await storeCouponsWanted(db, restaurant, (query) => transaction.get(query), now);
    if (same) return false;
    transaction.update(restaurantRef, { cuponsDivulgados: wanted });
    return true;
  });
}

/** How many stores of a city are rewritten at once when its coupon changes. */
const CITY_REFRESH_BATCH = 10;

/** Rewrites the public coupons of every store of the city `cidade` (a cityKey); resolves with how many changed. */
export async function refreshCityPromotions(db: Firestore, cidade: string, now = new Date()): Promise<number> {
  // The discovery index keeps each store's city key in its search entry (discovery-index.ts). A
  // store indexed after this read has its coupons copied by its own trigger (a new city refreshes them).
  const stores = await db.collection(RESTAURANT_SEARCH).where('indice.cidade', '==', cidade).select().get();
  let changed = 0;
  for (let start = 0; start < stores.docs.length; start += CITY_REFRESH_BATCH) {
    const batch = stores.docs.slice(start, start + CITY_REFRESH_BATCH);
    const written = await Promise.all(batch.map((store) => refreshStorePromotions(db, store.id, now)));
    changed += written.filter(Boolean).length;
  }
  return changed;
}

/** What the coupon trigger does with one write: the stores whose shown coupons it changed, rewritten. */
export async function syncCouponWrite(db: Firestore, before: DocumentData | undefined, after: DocumentData | undefined): Promise<void> {
  if (!publicChange(before, after)) return;
  const stores = new Set<string>();
  const cities = new Set<string>();
  for (const data of [before, after]) {
    if (typeof data?.restaurantId === 'string' && data.restaurantId) stores.add(data.restaurantId);
    if (data?.escopo === 'cidade' && typeof data.cidade === 'string' && data.cidade) cities.add(data.cidade);
  }
  await Promise.all([...[...stores].map((id) => refreshStorePromotions(db, id)), ...[...cities].map((cidade) => refreshCityPromotions(db, cidade))]);
}

/** Whether a restaurant's write moved it to another city (or created it): its city's coupons then change. */
export function cityChanged(before: DocumentData | null, after: DocumentData | null): boolean {
  const key = (data: DocumentData | null) => (typeof data?.cidade === 'string' ? cityKey(data.cidade) : null);
  return after !== null && key(before) !== key(after);
}
