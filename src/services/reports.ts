import {
  collection,
  count,
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  Timestamp,
  where,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { toCentavos } from '@/domain/money';
import type { Order } from '@/domain/orders';
import { daysOf, salesPerDay, type DateRange, type DaySales } from '@/domain/reports';
import { CLOSING_STATUSES } from '@/domain/day-closing';
import { IN_PROGRESS_STATUSES, SOLD_STATUSES, type SalesFigures } from '@/domain/sales';
import { db } from './firebase';
import { orderConverter } from './orders';

/**
 * Sales figures from Firestore aggregation queries (one billed read per thousand matching orders,
 * at least one per query), shared by the restaurant's 'Relatórios' (a restaurant's pedidos) and
 * the admin dashboard (services/sales.ts). What counts as a sale is domain/sales.ts.
 */


/** A period's sales, and the value still in progress beside them. */
export interface PeriodSales {
  sold: SalesFigures;
  inProgress: SalesFigures;
}

/** `orders` narrowed to `statuses` and the period (null: all time). */
function inStatuses(orders: Query, statuses: readonly string[], range: DateRange | null): Query {
  const period = range ? [where('createdAt', '>=', range.start), where('createdAt', '<=', range.end)] : [];
  return query(orders, where('status', 'in', [...statuses]), ...period);
}

/**
 * How many orders of `statuses` and their total. count() beside sum('totalValue') covers only
 * orders that have a totalValue (the index holds only those), so legacy orders that store
 * totalAmount add nothing to either: the count and the total always describe the same orders.
 * No orderBy: the sum is read from the (status, createdAt, totalValue) index in its own order,
 * and sorting would only slow the query down (the emulator takes twice as long).
 */
export async function aggregateSales(orders: Query, statuses: readonly string[], range: DateRange | null): Promise<SalesFigures> {
  const snapshot = await getAggregateFromServer(inStatuses(orders, statuses, range), { count: count(), total: sum('totalValue') });
  const data = snapshot.data();
  // The server adds doubles; amounts have two decimals, so rounding to centavos is exact.
  return { count: data.count, total: toCentavos(Number.isFinite(data.total) ? data.total : 0) };
}

/** Sold and in-progress orders of `orders` in a period (null: all time): two aggregations. */
export async function aggregatePeriodSales(orders: Query, range: DateRange | null): Promise<PeriodSales> {
  const [sold, inProgress] = await Promise.all([aggregateSales(orders, SOLD_STATUSES, range), aggregateSales(orders, IN_PROGRESS_STATUSES, range)]);
  return { sold, inProgress };
}

/**
 * Up to this many sales in a period, the chart reads the sales themselves (one query, one read
 * per sale); above it, one aggregation per day. See aggregateDailySales.
 */
export const CHART_READ_LIMIT = 200;

/** Sales per day, and how many documents were read for them (null: aggregations were used). */
export interface DailySalesResult {
  days: DaySales[] | null;
  documentsRead: number | null;
}

/**
 * Sales per São Paulo day over a period, for the chart; days null when the period is longer than
 * the chart draws (MAX_CHART_DAYS). The cost is bounded either way, never a read of every order:
 * - a period with at most CHART_READ_LIMIT sales (`expectedSales`, known from its totals, or
 *   null to find out) is read in one query and added up here: at most 200 reads, and one query
 *   instead of one per day (Firestore's emulator takes a quarter of a second per aggregation);
 * - a busier period gets one aggregation per day, run together: at most 62 queries and about as
 *   many billed reads, however many orders there are.
 * Both count only orders with a totalValue, as sum('totalValue') does.
 */
export async function aggregateDailySales(orders: Query, range: DateRange, expectedSales: number | null): Promise<DailySalesResult> {
  const days = daysOf(range);
  if (!days) return { days: null, documentsRead: null };
  if (expectedSales === null || expectedSales <= CHART_READ_LIMIT) {
    const snapshot = await getDocs(query(inStatuses(orders, SOLD_STATUSES, range), limit(CHART_READ_LIMIT + 1)));
    if (snapshot.size <= CHART_READ_LIMIT) {
      const sales = snapshot.docs.flatMap((document) => {
        const createdAt: unknown = document.get('createdAt');
        const total: unknown = document.get('totalValue');
        return createdAt instanceof Timestamp && typeof total === 'number' && Number.isFinite(total) ? [{ createdAt: createdAt.toDate(), total: toCentavos(total) }] : [];
      });
      return { days: salesPerDay(days, sales), documentsRead: snapshot.size };
    }
  }
  const perDay = await Promise.all(
    days.map(async (day) => {
      const figures = await aggregateSales(orders, SOLD_STATUSES, day.range);
      return { day: day.key, ...figures };
    }),
  );
  return { days: perDay, documentsRead: null };
}

function restaurantOrders(restaurantId: string): Query {
  return collection(db, 'restaurantes', restaurantId, 'pedidos');
}

/** A restaurant's sales and in-progress value in a period (null: all time). */
export function getSalesTotals(restaurantId: string, range: DateRange | null): Promise<PeriodSales> {
  return aggregatePeriodSales(restaurantOrders(restaurantId), range);
}

/**
 * A restaurant's sales per day over a period (`expectedSales`: their number when known); null
 * when the period is too long to chart.
 */
export async function getDailySales(restaurantId: string, range: DateRange, expectedSales: number | null = null): Promise<DaySales[] | null> {
  return (await aggregateDailySales(restaurantOrders(restaurantId), range, expectedSales)).days;
}

export const SALES_PAGE_SIZE = 20;

/** Where the next page starts; opaque to screens. */
export type SalesCursor = QueryDocumentSnapshot;

export interface SalesPage {
  orders: Order[];
  /** Pass back to get the next page; null at the end. */
  next: SalesCursor | null;
}

/** One page of sold orders in a period, newest first, for the report table. */
export async function getSalesPage(restaurantId: string, range: DateRange | null, after: SalesCursor | null): Promise<SalesPage> {
  const paged = query(
    inStatuses(restaurantOrders(restaurantId), SOLD_STATUSES, range),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(SALES_PAGE_SIZE),
  );
  const snapshot = await getDocs(paged.withConverter(orderConverter));
  const last = snapshot.docs.at(-1) ?? null;
  return { orders: snapshot.docs.map((document) => document.data()), next: snapshot.docs.length === SALES_PAGE_SIZE ? last : null };
}

/**
 * The day's orders for 'Fechamento do dia' (src/domain/day-closing.ts): delivered and in progress,
 * read in full since each Pix line is listed. Served by the (status, createdAt) index.
 */
export async function getDayClosingOrders(restaurantId: string, range: DateRange): Promise<Order[]> {
  const snapshot = await getDocs(inStatuses(restaurantOrders(restaurantId), CLOSING_STATUSES, range).withConverter(orderConverter));
  return snapshot.docs.map((document) => document.data());
}
