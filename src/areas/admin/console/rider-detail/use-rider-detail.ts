import type { ConsoleUser } from '@/domain/accounts/console-user.record';
import type { Application } from '@/domain/onboarding/application';
import { getApplication } from '@/services/admin-applications';
import { subscribeToConsoleUser } from '@/services/admin-directory';
import { useRetryableLoad, useRetryableSubscription } from '../shared/use-console-read';
import type { RiderRating } from '@/domain/delivery/delivery-review.record';
import { getRiderRating } from '@/services/delivery-reviews';
import { countHelpCasesOfRider } from '@/services/help-cases';

/** One account as the operator sees it, live (null: not found); `retry` listens again after an error. */
export function useConsoleUser(uid: string) {
  return useRetryableSubscription<ConsoleUser | null>(`usuario/${uid}`, (onNext, onError) => subscribeToConsoleUser(uid, onNext, onError));
}

/** The application `id` (a rider's), read once (null: none); `retry` reads again. */
export function useApplicationOnce(id: string) {
  return useRetryableLoad<Application | null>(`cadastro/${id}`, () => getApplication(id));
}

/** The rider's rating by customers and the help cases on their deliveries (issue #53), read once. */
export function useRiderStanding(uid: string) {
  return useRetryableLoad<{ rating: RiderRating | null; cases: number }>(`entregador-nota/${uid}`, async () => {
    const [rating, cases] = await Promise.all([getRiderRating(uid), countHelpCasesOfRider(uid)]);
    return { rating, cases };
  });
}
