import type { Review } from '@/domain/restaurants/review';
import { REVIEWS_PAGE_SIZE, subscribeToReviews } from '@/services/reviews';
import { useSubscription } from '@/ui/use-subscription';

/** The restaurant's latest reviews, newest first, live. */
export function useReviews(restaurantId: string) {
  return useSubscription<Review[]>(`reviews:${restaurantId}`, (onNext, onError) => subscribeToReviews(restaurantId, REVIEWS_PAGE_SIZE, onNext, onError));
}
