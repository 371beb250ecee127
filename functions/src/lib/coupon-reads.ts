import type { Firestore } from 'firebase-admin/firestore';
import { cityKey } from '@/domain/delivery/cities';
import { COUPON_USES, COUPONS, couponId, type Coupon, type CouponCustomer } from '@/domain/promotions/coupon';
import { couponFromData } from '@/domain/promotions/coupon.record';
import { COUPON_COUNTERS, usesOf } from '@/domain/promotions/coupon-counter';
import { couponShardFromData } from '@/domain/promotions/coupon-shard.record';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { saleStage } from '@/domain/money/sale-stage';

/**
 * The coupon a request names, as stored, and what this customer is to it (src/domain/promotions/coupon.ts):
 * the store's coupon of that code, else its city's; whether they used it; how many orders of
 * theirs at this store were not lost (for 'primeiro pedido').
 */
export async function readCoupon(db: Firestore, restaurant: Restaurant, codigo: string, uid: string): Promise<{ coupon: Coupon | null; customer: CouponCustomer }> {
  const ids = [couponId({ restaurantId: restaurant.id }, codigo), ...(restaurant.cidade ? [couponId({ cidade: cityKey(restaurant.cidade) }, codigo)] : [])];
  const snapshots = await db.getAll(...ids.map((id) => db.collection(COUPONS).doc(id)));
  const found = snapshots.find((snapshot) => snapshot.exists);
  if (!found) return { coupon: null, customer: { usedBefore: false, ordersHere: 0 } };
  const [use, ordersHere, shards] = await Promise.all([
    found.ref.collection(COUPON_USES).doc(uid).get(),
    countOrdersHere(db, restaurant.id, uid),
    found.ref.collection(COUPON_COUNTERS).get(),
  ]);
  // Its uses are its shards' sum (coupon-counter.ts), so a used-up coupon is said so at once.
  const coupon = couponFromData(found.id, found.data() ?? {});
  const usos = usesOf(shards.docs.map((shard) => ({ ...couponShardFromData(shard.data()), cupomId: found.id }))).get(found.id) ?? 0;
  return { coupon: { ...coupon, usos: Math.max(coupon.usos, usos) }, customer: { usedBefore: use.exists, ordersHere } };
}

/** The customer's orders at this store that are a sale, under way or awaiting an answer. */
export async function countOrdersHere(db: Firestore, restaurantId: string, uid: string): Promise<number> {
  const orders = await db.collection('restaurantes').doc(restaurantId).collection('pedidos').where('userId', '==', uid).select('status').get();
  return orders.docs.filter((order) => saleStage(String(order.get('status') ?? '')) !== 'lost').length;
}

