import { useState } from 'react';
import { errorMessage } from '@/services/errors';
import { getDailySalesOverview, getSalesOverview } from '@/services/sales';
import { Button } from '@/ui/Button';
import { RetryNotice } from '@/ui/Notice';
import { SalesPerDayChart } from '@/ui/SalesPerDayChart';
import { useLoad } from '@/ui/use-load';
import { AdminPeriodFilter, initialAdminPeriod, type AdminPeriod } from './AdminPeriodFilter';
import { AllOrders } from './AllOrders';
import { ConsolePageTitle } from './console/ConsolePageTitle';
import { MetricCards, MetricCardsSkeleton, RestaurantCommissions, RestaurantCommissionsSkeleton } from './SalesSummary';

/**
 * /admin-dashboard, 'Visão geral' of the 'Painel de Administração' (SPEC.md section 2): for a
 * period (today, this month or chosen dates), sales and the 10% commission of every restaurant and
 * the sales per day, all computed by Firestore aggregation queries (cost grows with restaurants
 * and days, not orders), a CSV of the commissions; and every order, paged. The header and the
 * sections' navigation are AdminLayout's.
 */
export function AdminDashboardPage() {
  const [period, setPeriod] = useState<AdminPeriod>(() => initialAdminPeriod(new Date()));
  const [attempt, setAttempt] = useState(0);
  const periodKey = `${period.range.start.toISOString()}/${period.range.end.toISOString()}/${attempt}`;
  const overview = useLoad(`overview/${periodKey}`, () => getSalesOverview(period.range));
  // The chart starts once the figures are in: it knows the period's number of sales then (which
  // decides how it is computed), and the figures are not kept waiting behind it.
  const daily = useLoad(overview.status !== 'loading' ? `daily/${periodKey}` : null, () =>
    getDailySalesOverview(period.range, overview.status === 'success' ? overview.data.saleCount : null),
  );
  const reload = () => setAttempt((value) => value + 1);

  return (
    <>
      <div className="split console-page__head">
        <ConsolePageTitle>Visão geral</ConsolePageTitle>
        <Button variant="secondary" busy={overview.status === 'loading'} onClick={reload}>
          Atualizar
        </Button>
      </div>

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
    </>
  );
}
