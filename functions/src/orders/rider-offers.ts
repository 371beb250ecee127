import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { isOnOffer, RIDER_OFFERS, riderOfferId } from '@/domain/delivery/rider-offer';
import { riderOfferOf } from '@/domain/orders/rider-offer.record';

/**
 * The riders' offers (issue #39, domain/delivery/rider-offer.ts): an order waiting for a rider has
 * one, any other order none. claimOrder and releaseOrder set them in their own transactions (the
 * card leaves or comes back at once); the order trigger keeps them for every other change (the
 * kitchen calling a rider, a cancellation).
 */

export function riderOfferRef(db: Firestore, restaurantId: string, orderId: string): DocumentReference {
  return db.collection(RIDER_OFFERS).doc(riderOfferId(restaurantId, orderId));
}

/** Within `transaction`, the offer of the order as `order` (its stored data, after the transaction's writes) leaves it. */
export function writeRiderOffer(transaction: Transaction, db: Firestore, restaurantId: string, orderId: string, order: Record<string, unknown> | undefined): void {
  const ref = riderOfferRef(db, restaurantId, orderId);
  if (order && isOnOffer(order)) transaction.set(ref, riderOfferOf(restaurantId, orderId, order));
  else transaction.delete(ref);
}

/**
 * Brings the order's offer in line with the order as stored now (not as the event saw it: events
 * arrive late and out of order, the stored order is the truth). Resolves true when it wrote.
 * `before` and `after` are the event's: an order that neither was nor is on offer is skipped
 * without a read, so the trigger costs nothing for most writes.
 */
export async function syncRiderOffer(
  db: Firestore,
  restaurantId: string,
  orderId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<boolean> {
  if (!isOnOffer(before) && !isOnOffer(after)) return false;
  const orderRef = db.collection('restaurantes').doc(restaurantId).collection('pedidos').doc(orderId);
  return db.runTransaction(async (transaction) => {
    const offerRef = riderOfferRef(db, restaurantId, orderId);
    const [order, offer] = await Promise.all([transaction.get(orderRef), transaction.get(offerRef)]);
    const data = order.data();
    if (!isOnOffer(data) && !offer.exists) return false;
    writeRiderOffer(transaction, db, restaurantId, orderId, data);
    return true;
  });
}

/** How many offers one read asks for (getAll takes many; this keeps each answer small). */
const OFFERS_PER_READ = 300;

/**
 * Offers for the orders that wait for a rider and have none (a project's orders from before
 * offers, the demo seed's): scripts/backfill-rider-offers.mjs and the seed run it. Only the
 * missing ones are written (each in syncRiderOffer's transaction, which reads the order again):
 * an offer that exists is the trigger's, kept by it. Resolves with how many orders waited, how
 * many of them had no offer, and how many offers it wrote.
 */
export async function backfillRiderOffers(db: Firestore): Promise<{ waiting: number; missing: number; written: number }> {
  const waiting = await db.collectionGroup('pedidos').where('status', '==', 'aguardando_entregador').where('deliverymanId', '==', null).get();
  const orders = waiting.docs.flatMap((order) => {
    const restaurantId = order.ref.parent.parent?.id;
    return restaurantId ? [{ restaurantId, order }] : [];
  });
  const missing: typeof orders = [];
  for (let start = 0; start < orders.length; start += OFFERS_PER_READ) {
    const chunk = orders.slice(start, start + OFFERS_PER_READ);
    const offers = await db.getAll(...chunk.map(({ restaurantId, order }) => riderOfferRef(db, restaurantId, order.id)));
    chunk.forEach((entry, index) => {
      if (!offers[index]?.exists) missing.push(entry);
    });
  }
  let written = 0;
  for (const { restaurantId, order } of missing) if (await syncRiderOffer(db, restaurantId, order.id, undefined, order.data())) written += 1;
  return { waiting: waiting.size, missing: missing.length, written };
}
