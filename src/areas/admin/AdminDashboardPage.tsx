import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/app/session-context';
import { ThemeToggle } from '@/app/ThemeToggle';
import { PATHS } from '@/domain/routes';
import { errorMessage } from '@/services/errors';
import { getDailySalesOverview, getSalesOverview } from '@/services/sales';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Logo } from '@/ui/Logo';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SalesPerDayChart } from '@/ui/SalesPerDayChart';
import { useLoad } from '@/ui/use-load';
import { AdminPeriodFilter, initialAdminPeriod, type AdminPeriod } from './AdminPeriodFilter';
import { AllOrders } from './AllOrders';
import { MetricCards, MetricCardsSkeleton, RestaurantCommissions, RestaurantCommissionsSkeleton } from './SalesSummary';
import './admin.css';

/**
 * /admin-dashboard, 'Painel de Administração' (SPEC.md section 2): for a period (today, this
 * month or chosen dates), sales and the 10% commission of every restaurant and the sales per day,
 * all computed by Firestore aggregation queries (cost grows with restaurants and days, not
 * orders), a CSV of the commissions; and every order, paged.
 */
export function AdminDashboardPage() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const isAdmin = session.status === 'ready' && session.type === 'admin';
  const [period, setPeriod] = useState<AdminPeriod>(() => initialAdminPeriod(new Date()));
  const [attempt, setAttempt] = useState(0);
  const periodKey = `${period.range.start.toISOString()}/${period.range.end.toISOString()}/${attempt}`;
  const overview = useLoad(isAdmin ? `overview/${periodKey}` : null, () => getSalesOverview(period.range));
  // The chart starts once the figures are in: it knows the period's number of sales then (which
  // decides how it is computed), and the figures are not kept waiting behind it.
  const daily = useLoad(isAdmin && overview.status !== 'loading' ? `daily/${periodKey}` : null, () =>
    getDailySalesOverview(period.range, overview.status === 'success' ? overview.data.saleCount : null),
  );
  const reload = () => setAttempt((value) => value + 1);
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
          <Button variant="secondary" busy={overview.status === 'loading'} onClick={reload}>
            Atualizar
          </Button>
          <Button variant="secondary" icon={<Icon name="logout" size={18} />} busy={leaving} onClick={() => void logout()}>
            Sair
          </Button>
        </div>
      </header>

      {logoutError ? <Notice tone="error">Erro ao fazer logout. Tente novamente.</Notice> : null}
      <AdminPeriodFilter period={period} onChange={setPeriod} />

      {overview.status === 'error' ? (
        <RetryNotice onRetry={reload}>
          Erro ao carregar pedidos: {errorMessage(overview.error)}
        </RetryNotice>
      ) : null}

      {overview.status === 'success' ? <MetricCards overview={overview.data} /> : overview.status === 'loading' ? <MetricCardsSkeleton /> : null}

      <section className="card admin-chart" aria-label="Vendas por dia">
        <SalesPerDayChart state={daily.status === 'success' ? { status: 'success', days: daily.data } : daily} />
      </section>

      {overview.status === 'success' ? (
        <RestaurantCommissions overview={overview.data} range={period.range} />
      ) : overview.status === 'loading' ? (
        <RestaurantCommissionsSkeleton />
      ) : null}

      <AllOrders />
    </main>
  );
}
