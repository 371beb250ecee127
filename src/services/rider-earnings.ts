import { collectionGroup, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { Order } from '@/domain/orders/order';
import type { DateRange } from '@/domain/shared/date-range';
import { db } from './firebase';
import { orderConverter } from './orders';

/** The most deliveries one period reads: a month of a busy rider, far above a real one. */
export const EARNINGS_READ_LIMIT = 1000;

/**
 * The rider's deliveries in `range`, oldest first (issue #38, 'Meus ganhos'): the same index as
 * the rider's other lists (status, deliverymanId, createdAt). Resolves with them and whether the
 * limit cut the period short.
 */
export async function getMyDeliveries(uid: string, range: DateRange): Promise<{ orders: Order[]; truncated: boolean }> {
  const snapshot = await getDocs(
    query(
      collectionGroup(db, 'pedidos'),
      where('status', '==', 'entregue'),
      where('deliverymanId', '==', uid),
      where('createdAt', '>=', range.start),
      where('createdAt', '<=', range.end),
      orderBy('createdAt', 'asc'),
      limit(EARNINGS_READ_LIMIT),
    ).withConverter(orderConverter),
  );
  return { orders: snapshot.docs.map((document) => document.data()), truncated: snapshot.size >= EARNINGS_READ_LIMIT };
}
