import { collection, getDocs, limit, orderBy, query, startAfter, where, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { Order } from '@/domain/orders/order';
import { daysOf, type DaySales } from '@/domain/sales/report-periods';
import { type DateRange } from '@/domain/shared/date-range';
import type { Centavos } from '@/domain/shared/money';
import { CLOSING_STATUSES } from '@/domain/sales/day-closing';
import { SOLD_STATUSES, type SalesFigures } from '@/domain/money/sale-stage';
import { dayKeysOf, pickFigures, salesPerDayOf, sumRollups, type DayRollup, type SalesFiguresRollup } from '@/domain/sales/sales-rollups';
import { db } from './firebase';
import { orderConverter } from './orders';

/**
 * The restaurant's 'Relatórios': its sales and value in progress for a period and per day from the
 * day rollups a Function keeps (domain/sales/sales-rollups.ts: one read per day of the period, whatever
 * the number of orders), and the sold orders themselves a page at a time. What counts as a sale
 * is domain/money/sale-stage.ts, the rule the admin's dashboard uses too.
 */

/** A period's sales, and the value still in progress beside them. */
export interface PeriodSales {
  sold: SalesFigures;
  inProgress: SalesFigures;
  /** The sales' discounts by who funds them (issue #50): the store's own, and Sabor's, paid back on the statement. */
  discounts: { store: Centavos; sabor: Centavos };
}

/** `orders` narrowed to `statuses` and the period (null: all time). */
function inStatuses(orders: Query, statuses: readonly string[], range: DateRange | null): Query {
  const period = range ? [where('createdAt', '>=', range.start), where('createdAt', '<=', range.end)] : [];
  return query(orders, where('status', 'in', [...statuses]), ...period);
}

function restaurantOrders(restaurantId: string): Query {
  return collection(db, 'restaurantes', restaurantId, 'pedidos');
}

/** The restaurant's day rollups of a period: one document per day with orders. */
async function dayRollups(restaurantId: string, range: DateRange): Promise<DayRollup[]> {
  const { from, to } = dayKeysOf(range);
  const snapshot = await getDocs(query(collection(db, 'restaurantes', restaurantId, 'vendasPorDia'), where('dia', '>=', from), where('dia', '<=', to)));
  return snapshot.docs.map((document) => ({ dia: String(document.get('dia')), figures: pickFigures(document.data()) }));
}

function periodSalesOf(figures: SalesFiguresRollup): PeriodSales {
  return {
    sold: { count: figures.vendas, total: figures.valorVendas },
    inProgress: { count: figures.emAndamento, total: figures.valorEmAndamento },
    discounts: { store: figures.descontoLoja, sabor: figures.descontoPlataforma },
  };
}

/**
 * A restaurant's sales and in-progress value in a period from its day rollups, or for all time
 * (null) from its month rollups: one read per day, or per month it has had orders.
 */
export async function getSalesTotals(restaurantId: string, range: DateRange | null): Promise<PeriodSales> {
  if (range) return periodSalesOf(sumRollups((await dayRollups(restaurantId, range)).map((rollup) => rollup.figures)));
  const months = await getDocs(collection(db, 'restaurantes', restaurantId, 'vendasPorMes'));
  return periodSalesOf(sumRollups(months.docs.map((document) => pickFigures(document.data()))));
}

/** A restaurant's sales per day over a period; null when the period is too long to chart. */
export async function getDailySales(restaurantId: string, range: DateRange): Promise<DaySales[] | null> {
  if (!daysOf(range)) return null;
  return salesPerDayOf(range, await dayRollups(restaurantId, range));
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
 * The day's orders for 'Fechamento do dia' (src/domain/sales/day-closing.ts): delivered and in progress,
 * read in full since each Pix line is listed. Served by the (status, createdAt) index.
 */
export async function getDayClosingOrders(restaurantId: string, range: DateRange): Promise<Order[]> {
  const snapshot = await getDocs(inStatuses(restaurantOrders(restaurantId), CLOSING_STATUSES, range).withConverter(orderConverter));
  return snapshot.docs.map((document) => document.data());
}
