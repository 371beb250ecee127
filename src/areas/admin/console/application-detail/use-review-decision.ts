import type { ReviewApplicationRequest } from '@/domain/onboarding/application.schema';
import { reviewApplication } from '@/services/admin-applications';
import { useCallableSubmit } from '../shared/use-callable-submit';

/** The operator's decision on an application, sent to the reviewApplication callable. */
export function useReviewDecision() {
  return useCallableSubmit((request: ReviewApplicationRequest) => reviewApplication(request), 'reviewApplication');
}
