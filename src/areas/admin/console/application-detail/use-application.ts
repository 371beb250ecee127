import type { Application } from '@/domain/onboarding/application';
import { subscribeToApplication } from '@/services/admin-applications';
import { useRetryableSubscription } from '../shared/use-console-read';

/** One application, live (null: not found); `retry` listens again after an error. */
export function useApplication(id: string) {
  return useRetryableSubscription<Application | null>(`cadastro/${id}`, (onNext, onError) => subscribeToApplication(id, onNext, onError));
}
