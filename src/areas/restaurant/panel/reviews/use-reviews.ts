import type { Review } from '@/domain/restaurants/review';
import { subscribeToReviews } from '@/services/reviews';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The restaurant's latest `count` reviews, live. */
export function useReviews(restaurantId: string, count: number): LiveResult<Review[]> {
  return useSubscription<Review[]>(`panel-reviews:${restaurantId}`, (onNext, onError) => subscribeToReviews(restaurantId, count, onNext, onError));
}
