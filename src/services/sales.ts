import {
  collection,
  collectionGroup,
  count,
  getAggregateFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { summarizeSales, type RestaurantSalesInput, type SalesOverview } from '@/domain/commission';
import type { Order } from '@/domain/orders';
import type { DateRange, DaySales } from '@/domain/reports';
import { db } from './firebase';
import { trackListener } from './listeners';
import { orderConverter } from './orders';
import { IN_PROGRESS_STATUSES, SOLD_STATUSES } from '@/domain/sales';
import { aggregateDailySales, aggregateSales } from './reports';
import { restaurantConverter } from './restaurants';

/**
 * The administrator's dashboard (SPEC.md section 2): sales and commission per restaurant for a
 * period from Firestore aggregation queries, sales per day, and every order, newest first, a page
 * at a time. The rules let an admin read every order.
 */

/**
 * What a dashboard load cost, for the benchmark (scripts/bench-admin.mjs) and diagnostics.
 * Firestore bills a document read per document a query returns (at least one per query, even an
 * empty one), and one read per batch of up to 1000 index entries an aggregation matches (at
 * least one per aggregation).
 */
export interface ReadMeter {
  /** Documents returned by plain queries. */
  documents: number;
  /** Plain queries run. */
  queries: number;
  /** Aggregation queries run. */
  aggregations: number;
  /** Index entries the aggregations matched (their counts). */
  aggregatedEntries: number;
  /** Billed reads: documents (min. 1 per query) plus aggregation batches (min. 1 per aggregation). */
  billedReads: number;
}

/** A meter at zero. */
export function newReadMeter(): ReadMeter {
  return { documents: 0, queries: 0, aggregations: 0, aggregatedEntries: 0, billedReads: 0 };
}

function meterQuery(meter: ReadMeter | undefined, documents: number): void {
  if (!meter) return;
  meter.queries += 1;
  meter.documents += documents;
  meter.billedReads += Math.max(1, documents);
}

function meterAggregation(meter: ReadMeter | undefined, matched: number): void {
  if (!meter) return;
  meter.aggregations += 1;
  meter.aggregatedEntries += matched;
  meter.billedReads += Math.max(1, Math.ceil(matched / 1000));
}

/**
 * One restaurant's figures for a period with two aggregation queries: how many orders it
 * received, and how many sales and for how much (domain/sales.ts, the rule the restaurant's own
 * reports use). Orders are counted without a status filter, so the count includes legacy orders
 * that store totalAmount; the sales sum cannot (rules stop new ones).
 */
async function restaurantSales(restaurantId: string, restaurantName: string, range: DateRange, meter?: ReadMeter): Promise<RestaurantSalesInput> {
  const orders = collection(db, 'restaurantes', restaurantId, 'pedidos');
  const inPeriod = query(orders, where('createdAt', '>=', range.start), where('createdAt', '<=', range.end));
  const [all, sold] = await Promise.all([getAggregateFromServer(inPeriod, { orders: count() }), aggregateSales(orders, SOLD_STATUSES, range)]);
  const orderCount = all.data().orders;
  meterAggregation(meter, orderCount);
  meterAggregation(meter, sold.count);
  return { restaurantId, restaurantName, orderCount, saleCount: sold.count, salesTotal: sold.total };
}

/**
 * The dashboard's figures for a period: orders, sales, the 10% commission and the per-restaurant
 * list sorted by commission, and the platform's value in progress. Costs one read per restaurant
 * plus two aggregations per restaurant and one over every restaurant (each one read per thousand
 * orders it matches), so it grows with the number of restaurants, not of orders. Orders under a
 * restaurant id that has no restaurantes document are not seen.
 */
export async function getSalesOverview(range: DateRange, meter?: ReadMeter): Promise<SalesOverview> {
  const [rows, inProgress] = await Promise.all([
    getDocs(collection(db, 'restaurantes').withConverter(restaurantConverter)).then((restaurants) => {
      meterQuery(meter, restaurants.size);
      return Promise.all(restaurants.docs.map((snapshot) => restaurantSales(snapshot.id, snapshot.data().nome, range, meter)));
    }),
    // In progress is one figure for the platform: one group aggregation, not one per restaurant.
    aggregateSales(collectionGroup(db, 'pedidos'), IN_PROGRESS_STATUSES, range),
  ]);
  meterAggregation(meter, inProgress.count);
  return summarizeSales(rows, inProgress);
}

/**
 * Every restaurant's sales per São Paulo day over a period, for the dashboard's chart; null when
 * the period is longer than the chart draws. `expectedSales` is the period's number of sales when
 * known (the figures above): up to 200 they are read in one collection-group query, beyond that
 * one collection-group aggregation per day (see aggregateDailySales), never one per restaurant
 * and day, and never every order.
 */
export async function getDailySalesOverview(range: DateRange, expectedSales: number | null = null, meter?: ReadMeter): Promise<DaySales[] | null> {
  const { days, documentsRead } = await aggregateDailySales(collectionGroup(db, 'pedidos'), range, expectedSales);
  if (documentsRead !== null) meterQuery(meter, documentsRead);
  else for (const day of days ?? []) meterAggregation(meter, day.count);
  return days;
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
