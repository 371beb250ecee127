import { COMMISSION_PERCENT } from '@/domain/money/commission';
import type { SalesOverview } from '@/domain/sales/sales-overview';
import { formatCentavos } from '@/domain/shared/money';
import { IN_PROGRESS_LABEL, IN_PROGRESS_RULE_TEXT, SALE_RULE_TEXT } from '@/domain/money/sale-stage';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';

export const integer = new Intl.NumberFormat('pt-BR');

export function plural(count: number, one: string, many: string): string {
  return `${integer.format(count)} ${count === 1 ? one : many}`;
}

function Metric({ label, value, hint, accent = false }: { label: string; value: string; hint: string; accent?: boolean }) {
  return (
    <div className={accent ? 'card metric-card metric-card--accent' : 'card metric-card'}>
      <dt className="metric-card__label">{label}</dt>
      <dd className="admin-metric__figure">
        <span className="metric-card__value">{value}</span>
        <span className="metric-card__hint">{hint}</span>
      </dd>
    </div>
  );
}

/**
 * The four metric cards of SPEC.md section 2 for the period, and 'Em andamento' beside them: the
 * value of accepted orders not delivered yet, which is not a sale (yet) and bears no commission.
 */
export function MetricCards({ overview }: { overview: SalesOverview }) {
  return (
    <dl className="metric-grid admin-metrics">
      <Metric label="Total de Pedidos" value={integer.format(overview.orderCount)} hint={`${plural(overview.saleCount, 'venda', 'vendas')} no período`} />
      <Metric label="Valor Total das Vendas" value={formatCentavos(overview.salesTotal)} hint={SALE_RULE_TEXT} />
      <Metric
        label={IN_PROGRESS_LABEL}
        value={formatCentavos(overview.inProgressTotal)}
        hint={`${plural(overview.inProgressCount, 'pedido', 'pedidos')}. ${IN_PROGRESS_RULE_TEXT}`}
      />
      <Metric
        label={`Comissão por Venda ${COMMISSION_PERCENT}%`}
        value={`${COMMISSION_PERCENT}%`}
        hint={overview.saleCount > 0 ? `Média de ${formatCentavos(overview.averageCommission)} por venda` : 'Sobre o valor de cada venda'}
      />
      <Metric label="Faturamento (Comissão)" value={formatCentavos(overview.commission)} hint="Soma das comissões de todos os restaurantes, já descontados os cupons da Sabor (como nos extratos)" accent />
    </dl>
  );
}

/** The five figures while the aggregations run: placeholders of the same shape. */
export function MetricCardsSkeleton() {
  return (
    <SkeletonList label="Calculando vendas e comissões..." count={5} className="metric-grid admin-metrics" itemClassName="card metric-card">
      <SkeletonLine width="70%" className="metric-card__label" />
      <SkeletonLine width="60%" className="metric-card__value" />
      <SkeletonLine width="85%" className="metric-card__hint" />
    </SkeletonList>
  );
}
