import type { ConsoleUser } from '@/domain/accounts/console-user.record';
import { subscribeToUsersByEmail } from '@/services/admin-directory';
import { useRetryableSubscription } from '../shared/use-console-read';

/** The accounts of one e-mail (as usuarios stores it), live; `retry` listens again after an error. */
export function useUsersByEmail(email: string) {
  return useRetryableSubscription<ConsoleUser[]>(`usuarios/${email}`, (onNext, onError) => subscribeToUsersByEmail(email, onNext, onError));
}
