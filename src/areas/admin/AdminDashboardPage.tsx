import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/app/session-context';
import { ThemeToggle } from '@/app/ThemeToggle';
import { PATHS } from '@/domain/routes';
import { errorMessage } from '@/services/errors';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Logo } from '@/ui/Logo';
import { Notice, RetryNotice } from '@/ui/Notice';
import { AllOrders } from './AllOrders';
import { MetricCards, RestaurantCommissions, SalesSummarySkeleton } from './SalesSummary';
import { useSalesOverview } from './use-sales-overview';
import './admin.css';

/**
 * /admin-dashboard, 'Painel de Administração' (SPEC.md section 2): sales and the 10% commission
 * of every restaurant, computed by Firestore aggregation queries (cost grows with restaurants,
 * not orders), and every order, paged.
 */
export function AdminDashboardPage() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const isAdmin = session.status === 'ready' && session.type === 'admin';
  const { state, reload } = useSalesOverview(isAdmin);
  const [logoutError, setLogoutError] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The route guard sends everyone else away first; this is the defensive second line.
  if (!isAdmin) {
    return (
      <main className="page admin">
        <Notice tone="error">Acesso negado. Por favor, faça login como um administrador.</Notice>
      </main>
    );
  }

  const name = session.profile?.nome || session.user.displayName || 'Administrador';

  async function logout() {
    setLogoutError(false);
    setLeaving(true);
    try {
      await signOut();
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      console.error('Admin logout failed', error);
      setLogoutError(true);
      setLeaving(false);
    }
  }

  return (
    <main className="page admin">
      <header className="admin-header">
        <div className="admin-header__title">
          <Logo size={40} />
          <div>
            <h1>Painel de Administração</h1>
            <p className="hint">Bem-vindo(a), {name}!</p>
          </div>
        </div>
        <div className="admin-header__actions">
          <ThemeToggle />
          <Button variant="secondary" busy={state.status === 'loading' && state.data !== null} onClick={reload}>
            Atualizar
          </Button>
          <Button variant="secondary" icon={<Icon name="logout" size={18} />} busy={leaving} onClick={() => void logout()}>
            Sair
          </Button>
        </div>
      </header>

      {logoutError ? <Notice tone="error">Erro ao fazer logout. Tente novamente.</Notice> : null}
      {state.status === 'error' ? (
        <RetryNotice onRetry={reload}>
          Erro ao carregar pedidos: {errorMessage(state.error)}
        </RetryNotice>
      ) : null}

      {state.data ? (
        <>
          <MetricCards overview={state.data} />
          <RestaurantCommissions overview={state.data} />
        </>
      ) : state.status === 'loading' ? (
        <SalesSummarySkeleton />
      ) : null}

      <AllOrders />
    </main>
  );
}
