import { formatCentavos } from '@/domain/shared/money';
import { dayLabels, describeDailySales, MAX_CHART_DAYS, type DaySales } from '@/domain/sales/report-periods';
import { BarChart } from './BarChart';
import { Notice } from './Notice';
import { SkeletonBlock } from './Skeleton';

export type DailySalesState =
  | { status: 'loading' }
  | { status: 'error' }
  /** days null: the period is longer than the chart draws. */
  | { status: 'success'; days: DaySales[] | null };

/**
 * 'Vendas por dia' for a period, shared by the restaurant's 'Relatórios' and the admin dashboard:
 * the bar chart once the per-day figures arrive, a placeholder of its size before, and a note
 * instead when the period is too long to draw day by day.
 */
export function SalesPerDayChart({ state, title = 'Vendas por dia' }: { state: DailySalesState; title?: string }) {
  if (state.status === 'loading') {
    return (
      <div className="bar-chart" role="status">
        <span className="bar-chart__title">{title}</span>
        <span className="visually-hidden">Carregando o gráfico de vendas...</span>
        <SkeletonBlock className="bar-chart__placeholder" />
      </div>
    );
  }
  if (state.status === 'error') return <Notice tone="error">Erro ao carregar as vendas por dia. Tente novamente.</Notice>;
  if (!state.days) {
    return <p className="hint">O gráfico de vendas por dia mostra períodos de até {MAX_CHART_DAYS} dias; escolha um período menor para vê-lo.</p>;
  }
  const data = state.days.map((day) => {
    const labels = dayLabels(day.day);
    return { key: day.day, label: labels.short, longLabel: labels.long, value: day.total };
  });
  return <BarChart title={title} data={data} formatValue={formatCentavos} summary={describeDailySales(state.days)} />;
}
