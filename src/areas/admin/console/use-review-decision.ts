import { reviewApplication } from '@/services/admin-applications';
import { useCallableSubmit } from './use-callable-submit';

/** The operator's decision on an application, sent to the reviewApplication callable. */
export function useReviewDecision() {
  return useCallableSubmit(reviewApplication, 'reviewApplication');
}
