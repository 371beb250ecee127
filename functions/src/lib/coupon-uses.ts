import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PRICE_CHANGED_MESSAGE } from '@/domain/checkout/order-request';
import type { PricedOrder } from '@/domain/orders/order.record';
import { toCentavos } from '@/domain/shared/money';
import { checkCoupon, COUPON_MESSAGES, COUPON_RESERVATIONS, COUPON_SLOTS, COUPON_USES, COUPONS, type Coupon } from '@/domain/promotions/coupon';
import { couponFromData } from '@/domain/promotions/coupon.record';

/**
 * A coupon's uses, counted exactly without a hot document (issue #40). A counter read and
 * written in a transaction by every order would let one coupon take about one order a second
 * (Firestore's advice for one document), and a launch campaign's rush would queue on it. Instead
 * each use is a document created only if absent, which Firestore does atomically:
 * - cupons/{id}/vagas/{n}, n from 1 to the limit: a coupon limited to 100 uses has at most 100,
 *   however many orders race for the last one;
 * - cupons/{id}/usos/{uid}: one per customer for 'uma vez por cliente' and 'primeiro pedido';
 * - cupons/{id}/resgates/{orderId}: the order's reservation, so the same order sent again
 *   reserves nothing twice.
 * The coupon's `usos` follows by increments, for the screens. Written by placeOrder only.
 */

function refuseCoupon(message: string): HttpsError {
  return new HttpsError('failed-precondition', message, { code: 'coupon', message });
}

const ALREADY_EXISTS = 6;
const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === ALREADY_EXISTS || /ALREADY_EXISTS/.test(String(error));

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

/** Takes a free place among 1..limit for `orderId`, trying free ones at random; null when every place is taken. */
async function takeSlot(couponRef: DocumentReference, limit: number, orderId: string): Promise<number | null> {
  const slots = couponRef.collection(COUPON_SLOTS);
  for (;;) {
    const taken = new Set((await slots.select().get()).docs.map((slot) => Number(slot.id)));
    const free = Array.from({ length: limit }, (_, index) => index + 1).filter((slot) => !taken.has(slot));
    if (free.length === 0) return null;
    const slot = free[Math.floor(Math.random() * free.length)]!;
    if (await createIfAbsent(slots.doc(String(slot)), { pedidoId: orderId, em: FieldValue.serverTimestamp() })) return slot;
  }
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
  // The limit is the places' to hold: a count read here may be behind.
  const check = checkCoupon(coupon && { ...coupon, usos: 0 }, { restaurantId: order.restaurantId, cidade: order.cidade, subtotal: toCentavos(order.subTotal) }, { usedBefore: use?.exists ?? false, ordersHere }, at);
  if (!check.ok || !coupon) throw refuseCoupon(check.ok ? COUPON_MESSAGES.notFound : check.message);
  if (check.discount !== toCentavos(applied.desconto)) throw new HttpsError('failed-precondition', PRICE_CHANGED_MESSAGE, { code: 'price-changed', message: PRICE_CHANGED_MESSAGE });

  const perCustomer = coupon.regra !== 'livre';
  if (perCustomer && !(await createIfAbsent(useRef, { pedidoId: orderId, restaurantId: order.restaurantId, em: FieldValue.serverTimestamp() }))) {
    throw refuseCoupon(coupon.regra === 'primeiro_pedido' ? COUPON_MESSAGES.firstOrder : COUPON_MESSAGES.used);
  }
  const slot = coupon.limiteUsos === null ? null : await takeSlot(couponRef, coupon.limiteUsos, orderId);
  if (coupon.limiteUsos !== null && slot === null) {
    if (perCustomer) await useRef.delete();
    throw refuseCoupon(COUPON_MESSAGES.soldOut);
  }
  await reservationRef.create({ userId: uid, restaurantId: order.restaurantId, vaga: slot, porCliente: perCustomer, em: FieldValue.serverTimestamp() });
  await couponRef.update({ usos: FieldValue.increment(1) });
}

/** Gives back the use reserved for an order that was not written (refused, or the database too busy), unless it was after all. */
export async function releaseCouponUse(db: Firestore, order: PricedOrder, orderId: string): Promise<void> {
  const couponRef = db.collection(COUPONS).doc(order.cupom!.id);
  const reservationRef = couponRef.collection(COUPON_RESERVATIONS).doc(orderId);
  const orderRef = db.collection('restaurantes').doc(order.restaurantId).collection('pedidos').doc(orderId);
  const [reservation, placed] = await db.getAll(reservationRef, orderRef);
  if (!reservation?.exists || placed?.exists) return;
  const batch = db.batch();
  const slot = reservation.get('vaga');
  if (typeof slot === 'number') batch.delete(couponRef.collection(COUPON_SLOTS).doc(String(slot)));
  if (reservation.get('porCliente') === true) batch.delete(couponRef.collection(COUPON_USES).doc(String(reservation.get('userId'))));
  batch.delete(reservationRef);
  batch.update(couponRef, { usos: FieldValue.increment(-1) });
  await batch.commit();
}
