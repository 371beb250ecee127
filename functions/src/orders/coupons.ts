import type { Firestore } from 'firebase-admin/firestore';
import { appliedCouponOf, checkCoupon, type AppliedCoupon } from '@/domain/promotions/coupon';
import { previewCouponSchema } from '@/domain/promotions/coupon.schema';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { cityKey } from '@/domain/delivery/cities';
import { actorOf, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, type Caller } from '../lib/callable-support';
import { readCoupon } from '../lib/coupon-reads';

/**
 * The checkout's 'Aplicar' on a coupon code (src/domain/promotions/coupon.ts): whether it applies
 * to this customer at this store now, and its terms, so the checkout shows the discount and checks
 * the minimum as the bag changes. A code that does not apply is refused with its reason
 * ('coupon'); placeOrder checks everything again when the order is placed.
 */
export async function previewCouponAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; cupom: AppliedCoupon }> {
  const actor = await actorOf(db, caller);
  const { restaurantId, codigo } = readOrRefuse(previewCouponSchema, data);
  const snapshot = await db.collection('restaurantes').doc(restaurantId).get();
  if (!snapshot.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
  const restaurant = restaurantFromData(snapshot.id, snapshot.data() ?? {});
  const { coupon, customer } = await readCoupon(db, restaurant, codigo, actor.uid);
  const check = checkCoupon(coupon, { restaurantId, cidade: restaurant.cidade ? cityKey(restaurant.cidade) : null, subtotal: null }, customer, now());
  if (!check.ok || !coupon) throw refuse('failed-precondition', 'coupon', check.ok ? 'Cupom não encontrado. Confira o código.' : check.message);
  return { ok: true, cupom: appliedCouponOf(coupon) };
}
