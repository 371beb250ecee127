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
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Order } from '@/domain/orders';
import { SOLD_STATUSES, type DateRange } from '@/domain/reports';
import { db } from './firebase';
import { orderConverter } from './orders';

function soldOrders(restaurantId: string, range: DateRange | null) {
  const base = collection(db, 'restaurantes', restaurantId, 'pedidos');
  const constraints = [where('status', 'in', [...SOLD_STATUSES])];
  if (range) constraints.push(where('createdAt', '>=', range.start), where('createdAt', '<=', range.end));
  return query(base, ...constraints);
}

/**
 * Number and total (reais) of sold orders in a period, computed by Firestore: one read per
 * thousand orders instead of one per order. Orders without totalValue add nothing (SPEC.md).
 */
export async function getSalesTotals(restaurantId: string, range: DateRange | null): Promise<{ count: number; total: number }> {
  const snapshot = await getAggregateFromServer(soldOrders(restaurantId, range), { count: count(), total: sum('totalValue') });
  const data = snapshot.data();
  return { count: data.count, total: data.total ?? 0 };
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
  const paged = query(soldOrders(restaurantId, range), orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(SALES_PAGE_SIZE));
  const snapshot = await getDocs(paged.withConverter(orderConverter));
  const last = snapshot.docs.at(-1) ?? null;
  return { orders: snapshot.docs.map((document) => document.data()), next: snapshot.docs.length === SALES_PAGE_SIZE ? last : null };
}
