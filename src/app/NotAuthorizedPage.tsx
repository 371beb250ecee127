import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { LockedScreen } from './LockedScreen';

/** True when the router has an earlier entry of this app to go back to. */
function routerCanGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * Back in the browser's history whenever there is somewhere to go back to: within the app, or
 * to the page before a full load of this one (which the router does not know); home otherwise.
 */
function goBack(navigate: ReturnType<typeof useNavigate>): void {
  if (routerCanGoBack()) navigate(-1);
  else if (window.history.length > 1) window.history.back();
  else navigate(PATHS.home);
}

/** /nao-autorizado (SPEC.md section 2). 'Voltar' goes back in history (home if there is none). */
export function NotAuthorizedPage() {
  const navigate = useNavigate();
  return (
    <LockedScreen title="Acesso Não Autorizado">
      <p>Você não tem permissão para acessar esta página.</p>
      <Button size="lg" onClick={() => goBack(navigate)} icon={<Icon name="back" />}>
        Voltar
      </Button>
    </LockedScreen>
  );
}
