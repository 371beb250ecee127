import {
  collection,
  collectionGroup,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import type { Review } from '@/domain/restaurants/review';
import { db } from './firebase';
import { trackListener } from './listeners';
import { readConverter } from './read-converter';
import { reviewFromData } from '@/domain/restaurants/review.record';

/** Maps restaurantes/{id}/avaliacoes/{orderId} (reviewFromData). */
export const reviewConverter = readConverter(reviewFromData);

/** How many reviews a list shows at first. */
export const REVIEWS_PAGE_SIZE = 20;

/** Live newest reviews of a restaurant (createdAt descending), up to `max`. */
export function subscribeToReviews(
  restaurantId: string,
  max: number,
  onNext: (reviews: Review[]) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = query(collection(db, 'restaurantes', restaurantId, 'avaliacoes'), orderBy('createdAt', 'desc'), limit(max)).withConverter(
    reviewConverter,
  );
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * Writes the customer's review of a delivered order. Its id is the order id, so an order is
 * reviewed once; firestore.rules check the order is the reviewer's and was delivered.
 */
export async function createReview(input: {
  restaurantId: string;
  orderId: string;
  userId: string;
  userName: string;
  rating: number;
  comment: string;
}): Promise<void> {
  const restaurant = doc(db, 'restaurantes', input.restaurantId);
  // With the restaurant's tally (the home cards' rating), in one transaction: the rules accept the
  // review only together with a tally that adds exactly it, and a transaction re-reads the tally
  // when another review landed first.
  await runTransaction(db, async (transaction) => {
    const tally = (await transaction.get(restaurant)).data() ?? {};
    const count: unknown = tally.avaliacaoTotal;
    const sum: unknown = tally.avaliacaoSoma;
    transaction.set(doc(restaurant, 'avaliacoes', input.orderId), {
      userId: input.userId,
      userName: input.userName,
      rating: input.rating,
      comment: input.comment.trim(),
      createdAt: serverTimestamp(),
      orderId: input.orderId,
    });
    transaction.update(restaurant, {
      avaliacaoTotal: (typeof count === 'number' ? count : 0) + 1,
      avaliacaoSoma: (typeof sum === 'number' ? sum : 0) + input.rating,
      ultimaAvaliacaoId: input.orderId,
    });
  });
}

/** Live ids of the orders the customer has already reviewed (one collection-group query). */
export function subscribeToMyReviewedOrderIds(uid: string, onNext: (orderIds: Set<string>) => void, onError: (error: Error) => void): () => void {
  const ref = query(collectionGroup(db, 'avaliacoes'), where('userId', '==', uid));
  return trackListener(onSnapshot(ref, (snapshot) => onNext(new Set(snapshot.docs.map((document) => document.id))), onError));
}

/**
 * Whether one order has been reviewed, live (a review's id is its order's id): what the status
 * page's 'Como foi seu pedido?' waits for.
 */
export function subscribeToOrderReviewed(
  restaurantId: string,
  orderId: string,
  onNext: (reviewed: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return trackListener(onSnapshot(doc(db, 'restaurantes', restaurantId, 'avaliacoes', orderId), (snapshot) => onNext(snapshot.exists()), onError));
}
