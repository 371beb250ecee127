import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideAccess } from '@/domain/routes';
import { LoadingState } from '@/ui/LoadingState';
import { ProfileErrorScreen } from './ProfileErrorScreen';
import { accessStateOf, useSession } from './session-context';
import { StartupScreen } from './StartupScreen';

/**
 * The single place where SPEC.md's route rules are applied: every route renders under it, and it
 * shows the page, a loading screen or a redirect as decideAccess says.
 */
export function RouteGate() {
  const { session, booting } = useSession();
  const location = useLocation();

  if (session.status === 'profile-error') return <ProfileErrorScreen />;

  const decision = decideAccess(location.pathname, accessStateOf(session));
  if (decision.kind === 'wait') {
    if (booting) return <StartupScreen authLoading={session.status === 'loading-auth'} />;
    return <LoadingState fullScreen text="Verificando autenticação e permissões..." />;
  }
  if (decision.kind === 'redirect') {
    // Remember where the person wanted to go, so signing in can bring them back.
    return <Navigate to={decision.to} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
