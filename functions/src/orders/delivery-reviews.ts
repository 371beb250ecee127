import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { COUNTED_REVIEWS, DELIVERY_REVIEWS, RIDER_RATINGS, riderAverage } from '@/domain/delivery/delivery-review';
import { riderRatingFromData } from '@/domain/delivery/delivery-review.record';

/**
 * A delivery review counted in its rider's tally (domain/delivery/delivery-review.ts), once: the
 * review's mark under the tally and the new count, sum and average in one transaction, so a
 * retried trigger adds nothing. The tally keeps the rider's name too, for the operator's list of
 * riders by rating. Resolves whether this call counted it.
 */
export async function countDeliveryReview(db: Firestore, orderId: string): Promise<boolean> {
  const reviewRef = db.collection(DELIVERY_REVIEWS).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const review = await transaction.get(reviewRef);
    const riderId = review.get('entregadorId');
    const stars = review.get('nota');
    if (!review.exists || typeof riderId !== 'string' || !riderId || typeof stars !== 'number') return false;
    const tallyRef = db.collection(RIDER_RATINGS).doc(riderId);
    const mark = tallyRef.collection(COUNTED_REVIEWS).doc(orderId);
    const [counted, tally, rider] = (await transaction.getAll(mark, tallyRef, db.collection('usuarios').doc(riderId))) as [DocumentSnapshot, DocumentSnapshot, DocumentSnapshot];
    if (counted.exists) return false;
    const before = riderRatingFromData(tally.data()) ?? { total: 0, soma: 0 };
    const after = { total: before.total + 1, soma: before.soma + stars };
    const nome = rider.get('nome');
    transaction.create(mark, { em: FieldValue.serverTimestamp() });
    transaction.set(tallyRef, { ...after, media: riderAverage(after), ...(typeof nome === 'string' && nome ? { nome } : {}), atualizadoEm: FieldValue.serverTimestamp() }, { merge: true });
    return true;
  });
}
