import { useState } from 'react';
import { RESTAURANT_SALES_SORTS, type RestaurantCommission, type RestaurantSalesSort, type SalesOverview } from '@/domain/sales/sales-overview';
import { formatCentavos } from '@/domain/shared/money';
import type { DateRange } from '@/domain/shared/date-range';
import { IN_PROGRESS_LABEL, SALE_RULE_TEXT } from '@/domain/money/sale-stage';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import '@/ui/chip-bar.css';
import { integer, plural } from '../SalesSummary';
import { useCommissionCsv, useRestaurantSales } from './use-restaurant-commissions';

/**
 * 'Faturamento por Restaurante (Comissão)' for the period: the restaurants with orders in it, a
 * page at a time ('Carregar mais'), sorted by commission, orders or name, and the whole table as a
 * CSV file ('Exportar CSV', with the platform's total line). Each page is one query over the
 * restaurants' rollups (services/sales.ts), so the cost follows the rows shown.
 */
export function RestaurantCommissions({ overview, range, attempt }: { overview: SalesOverview | null; range: DateRange; attempt: number }) {
  const [sort, setSort] = useState<RestaurantSalesSort>('comissao');
  const list = useRestaurantSales(range, sort, attempt);
  const { exporting, exportCsv } = useCommissionCsv(range, sort, overview);

  const empty = list.status === 'idle' && list.items.length === 0;
  return (
    <section className="section" aria-labelledby="admin-per-restaurant">
      <div className="split admin-section__head">
        <div>
          <h2 id="admin-per-restaurant">Faturamento por Restaurante (Comissão)</h2>
          <p className="hint">
            Restaurantes com pedidos no período. {SALE_RULE_TEXT}; '{IN_PROGRESS_LABEL}' não entra na comissão.
          </p>
        </div>
        <Button variant="secondary" busy={exporting.busy} disabled={!overview || empty} onClick={() => void exportCsv()}>
          Exportar CSV
        </Button>
      </div>
      <div className="admin-sort" role="group" aria-label="Ordenar restaurantes">
        {RESTAURANT_SALES_SORTS.map((option) => (
          <button key={option.value} type="button" className="chip" aria-pressed={sort === option.value} onClick={() => setSort(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
      {exporting.error ? <Notice tone="error">{exporting.error}</Notice> : null}
      {empty ? <p className="hint">Nenhum pedido de restaurante no período.</p> : null}
      {list.items.length > 0 ? (
        <ol className="card-grid card-grid--wide">
          {list.items.map((restaurant, index) => (
            <RestaurantCard key={restaurant.restaurantId} restaurant={restaurant} rank={index + 1} />
          ))}
        </ol>
      ) : null}
      {list.status === 'loading' ? <RowsSkeleton /> : null}
      {list.status === 'error' ? (
        <RetryNotice onRetry={list.retry}>Erro ao carregar os restaurantes: {errorMessage(list.error)}</RetryNotice>
      ) : null}
      {list.hasMore ? (
        <Button variant="secondary" onClick={list.loadMore}>
          Carregar mais
        </Button>
      ) : null}
    </section>
  );
}

function RestaurantCard({ restaurant, rank }: { restaurant: RestaurantCommission; rank: number }) {
  return (
    <li className="card admin-restaurant">
      <h3>
        <span className="admin-restaurant__rank" aria-hidden="true">
          {rank}
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
  );
}

/** Placeholders while a page of restaurants is read (three fill the first row on a desk). */
function RowsSkeleton() {
  return (
    <ul className="skeleton__list card-grid card-grid--wide" aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="card admin-restaurant">
          <SkeletonLine width="60%" className="admin-restaurant__name-placeholder" />
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine className="admin-restaurant__due" />
        </li>
      ))}
    </ul>
  );
}
