import type { ConsoleUser } from '@/domain/accounts/console-user.record';
import type { Application } from '@/domain/onboarding/application';
import { getApplication } from '@/services/admin-applications';
import { subscribeToConsoleUser } from '@/services/admin-directory';
import { useRetryableLoad, useRetryableSubscription } from '../shared/use-console-read';

/** One account as the operator sees it, live (null: not found); `retry` listens again after an error. */
export function useConsoleUser(uid: string) {
  return useRetryableSubscription<ConsoleUser | null>(`usuario/${uid}`, (onNext, onError) => subscribeToConsoleUser(uid, onNext, onError));
}

/** The application `id` (a rider's), read once (null: none); `retry` reads again. */
export function useApplicationOnce(id: string) {
  return useRetryableLoad<Application | null>(`cadastro/${id}`, () => getApplication(id));
}
