import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideAccess, paintsBeforeSession, pathnameOf, returnPathOf, safeReturnPath } from '@/domain/shared/routes';
import { isSharedDevice } from '@/services/shared-device';
import { LoadingState } from '@/ui/LoadingState';
import { ProfileErrorScreen } from './ProfileErrorScreen';
import { accessStateOf, useSession } from '@/state/session-context';
import { StartupScreen } from './StartupScreen';
import { SuspendedAccountScreen } from './SuspendedAccountScreen';
import { DeletionScheduledScreen } from './DeletionScheduledScreen';

/**
 * The single place where SPEC.md's route rules are applied: every route renders under it, and it
 * shows the page, a loading screen or a redirect as decideAccess says.
 */
export function RouteGate() {
  const { session, booting } = useSession();
  const location = useLocation();

  // Shared devices (staff) keep the start-up screen, so nobody there glimpses the customer home.
  if (booting && !(paintsBeforeSession(location.pathname) && !isSharedDevice())) {
    return <StartupScreen authLoading={session.status === 'loading-auth'} />;
  }
  if (session.status === 'profile-error') return <ProfileErrorScreen />;
  // Whatever the page: a suspended account sees why, and 'Sair' (issue #24).
  if (session.status === 'ready' && session.profile?.suspenso) return <SuspendedAccountScreen suspension={session.profile.suspenso} />;
  // An account on its way out (issue #39): the date, 'Cancelar exclusão' and 'Sair'.
  if (session.status === 'ready' && session.profile?.exclusao) return <DeletionScheduledScreen deletion={session.profile.exclusao} />;

  const access = accessStateOf(session);
  const decision = decideAccess(location.pathname, access);
  if (decision.kind === 'wait') return <LoadingState fullScreen text="Verificando autenticação e permissões..." />;
  if (decision.kind === 'redirect') {
    // A person sent to /login from a page, or who followed a link carrying ?volta=, goes back
    // there after signing in, if it is theirs.
    const back = returnPathOf(location.search, location.state);
    if (back && pathnameOf(back) !== location.pathname && decideAccess(pathnameOf(back), access).kind === 'allow') {
      return <Navigate to={back} replace />;
    }
    // Remember where the person wanted to go, so signing in can bring them back. From a sign-in
    // step (/cadastro -> /verificar-email) that is where the step was already bringing them.
    const remember = back ?? safeReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to={decision.to} replace state={remember ? { from: remember } : undefined} />;
  }
  return <Outlet />;
}
