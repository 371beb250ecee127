import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COUNTED_REVIEWS, DELIVERY_REVIEWS, RIDER_RATINGS } from '@/domain/delivery/delivery-review';

/**
 * A delivery review counted in its rider's tally (domain/delivery/delivery-review.ts), once: the
 * review's mark under the tally and the increments in one transaction, so a retried trigger adds
 * nothing. Resolves whether this call counted it.
 */
export async function countDeliveryReview(db: Firestore, orderId: string): Promise<boolean> {
  const reviewRef = db.collection(DELIVERY_REVIEWS).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const review = await transaction.get(reviewRef);
    const riderId = review.get('entregadorId');
    const stars = review.get('nota');
    if (!review.exists || typeof riderId !== 'string' || !riderId || typeof stars !== 'number') return false;
    const tally = db.collection(RIDER_RATINGS).doc(riderId);
    const mark = tally.collection(COUNTED_REVIEWS).doc(orderId);
    if ((await transaction.get(mark)).exists) return false;
    transaction.create(mark, { em: FieldValue.serverTimestamp() });
    transaction.set(tally, { total: FieldValue.increment(1), soma: FieldValue.increment(stars), atualizadoEm: FieldValue.serverTimestamp() }, { merge: true });
    return true;
  });
}
