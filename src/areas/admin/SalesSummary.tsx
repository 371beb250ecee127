import { COMMISSION_PERCENT, type SalesOverview } from '@/domain/commission';
import { commissionCsv, commissionCsvFileName } from '@/domain/commission-csv';
import { formatCentavos } from '@/domain/money';
import type { DateRange } from '@/domain/reports';
import { IN_PROGRESS_LABEL, IN_PROGRESS_RULE_TEXT, SALE_RULE_TEXT } from '@/domain/sales';
import { Button } from '@/ui/Button';
import { downloadText } from '@/ui/download';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';

const integer = new Intl.NumberFormat('pt-BR');

function plural(count: number, one: string, many: string): string {
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
      <Metric label="Faturamento (Comissão)" value={formatCentavos(overview.commission)} hint="Soma das comissões de todos os restaurantes" accent />
    </dl>
  );
}

/**
 * 'Faturamento por Restaurante (Comissão)' for the period: one card per restaurant, highest
 * commission first, and the same table as a CSV file ('Exportar CSV').
 */
export function RestaurantCommissions({ overview, range }: { overview: SalesOverview; range: DateRange }) {
  return (
    <section className="section" aria-labelledby="admin-per-restaurant">
      <div className="split admin-section__head">
        <div>
          <h2 id="admin-per-restaurant">Faturamento por Restaurante (Comissão)</h2>
          <p className="hint">
            Do maior para o menor valor de comissão. {SALE_RULE_TEXT}; '{IN_PROGRESS_LABEL}' não entra na comissão.
          </p>
        </div>
        <Button variant="secondary" disabled={overview.restaurants.length === 0} onClick={() => downloadText(commissionCsvFileName(range), commissionCsv(overview))}>
          Exportar CSV
        </Button>
      </div>
      {overview.restaurants.length === 0 ? (
        <p className="hint">Nenhum restaurante cadastrado.</p>
      ) : (
        <ol className="card-grid card-grid--wide">
          {overview.restaurants.map((restaurant, index) => (
            <li key={restaurant.restaurantId} className="card admin-restaurant">
              <h3>
                <span className="admin-restaurant__rank" aria-hidden="true">
                  {index + 1}
                </span>
                {restaurant.restaurantName}
              </h3>
              <dl>
                <div>
                  <dt>Pedidos</dt>
                  <dd>
                    {integer.format(restaurant.orderCount)}
                    <span className="hint"> ({plural(restaurant.saleCount, 'venda', 'vendas')})</span>
                  </dd>
                </div>
                <div>
                  <dt>Total de vendas</dt>
                  <dd>{formatCentavos(restaurant.salesTotal)}</dd>
                </div>
                <div className="admin-restaurant__due">
                  <dt>Comissão devida</dt>
                  <dd>{formatCentavos(restaurant.commission)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
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

/**
 * The per-restaurant cards while the aggregations run (the number of restaurants is not known
 * yet; three fill the first row on a desk).
 */
export function RestaurantCommissionsSkeleton() {
  return (
    <section className="section" aria-hidden="true">
      <div>
        <SkeletonLine width="min(28em, 90%)" className="admin-skeleton__title" />
        <SkeletonLine width="min(36em, 100%)" className="hint" />
      </div>
      <ul className="skeleton__list card-grid card-grid--wide">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="card admin-restaurant">
            <SkeletonLine width="60%" className="admin-restaurant__name-placeholder" />
            <SkeletonLine />
            <SkeletonLine />
            <SkeletonLine className="admin-restaurant__due" />
          </li>
        ))}
      </ul>
    </section>
  );
}
