import { createReview } from '@/services/reviews';

/** Sends a customer's review of a delivered order (services/reviews.ts: the review and its tally). */
export function sendReview(review: Parameters<typeof createReview>[0]): Promise<void> {
  return createReview(review);
}
