import {
  average,
  collection,
  count,
  getAggregateFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { RatingSummary, Review } from '@/domain/review';
import { db } from './firebase';
import { toDate, toNullableText, toNumber, toText } from './firestore-values';
import { trackListener } from './listeners';

export const reviewConverter: FirestoreDataConverter<Review, DocumentData> = {
  toFirestore: (review) => review as unknown as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): Review {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      userId: toText(data.userId),
      userName: toText(data.userName),
      rating: toNumber(data.rating, 0),
      comment: toText(data.comment),
      createdAt: toDate(data.createdAt),
      orderId: toNullableText(data.orderId),
    };
  },
};

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
 * Average rating and number of reviews, computed by Firestore (an aggregation costs one read per
 * thousand reviews instead of one per review).
 */
export async function getRatingSummary(restaurantId: string): Promise<RatingSummary> {
  const snapshot = await getAggregateFromServer(collection(db, 'restaurantes', restaurantId, 'avaliacoes'), {
    count: count(),
    average: average('rating'),
  });
  const { count: total, average: mean } = snapshot.data();
  return { count: total, average: total > 0 && typeof mean === 'number' ? mean : null };
}
