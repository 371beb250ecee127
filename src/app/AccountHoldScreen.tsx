import { useSession } from '@/state/session-context';
import { DeletionScheduledScreen } from './DeletionScheduledScreen';
import { ProfileErrorScreen } from './ProfileErrorScreen';
import { SuspendedAccountScreen } from './SuspendedAccountScreen';

/**
 * What an account on hold sees instead of the app, whatever the page: its profile that could not
 * be read, a suspension (issue #24), or a deletion scheduled (issue #39). One chunk for the three,
 * fetched only by such an account (RouteGate, accountOnHold).
 */
export function AccountHoldScreen() {
  const { session } = useSession();
  if (session.status === 'profile-error') return <ProfileErrorScreen />;
  if (session.status !== 'ready') return null;
  if (session.profile?.suspenso) return <SuspendedAccountScreen />;
  if (session.profile?.exclusao) return <DeletionScheduledScreen />;
  return null;
}
