import { COMMISSION_PERCENT, SALES_RULE_TEXT, type SalesOverview } from '@/domain/commission';
import { formatCentavos } from '@/domain/money';

const integer = new Intl.NumberFormat('pt-BR');

function plural(count: number, one: string, many: string): string {
  return `${integer.format(count)} ${count === 1 ? one : many}`;
}

function Metric({ label, value, hint, accent = false }: { label: string; value: string; hint: string; accent?: boolean }) {
  return (
    <div className={accent ? 'admin-metric admin-metric--accent' : 'admin-metric'}>
      <dt>{label}</dt>
      <dd>
        <span className="admin-metric__value">{value}</span>
        <span className="admin-metric__hint">{hint}</span>
      </dd>
    </div>
  );
}

/** The four metric cards of SPEC.md section 2. */
export function MetricCards({ overview }: { overview: SalesOverview }) {
  return (
    <dl className="admin-metrics">
      <Metric label="Total de Pedidos" value={integer.format(overview.orderCount)} hint={`${plural(overview.saleCount, 'conta', 'contam')} como venda`} />
      <Metric label="Valor Total das Vendas" value={formatCentavos(overview.salesTotal)} hint={SALES_RULE_TEXT} />
      <Metric
        label={`Comissão por Venda ${COMMISSION_PERCENT}%`}
        value={`${COMMISSION_PERCENT}%`}
        hint={overview.saleCount > 0 ? `Média de ${formatCentavos(overview.averageCommission)} por venda` : 'Sobre o valor de cada venda'}
      />
      <Metric label="Faturamento (Comissão)" value={formatCentavos(overview.commission)} hint="Soma das comissões de todos os restaurantes" accent />
    </dl>
  );
}

/** 'Faturamento por Restaurante (Comissão)': one card per restaurant, highest commission first. */
export function RestaurantCommissions({ overview }: { overview: SalesOverview }) {
  return (
    <section className="admin-section" aria-labelledby="admin-per-restaurant">
      <div className="admin-section__head">
        <div>
          <h2 id="admin-per-restaurant">Faturamento por Restaurante (Comissão)</h2>
          <p className="admin-muted">Do maior para o menor valor de comissão. {SALES_RULE_TEXT}.</p>
        </div>
      </div>
      {overview.restaurants.length === 0 ? (
        <p className="admin-muted">Nenhum restaurante cadastrado.</p>
      ) : (
        <ol className="admin-restaurants">
          {overview.restaurants.map((restaurant, index) => (
            <li key={restaurant.restaurantId} className="admin-restaurant">
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
                    <span className="admin-muted"> ({plural(restaurant.saleCount, 'venda', 'vendas')})</span>
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
