import {
  collection,
  collectionGroup,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  compareRestaurantSales,
  overviewOf,
  restaurantCommissionOf,
  type RestaurantCommission,
  type RestaurantSalesSort,
  type SalesOverview,
} from '@/domain/sales/sales-overview';
import type { Order } from '@/domain/orders/order';
import type { DaySales } from '@/domain/sales/report-periods';
import type { DateRange } from '@/domain/shared/date-range';
import { dayKeysOf, pickFigures, rollupScope, salesPerDayOf, sumRollups, type SalesFiguresRollup } from '@/domain/sales/sales-rollups';
import { db } from './firebase';
import { trackListener } from './listeners';
import { orderConverter } from './orders';
import { meterQuery, type ReadMeter } from './read-meter';

/**
 * The administrator's dashboard (SPEC.md section 2): the platform's sales and commission for a
 * period and per day, and the restaurants' table, all from the sales rollups a Function keeps
 * (domain/sales/sales-rollups.ts), so a period costs what it shows, not what it contains; and every
 * order, newest first, a page at a time. The rules let an admin read every order and rollup.
 */

// The meter lives in read-meter.ts (shared with the Lite search); re-exported for bench-admin.mjs and the sales tests.
export { newReadMeter, type ReadMeter } from './read-meter';

/** The platform's figures for a period and its sales per day (null: too long to chart). */
export interface PlatformSales {
  overview: SalesOverview;
  days: DaySales[] | null;
}

/**
 * The dashboard's cards and chart for a period, from the platform's day rollups
 * (domain/sales/sales-rollups.ts): PLATFORM_SHARDS documents per day, so a month costs about 62 reads
 * whatever the number of orders or restaurants.
 */
export async function getPlatformSales(range: DateRange, meter?: ReadMeter): Promise<PlatformSales> {
  const { from, to } = dayKeysOf(range);
  const snapshot = await getDocs(query(collection(db, 'vendasPlataforma'), where('dia', '>=', from), where('dia', '<=', to)));
  meterQuery(meter, snapshot.size);
  const rollups = snapshot.docs.map((document) => ({ dia: String(document.get('dia')), figures: pickFigures(document.data()) }));
  return { overview: overviewOf(sumRollups(rollups.map((rollup) => rollup.figures))), days: salesPerDayOf(range, rollups) };
}

/** Where the next page of the restaurants' table starts; opaque to screens. */
export type RestaurantSalesCursor = { readonly __brand: 'RestaurantSalesCursor' };

export interface RestaurantSalesPage {
  rows: RestaurantCommission[];
  /** Pass back for the next page; null when this page was the last. */
  next: RestaurantSalesCursor | null;
}

/** How many restaurants each page of the admin's table shows. */
export const RESTAURANT_SALES_PAGE_SIZE = 20;

const SORT_FIELDS: Record<RestaurantSalesSort, { field: string; direction: 'asc' | 'desc' }> = {
  comissao: { field: 'comissao', direction: 'desc' },
  pedidos: { field: 'pedidos', direction: 'desc' },
  nome: { field: 'restaurantNome', direction: 'asc' },
};

function rowOf(document: QueryDocumentSnapshot): RestaurantCommission {
  const data = document.data();
  // The restaurant is the rollup's parent: restaurantes/{id}/vendasPorMes/{mes}.
  const restaurantId = document.ref.parent.parent?.id ?? String(data.restaurantId ?? '');
  return restaurantCommissionOf(restaurantId, typeof data.restaurantNome === 'string' ? data.restaurantNome : restaurantId, pickFigures(data));
}

/** A custom period's rows, added up and sorted here, handed out a page at a time. */
interface SortedRows {
  rows: RestaurantCommission[];
  offset: number;
}

/**
 * A custom period (neither one day nor one whole month): every restaurant-day rollup in it,
 * added up per restaurant and sorted here. Costs one read per restaurant and day with orders.
 */
async function sumDayRollups(from: string, to: string, sort: RestaurantSalesSort, meter?: ReadMeter): Promise<RestaurantCommission[]> {
  const snapshot = await getDocs(query(collectionGroup(db, 'vendasPorDia'), where('dia', '>=', from), where('dia', '<=', to)));
  meterQuery(meter, snapshot.size);
  const byRestaurant = new Map<string, { name: string; figures: SalesFiguresRollup[] }>();
  for (const document of snapshot.docs) {
    const row = rowOf(document);
    const entry = byRestaurant.get(row.restaurantId) ?? { name: row.restaurantName, figures: [] };
    entry.figures.push(pickFigures(document.data()));
    byRestaurant.set(row.restaurantId, entry);
  }
  return [...byRestaurant]
    .map(([restaurantId, { name, figures }]) => restaurantCommissionOf(restaurantId, name, sumRollups(figures)))
    .sort(compareRestaurantSales(sort));
}

/**
 * One page of the admin's table of restaurants for a period, sorted by `sort`. A day or a whole
 * month is one query over the restaurants' day or month rollups, a page of `pageSize` reads; a
 * custom period is added up from day rollups on the first page (see sumDayRollups) and paged from
 * memory after it. Restaurants without orders in the period have no rollup and no row.
 */
export async function getRestaurantSalesPage(
  range: DateRange,
  sort: RestaurantSalesSort,
  after: RestaurantSalesCursor | null,
  pageSize: number = RESTAURANT_SALES_PAGE_SIZE,
  meter?: ReadMeter,
): Promise<RestaurantSalesPage> {
  const scope = rollupScope(range);
  if (scope.kind === 'days') {
    const sorted = (after as unknown as SortedRows | null) ?? { rows: await sumDayRollups(scope.from, scope.to, sort, meter), offset: 0 };
    const end = sorted.offset + pageSize;
    return {
      rows: sorted.rows.slice(sorted.offset, end),
      next: end < sorted.rows.length ? ({ rows: sorted.rows, offset: end } as unknown as RestaurantSalesCursor) : null,
    };
  }
  const { field, direction } = SORT_FIELDS[sort];
  const base =
    scope.kind === 'day'
      ? query(collectionGroup(db, 'vendasPorDia'), where('dia', '==', scope.dia), orderBy(field, direction))
      : query(collectionGroup(db, 'vendasPorMes'), where('mes', '==', scope.mes), orderBy(field, direction));
  const snapshot = await getDocs(query(base, ...(after ? [startAfter(after as unknown as QueryDocumentSnapshot)] : []), limit(pageSize)));
  meterQuery(meter, snapshot.size);
  const last = snapshot.docs.at(-1);
  return { rows: snapshot.docs.map(rowOf), next: last && snapshot.size === pageSize ? (last as unknown as RestaurantSalesCursor) : null };
}

/** Every row of the table for a period, in its order: for 'Exportar CSV' (one read per restaurant with orders). */
export async function getAllRestaurantSales(range: DateRange, sort: RestaurantSalesSort, meter?: ReadMeter): Promise<RestaurantCommission[]> {
  const rows: RestaurantCommission[] = [];
  let cursor: RestaurantSalesCursor | null = null;
  do {
    const page: RestaurantSalesPage = await getRestaurantSalesPage(range, sort, cursor, 500, meter);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return rows;
}

/** SPEC.md section 9: the dashboard previews the 3 newest orders. */
export const ADMIN_PREVIEW_SIZE = 3;
/** How many orders each 'Carregar mais' adds once the list is expanded. */
export const ADMIN_PAGE_SIZE = 20;

function newestOrders() {
  return query(collectionGroup(db, 'pedidos'), orderBy('createdAt', 'desc')).withConverter(orderConverter);
}

/** The newest `max` orders of every restaurant, live (the collapsed 'Todos os Pedidos'). */
export function subscribeToLatestOrders(max: number, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(query(newestOrders(), limit(max)), (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/** Where the next page of orders starts; opaque to screens. */
export type OrdersCursor = { readonly __brand: 'OrdersCursor' };

export interface OrdersPage {
  orders: Order[];
  /** Pass back for the next page; null when this page was the last. */
  next: OrdersCursor | null;
}

/**
 * One page of every restaurant's orders, newest first, starting after `after` (null: from the
 * newest). A page costs one read per order on it, so expanding the list never reads every order.
 */
export async function getOrdersPage(after: OrdersCursor | null, pageSize: number = ADMIN_PAGE_SIZE, meter?: ReadMeter): Promise<OrdersPage> {
  const constraints = after ? [startAfter(after as unknown as QueryDocumentSnapshot), limit(pageSize)] : [limit(pageSize)];
  const snapshot = await getDocs(query(newestOrders(), ...constraints));
  meterQuery(meter, snapshot.size);
  const last = snapshot.docs.at(-1);
  return {
    orders: snapshot.docs.map((document) => document.data()),
    next: last && snapshot.size === pageSize ? (last as unknown as OrdersCursor) : null,
  };
}
