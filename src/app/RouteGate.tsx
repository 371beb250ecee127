import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideAccess, paintsBeforeSession, pathnameOf, returnPathOf, safeReturnPath } from '@/domain/shared/routes';
import { isSharedDevice } from '@/services/shared-device';
import { LoadingState } from '@/ui/LoadingState';
import { accessStateOf, useSession } from '@/state/session-context';
import { StartupScreen } from './StartupScreen';
import { lazyPage } from './lazy-page';

// Screens few ever see, fetched only for them.
const AccountHoldScreen = lazyPage(() => import('./AccountHoldScreen'), 'AccountHoldScreen');

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
  // Whatever the page: a profile that could not be read, a suspended account (issue #24), an
  // account on its way out (issue #39) see why, and their way on.
  if (session.status === 'profile-error' || (session.status === 'ready' && (session.profile?.suspenso || session.profile?.exclusao))) {
    return (
      <Suspense fallback={<LoadingState fullScreen text="Verificando autenticação e permissões..." />}>
        <AccountHoldScreen />
      </Suspense>
    );
  }

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
