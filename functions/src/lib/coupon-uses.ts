import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PRICE_CHANGED_MESSAGE } from '@/domain/checkout/order-request';
import type { PricedOrder } from '@/domain/orders/order.record';
import { toCentavos } from '@/domain/shared/money';
import { checkCoupon, COUPON_MESSAGES, COUPON_RESERVATIONS, COUPON_USES, COUPONS, type Coupon } from '@/domain/promotions/coupon';
import { COUPON_COUNTERS, initialShards, shardCount, shardOrder, shardOwner, shardShare } from '@/domain/promotions/coupon-counter';
import { couponShardFromData } from '@/domain/promotions/coupon-shard.record';
import { couponFromData } from '@/domain/promotions/coupon.record';
import { isAlreadyExists, isStale, untilWritten } from './optimistic-write';
import type { CouponReservation } from '@/domain/promotions/coupon.schema';

/**
 * A coupon's uses, counted exactly without a hot document (issues #40 and #50):
 * - cupons/{id}/contagem/{n}: the distributed counter (domain/promotions/coupon-counter.ts). A
 *   limited coupon's shards hold a share of its limit each; an order takes one use from a shard
 *   with room, writing it only if no other order did since it was read (takeFromShard), so a
 *   limit of 100 gives exactly 100 and a rush spreads over the shards instead of queueing on the
 *   coupon. An unlimited coupon's uses
 *   are added to a random shard, without a transaction.
 * - cupons/{id}/usos/{uid}: one per customer for 'uma vez por cliente' and 'primeiro pedido',
 *   created only if absent, which Firestore does atomically;
 * - cupons/{id}/resgates/{orderId}: the order's reservation (and its shard), so the same order
 *   sent again reserves nothing twice, and a refused order gives its use back.
 * Written by placeOrder only; an order writes the coupon document itself only once it is used up.
 */

function refuseCoupon(message: string): HttpsError {
  return new HttpsError('failed-precondition', message, { code: 'coupon', message });
}


/** Creates `ref` with `data`; false when it already exists. */
async function createIfAbsent(ref: DocumentReference, data: Record<string, unknown>): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/**
 * Takes one use from `ref` if its share has room: read, then write the count plus one only if the
 * shard is still as read (created if absent, or updated on its update time). No lock is held, so a
 * rush on a shard costs its losers a read again, never a queue: a loser reads the new count and
 * tries again, until it wins or sees the shard full.
 */
async function takeFromShard(ref: DocumentReference, share: number, owner: ReturnType<typeof shardOwner>): Promise<boolean> {
  return untilWritten(async () => {
    const seen = await ref.get();
    const usos = couponShardFromData(seen.data() ?? {}).usos;
    if (usos >= share) return false;
    if (seen.exists && seen.updateTime) await ref.update({ usos: usos + 1 }, { lastUpdateTime: seen.updateTime });
    else await ref.create({ ...owner, limite: share, usos: 1 });
    return true;
  });
}

/**
 * Takes one use of `coupon` for an order: from the first shard with room, tried from a random one,
 * or, without a limit, on a random shard at once. The shard taken, or null when every shard is
 * full: the coupon is used up.
 */
export async function takeUse(db: Firestore, coupon: Coupon): Promise<number | null> {
  const shards = db.collection(COUPONS).doc(coupon.id).collection(COUPON_COUNTERS);
  const owner = shardOwner(coupon);
  const limit = coupon.limiteUsos;
  const order = shardOrder(shardCount(limit));
  if (limit === null) {
    const shard = order[0]!;
    await shards.doc(String(shard)).set({ ...owner, limite: null, usos: FieldValue.increment(1) }, { merge: true });
    return shard;
  }
  for (const shard of order) {
    if (await takeFromShard(shards.doc(String(shard)), shardShare(limit, shard), owner)) return shard;
  }
  return null;
}

/**
 * Checks the order's coupon again and reserves one use of it for this order, or refuses the order
 * with the coupon's reason (or 'price-changed' when its discount changed since it was priced).
 */
export async function reserveCouponUse(db: Firestore, order: PricedOrder, uid: string, orderId: string, ordersHere: number, at: Date): Promise<void> {
  const applied = order.cupom!;
  const couponRef = db.collection(COUPONS).doc(applied.id);
  const reservationRef = couponRef.collection(COUPON_RESERVATIONS).doc(orderId);
  const useRef = couponRef.collection(COUPON_USES).doc(uid);
  const [stored, use, reservation] = await db.getAll(couponRef, useRef, reservationRef);
  if (reservation?.exists) return;
  const coupon: Coupon | null = stored?.exists ? couponFromData(stored.id, stored.data() ?? {}) : null;
  // The limit is the shards' to hold (takeUse): a count read here may be behind.
  const check = checkCoupon(coupon && { ...coupon, usos: 0 }, { restaurantId: order.restaurantId, cidade: order.cidade, subtotal: toCentavos(order.subTotal) }, { usedBefore: use?.exists ?? false, ordersHere }, at);
  if (!check.ok || !coupon) throw refuseCoupon(check.ok ? COUPON_MESSAGES.notFound : check.message);
  if (check.discount !== toCentavos(applied.desconto)) throw new HttpsError('failed-precondition', PRICE_CHANGED_MESSAGE, { code: 'price-changed', message: PRICE_CHANGED_MESSAGE });

  const perCustomer = coupon.regra !== 'livre';
  if (perCustomer && !(await createIfAbsent(useRef, { pedidoId: orderId, restaurantId: order.restaurantId, em: FieldValue.serverTimestamp() }))) {
    throw refuseCoupon(coupon.regra === 'primeiro_pedido' ? COUPON_MESSAGES.firstOrder : COUPON_MESSAGES.used);
  }
  const shard = await takeUse(db, coupon);
  if (shard === null) {
    if (perCustomer) await useRef.delete();
    // Used up: said once on the coupon itself (a write per refused order after the last use, not
    // per use), so the coupon trigger takes it off the stores' cards and menus.
    if (coupon.limiteUsos !== null && coupon.usos < coupon.limiteUsos) await couponRef.update({ usos: coupon.limiteUsos });
    throw refuseCoupon(COUPON_MESSAGES.soldOut);
  }
  await reservationRef.create({ userId: uid, restaurantId: order.restaurantId, contagem: shard, porCliente: perCustomer, em: FieldValue.serverTimestamp() });
}

/** How long after its reservation an order that was never written gives its coupon use back. */
export const UNWRITTEN_ORDER_GRACE_MS = 10 * 60_000;

/**
 * Gives back the use reserved for an order that was not written (refused, the database too busy,
 * or the server gone between the reservation and the order: then by the task placeOrder queued
 * first, once `olderThan` says the reservation is old enough), unless it was written after all.
 * 'not-due' when the reservation is still young. `unpaid`: the order was written but never paid
 * (its Pix could not be made, issue #52), so the customer bought nothing with it.
 */
export async function releaseCouponUse(
  db: Firestore,
  { couponId, restaurantId, orderId }: CouponReservation,
  olderThan?: Date,
  { unpaid = false }: { unpaid?: boolean } = {},
): Promise<'released' | 'kept' | 'not-due'> {
  const couponRef = db.collection(COUPONS).doc(couponId);
  const reservationRef = couponRef.collection(COUPON_RESERVATIONS).doc(orderId);
  const orderRef = db.collection('restaurantes').doc(restaurantId).collection('pedidos').doc(orderId);
  const [reservation, placed] = await db.getAll(reservationRef, orderRef);
  if (!reservation?.exists || (placed?.exists && !unpaid)) return 'kept';
  if (olderThan && reservation.createTime!.toDate() > olderThan) return 'not-due';
  const batch = db.batch();
  const shard = reservation.get('contagem');
  if (typeof shard === 'number') batch.update(couponRef.collection(COUPON_COUNTERS).doc(String(shard)), { usos: FieldValue.increment(-1) });
  if (reservation.get('porCliente') === true) batch.delete(couponRef.collection(COUPON_USES).doc(String(reservation.get('userId'))));
  // Only as read: an order sent again that reserved anew in between keeps its use.
  batch.delete(reservationRef, { lastUpdateTime: reservation.updateTime! });
  try {
    await batch.commit();
  } catch (error) {
    if (isStale(error)) return 'kept';
    throw error;
  }
  return 'released';
}

/**
 * One-off, for coupons counted before issue #50 (scripts/migrate-coupon-counters.mjs): a coupon
 * with uses on its own document and no shard yet gets them laid into its shards' shares, so its
 * limit still holds; its old places (vagas) are left as history. Safe to run again: a coupon with
 * shards is left alone. Reports how many coupons were (or, with dryRun, would be) moved.
 */
export async function migrateCouponCounters(db: Firestore, { dryRun = false } = {}): Promise<{ coupons: number; moved: number }> {
  const coupons = await db.collection(COUPONS).get();
  let moved = 0;
  for (const stored of coupons.docs) {
    const coupon = couponFromData(stored.id, stored.data());
    if (coupon.usos === 0) continue;
    const shards = stored.ref.collection(COUPON_COUNTERS);
    if (!(await shards.limit(1).get()).empty) continue;
    moved += 1;
    if (dryRun) continue;
    const batch = db.batch();
    initialShards(coupon.limiteUsos, coupon.usos).forEach((usos, shard) => {
      batch.create(shards.doc(String(shard)), { ...shardOwner(coupon), usos, limite: coupon.limiteUsos === null ? null : shardShare(coupon.limiteUsos, shard) });
    });
    await batch.commit();
  }
  return { coupons: coupons.size, moved };
}
