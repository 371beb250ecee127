import { collection, doc, getDoc, getDocs, limit, onSnapshot, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { DELIVERY_REVIEWS, RIDER_RATINGS, RIDERS_BY_RATING_SHOWN } from '@/domain/delivery/delivery-review';
import { deliveryReviewData, ratedRiderFromData, riderRatingFromData, type RatedRider, type RiderRating } from '@/domain/delivery/delivery-review.record';
import { db } from './firebase';
import { trackListener } from './listeners';

/** Rating the delivery (issue #53, domain/delivery/delivery-review.ts). */

/** The customer's rating of the ride that brought their order; the rules check it was theirs, delivered, by that rider. */
export async function createDeliveryReview(review: { userId: string; entregadorId: string; restaurantId: string; orderId: string; nota: number; comentario: string }): Promise<void> {
  await setDoc(doc(db, DELIVERY_REVIEWS, review.orderId), deliveryReviewData(review, serverTimestamp()));
}

/** Whether the customer rated this order's delivery, live (its id is the order's). */
export function subscribeToDeliveryReviewed(orderId: string, onNext: (reviewed: boolean) => void, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(doc(db, DELIVERY_REVIEWS, orderId), (snapshot) => onNext(snapshot.exists()), onError));
}

/** A rider's tally of stars, live (the rider and the operators read it); null before the first rating. */
export function subscribeToRiderRating(riderId: string, onNext: (rating: RiderRating | null) => void, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(doc(db, RIDER_RATINGS, riderId), (snapshot) => onNext(riderRatingFromData(snapshot.data())), onError));
}

/** A rider's tally of stars, read once (the operator's rider page). */
export async function getRiderRating(riderId: string): Promise<RiderRating | null> {
  return riderRatingFromData((await getDoc(doc(db, RIDER_RATINGS, riderId))).data());
}

/** The riders with the lowest average of stars, read once (the operator's 'Notas dos entregadores'; only operators may list). */
export async function getLowestRatedRiders(): Promise<RatedRider[]> {
  const snapshot = await getDocs(query(collection(db, RIDER_RATINGS), orderBy('media'), limit(RIDERS_BY_RATING_SHOWN)));
  return snapshot.docs.map((rated) => ratedRiderFromData(rated.id, rated.data()));
}
