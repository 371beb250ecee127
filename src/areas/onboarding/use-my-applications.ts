import type { Application } from '@/domain/onboarding/application';
import { subscribeToMyApplications } from '@/services/onboarding';
import { useSubscription } from '@/ui/use-subscription';

/** The signed-in person's applications, live; stays loading while there is no uid. */
export function useMyApplications(uid: string | null) {
  return useSubscription<Application[]>(
    `applications:${uid ?? ''}`,
    uid ? (onNext, onError) => subscribeToMyApplications(uid, onNext, onError) : null,
  );
}
