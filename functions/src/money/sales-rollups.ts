import { FieldValue, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  contributionOf,
  monthOfDay,
  pickFigures,
  platformDayId,
  platformShardOf,
  rollupChanges,
  ROLLUP_FIELDS,
  type OrderContribution,
  type SalesFiguresRollup,
} from '@/domain/sales/sales-rollups';
import { rollupOrderFromData } from '@/domain/orders/order-money.record';
import { toText } from '@/domain/shared/stored-values';

/**
 * Keeps the sales rollups (domain/sales/sales-rollups.ts) true to the orders. Called by the trigger on
 * every write of an order, and by the backfill for orders written before the trigger existed.
 *
 * Idempotent and order-proof: it reads the order as it is now (not as the event saw it) and the
 * ledger entry of what the order has already added, and in one transaction adds the difference
 * and records the new entry. A retried event, a late event or the backfill running beside the
 * trigger all find the ledger up to date and add nothing. The rollup documents themselves are
 * only incremented, never read, so orders of one restaurant or day do not queue on each other.
 *
 * Resolves with whether anything changed.
 */
export async function rollUpOrder(db: Firestore, restaurantId: string, orderId: string): Promise<boolean> {
  const restaurant = db.collection('restaurantes').doc(restaurantId);
  const order = restaurant.collection('pedidos').doc(orderId);
  const ledger = restaurant.collection('vendasAplicadas').doc(orderId);
  return db.runTransaction(async (transaction) => {
    const [orderSnapshot, ledgerSnapshot] = (await transaction.getAll(order, ledger)) as [DocumentSnapshot, DocumentSnapshot];
    const next = contributionOf(rollupOrderFromData(orderSnapshot.data()));
    const applied = appliedFromData(ledgerSnapshot.data());
    const changes = rollupChanges(applied, next);
    if (changes.length === 0) return false;
    const now = FieldValue.serverTimestamp();
    // The name shown in the admin's table; an order that was deleted leaves the one stored.
    const name = orderSnapshot.exists ? { restaurantNome: toText(orderSnapshot.get('restaurantName')) } : {};
    for (const { dia, delta } of changes) {
      const mes = monthOfDay(dia);
      const increments = incrementsOf(delta);
      transaction.set(restaurant.collection('vendasPorDia').doc(dia), { ...increments, dia, mes, restaurantId, ...name, atualizadoEm: now }, { merge: true });
      transaction.set(restaurant.collection('vendasPorMes').doc(mes), { ...increments, mes, restaurantId, ...name, atualizadoEm: now }, { merge: true });
      const shard = platformShardOf(restaurantId);
      transaction.set(db.collection('vendasPlataforma').doc(platformDayId(dia, shard)), { ...increments, dia, mes, atualizadoEm: now }, { merge: true });
    }
    if (next) transaction.set(ledger, { ...next, atualizadoEm: now });
    else transaction.delete(ledger);
    return true;
  });
}

function appliedFromData(data: DocumentData | undefined): OrderContribution | null {
  if (!data || typeof data.dia !== 'string') return null;
  return { dia: data.dia, ...pickFigures(data) };
}

function incrementsOf(delta: SalesFiguresRollup): Record<string, FieldValue> {
  return Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, FieldValue.increment(delta[field])]));
}

/** How many orders the backfill rolls up at once. */
const BACKFILL_PARALLEL = 8;

export interface BackfillReport {
  restaurants: number;
  orders: number;
  changed: number;
}

/**
 * Rolls up every order of every restaurant (or of `restaurantIds`): for a project whose orders
 * predate the trigger, and for the demo seed. Safe to run again and while the app is live: each
 * order goes through rollUpOrder, so an order already counted adds nothing.
 */
export async function backfillSalesRollups(db: Firestore, restaurantIds?: readonly string[]): Promise<BackfillReport> {
  const ids = restaurantIds ?? (await db.collection('restaurantes').select().get()).docs.map((document) => document.id);
  const report: BackfillReport = { restaurants: ids.length, orders: 0, changed: 0 };
  for (const restaurantId of ids) {
    const orders = await db.collection('restaurantes').doc(restaurantId).collection('pedidos').select().get();
    const queue = orders.docs.map((document) => document.id);
    report.orders += queue.length;
    await Promise.all(
      Array.from({ length: BACKFILL_PARALLEL }, async () => {
        for (let orderId = queue.shift(); orderId !== undefined; orderId = queue.shift()) {
          if (await rollUpOrder(db, restaurantId, orderId)) report.changed += 1;
        }
      }),
    );
  }
  return report;
}
