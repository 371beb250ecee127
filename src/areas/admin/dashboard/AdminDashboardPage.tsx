import { useState } from 'react';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { RetryNotice } from '@/ui/Notice';
import { SalesPerDayChart } from '@/ui/SalesPerDayChart';
import { AdminPeriodFilter, initialAdminPeriod, type AdminPeriod } from './AdminPeriodFilter';
import { AllOrders } from './all-orders/AllOrders';
import { ConsolePageTitle } from '../console/shared/ConsolePageTitle';
import { HealthSummary } from './HealthSummary';
import { MetricCards, MetricCardsSkeleton } from './SalesSummary';
import { RestaurantCommissions } from './commissions/RestaurantCommissions';
import { usePlatformSales } from './use-platform-sales';

/**
 * /admin-dashboard, 'Visão geral' of the 'Painel de Administração' (SPEC.md section 2): for a
 * period (today, this month or chosen dates), the platform's sales, 10% commission and sales per
 * day, and the restaurants' table, paged and sortable, with its CSV; all read from the sales
 * rollups (services/sales.ts), so the cost follows the days and rows shown, not the orders or the
 * restaurants; and every order, paged. Above them, 'Saúde''s counts (HealthSummary). The header and the sections' navigation are AdminLayout's.
 */
export function AdminDashboardPage() {
  const [period, setPeriod] = useState<AdminPeriod>(() => initialAdminPeriod(new Date()));
  const [attempt, setAttempt] = useState(0);
  const platform = usePlatformSales(period.range, attempt);
  const overview = platform.status === 'success' ? { status: 'success' as const, data: platform.data.overview } : platform;
  const reload = () => setAttempt((value) => value + 1);

  return (
    <>
      <div className="split console-page__head">
        <ConsolePageTitle>Visão geral</ConsolePageTitle>
        <Button variant="secondary" busy={overview.status === 'loading'} onClick={reload}>
          Atualizar
        </Button>
      </div>

      <HealthSummary />

      <AdminPeriodFilter period={period} onChange={setPeriod} />

      {overview.status === 'error' ? (
        <RetryNotice onRetry={reload}>
          Erro ao carregar pedidos: {errorMessage(overview.error)}
        </RetryNotice>
      ) : null}

      {overview.status === 'success' ? <MetricCards overview={overview.data} /> : overview.status === 'loading' ? <MetricCardsSkeleton /> : null}

      <section className="card admin-chart" aria-label="Vendas por dia">
        <SalesPerDayChart state={platform.status === 'success' ? { status: 'success', days: platform.data.days } : platform} />
      </section>

      <RestaurantCommissions overview={overview.status === 'success' ? overview.data : null} range={period.range} attempt={attempt} />

      <AllOrders />
    </>
  );
}
