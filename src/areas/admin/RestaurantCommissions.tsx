import { useCallback, useEffect, useRef, useState } from 'react';
import { RESTAURANT_SALES_SORTS, type RestaurantCommission, type RestaurantSalesSort, type SalesOverview } from '@/domain/sales/sales-overview';
import { commissionCsv, commissionCsvFileName } from '@/domain/sales/commission-csv';
import { formatCentavos } from '@/domain/money/money';
import type { DateRange } from '@/domain/sales/report-periods';
import { IN_PROGRESS_LABEL, SALE_RULE_TEXT } from '@/domain/sales/sales';
import { errorMessage } from '@/services/errors';
import { getAllRestaurantSales, getRestaurantSalesPage, type RestaurantSalesCursor } from '@/services/sales';
import { Button } from '@/ui/Button';
import { downloadText } from '@/ui/download';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import '@/ui/chip-bar.css';
import { integer, plural } from './SalesSummary';

interface Rows {
  /** What these rows answer: the period, the sort and the attempt. */
  key: string;
  rows: RestaurantCommission[];
  next: RestaurantSalesCursor | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

/**
 * 'Faturamento por Restaurante (Comissão)' for the period: the restaurants with orders in it, a
 * page at a time ('Carregar mais'), sorted by commission, orders or name, and the whole table as a
 * CSV file ('Exportar CSV', with the platform's total line). Each page is one query over the
 * restaurants' rollups (services/sales.ts), so the cost follows the rows shown.
 */
export function RestaurantCommissions({ overview, range, attempt }: { overview: SalesOverview | null; range: DateRange; attempt: number }) {
  const [sort, setSort] = useState<RestaurantSalesSort>('comissao');
  const key = `${range.start.toISOString()}/${range.end.toISOString()}/${sort}/${attempt}`;
  const [state, setState] = useState<Rows>({ key: '', rows: [], next: null, status: 'loading', error: null });
  const [exporting, setExporting] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const current: Rows = state.key === key ? state : { key, rows: [], next: null, status: 'loading', error: null };

  // The key on screen: an answer for an older period or sort is dropped when it lands.
  const latest = useRef(key);

  /** Reads the page after `after` and appends it to `base`; state changes only when it answers. */
  const fetchPage = useCallback(
    (forKey: string, after: RestaurantSalesCursor | null, base: RestaurantCommission[]) => {
      getRestaurantSalesPage(range, sort, after).then(
        (page) => latest.current === forKey && setState({ key: forKey, rows: [...base, ...page.rows], next: page.next, status: 'ready', error: null }),
        (error: unknown) => {
          console.error('Loading the restaurants of the period failed', error);
          if (latest.current === forKey) setState({ key: forKey, rows: base, next: after, status: 'error', error: errorMessage(error) });
        },
      );
    },
    // `key` identifies range and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  // A new period, sort or 'Atualizar' starts again from the first page (shown as loading since
  // the rows held are another key's).
  useEffect(() => {
    latest.current = key;
    fetchPage(key, null, []);
  }, [fetchPage, key]);

  function loadMore() {
    setState({ ...current, status: 'loading', error: null });
    fetchPage(key, current.next, current.rows);
  }

  async function exportCsv() {
    if (!overview) return;
    setExporting({ busy: true, error: null });
    try {
      const rows = await getAllRestaurantSales(range, sort);
      downloadText(commissionCsvFileName(range), commissionCsv(rows, overview));
      setExporting({ busy: false, error: null });
    } catch (error) {
      console.error('Exporting the CSV failed', error);
      setExporting({ busy: false, error: `Não foi possível exportar: ${errorMessage(error)}` });
    }
  }

  const empty = current.status === 'ready' && current.rows.length === 0;
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
      {current.rows.length > 0 ? (
        <ol className="card-grid card-grid--wide">
          {current.rows.map((restaurant, index) => (
            <RestaurantCard key={restaurant.restaurantId} restaurant={restaurant} rank={index + 1} />
          ))}
        </ol>
      ) : null}
      {current.status === 'loading' ? <RowsSkeleton /> : null}
      {current.status === 'error' ? (
        <RetryNotice onRetry={loadMore}>Erro ao carregar os restaurantes: {current.error}</RetryNotice>
      ) : null}
      {current.status === 'ready' && current.next ? (
        <Button variant="secondary" onClick={loadMore}>
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
