import { useCallback, useEffect, useState } from 'react';
import type { Order } from '@/domain/orders/order';
import type { DateRange } from '@/domain/shared/date-range';
import { getDailySales, getDayClosingOrders, getSalesPage, getSalesTotals, type PeriodSales, type SalesCursor } from '@/services/reports';
import { useLoad } from '@/ui/use-load';

export type Totals = { status: 'loading' } | ({ status: 'ready' } & PeriodSales) | { status: 'error' };

/** A period's totals (sold and in progress); `key` names the period. */
export function useTotals(restaurantId: string, range: DateRange | null, key: string): Totals {
  const [state, setState] = useState<{ key: string; totals: Totals }>({ key, totals: { status: 'loading' } });
  useEffect(() => {
    let active = true;
    getSalesTotals(restaurantId, range).then(
      (sales) => active && setState({ key, totals: { status: 'ready', ...sales } }),
      (error: unknown) => {
        console.error('Erro ao carregar vendas', error);
        if (active) setState({ key, totals: { status: 'error' } });
      },
    );
    return () => {
      active = false;
    };
    // `key` identifies the range.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restaurantId, key]);
  return state.key === key ? state.totals : { status: 'loading' };
}

/** Sales per day over `range`, for the chart. */
export function useDailySales(restaurantId: string, range: DateRange) {
  return useLoad(`daily:${restaurantId}:${range.start.toISOString()}-${range.end.toISOString()}`, () => getDailySales(restaurantId, range));
}

/** The day's orders paid at the door, for 'Fechamento do dia'. */
export function useDayClosingOrders(restaurantId: string, today: DateRange) {
  return useLoad(`closing:${restaurantId}:${today.start.toISOString()}`, () => getDayClosingOrders(restaurantId, today));
}

/** The period's orders, a page at a time (`loadMore` with the cursor shown); `periodKey` names the period. */
export function useSalesPages(restaurantId: string, period: DateRange | null, periodKey: string) {
  const [rows, setRows] = useState<{ key: string; orders: Order[]; next: SalesCursor | null; loading: boolean; error: boolean }>({
    key: '',
    orders: [],
    next: null,
    loading: true,
    error: false,
  });

  // Results land only in callbacks; a first page for a new period shows as loading because its
  // key differs from the rows held.
  const loadPage = useCallback(
    (key: string, range: DateRange | null, after: SalesCursor | null) => {
      getSalesPage(restaurantId, range, after).then(
        (page) =>
          setRows((current) => ({ key, orders: [...(after && current.key === key ? current.orders : []), ...page.orders], next: page.next, loading: false, error: false })),
        (error: unknown) => {
          console.error('Erro ao carregar vendas', error);
          setRows((current) => ({ ...(current.key === key ? current : { orders: [], next: null }), key, loading: false, error: true }));
        },
      );
    },
    [restaurantId],
  );

  useEffect(() => {
    loadPage(periodKey, period, null);
    // periodKey identifies `period`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadPage, periodKey]);

  const shown = rows.key === periodKey ? rows : { orders: [], next: null, loading: true, error: false };
  const loadMore = (after: SalesCursor | null) => {
    setRows((current) => ({ ...current, loading: true }));
    loadPage(periodKey, period, after);
  };
  return { shown, loadMore };
}
