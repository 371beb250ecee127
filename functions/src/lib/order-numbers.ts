import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { nextSaoPauloMidnight, saoPauloDayKey, saoPauloMidnight } from '@/domain/shared/sao-paulo-day';
import { withContentionRetry } from './contention';

/** How many waiting orders one numbering pass takes at most (a rush is numbered in one pass). */
const BATCH = 100;

/**
 * Gives the restaurant's orders of one São Paulo day their numbers (#0001, #0002, ... by the
 * time they were placed), unique and without gaps: contadores/{YYYY-MM-DD}.ultimo is the last
 * number given.
 *
 * Why not in the order's own transaction: every order of the day would then read and write the
 * one counter document, and a rush at one restaurant queued on it (30 customers confirming at
 * once waited up to 40 s; Firestore also advises about one write per second to a document). So an
 * order is placed with numero null, in a transaction of its customer's own, and then numbered here
 * together with every other order of that day still waiting for a number: one pass numbers the
 * whole rush, and the passes that come after it find their orders numbered and write nothing.
 *
 * Numbers follow createdAt: an order committed after this pass read the waiting ones has a later
 * server timestamp than all of them, so it can never need a smaller number than one given here.
 * Resolves with the number of `order` (null if it is not there).
 */
export async function numberOrder(db: Firestore, order: DocumentReference): Promise<number | null> {
  const known = await order.get();
  if (!known.exists) return null;
  const existing = known.get('numero');
  if (typeof existing === 'number') return existing;
  const createdAt = (known.get('createdAt') as Timestamp | undefined)?.toDate() ?? new Date();
  const restaurant = order.parent.parent;
  if (!restaurant) return null;
  const counterRef = restaurant.collection('contadores').doc(saoPauloDayKey(createdAt));
  const waiting = order.parent
    .where('numero', '==', null)
    .where('createdAt', '>=', saoPauloMidnight(createdAt))
    .where('createdAt', '<', nextSaoPauloMidnight(createdAt))
    .orderBy('createdAt', 'asc')
    .limit(BATCH);

  return withContentionRetry(
    () =>
      db.runTransaction(async (transaction) => {
        const mine = await transaction.get(order);
        const numbered = mine.get('numero');
        // Numbered by another pass meanwhile: read-only, so this transaction contends with nobody.
        if (typeof numbered === 'number') return numbered;
        const [counter, pending] = await Promise.all([transaction.get(counterRef), transaction.get(waiting)]);
        let last = typeof counter.get('ultimo') === 'number' ? (counter.get('ultimo') as number) : 0;
        let result: number | null = null;
        for (const document of pending.docs) {
          last += 1;
          transaction.update(document.ref, { numero: last });
          if (document.id === order.id) result = last;
        }
        transaction.set(counterRef, { ultimo: last });
        return result;
      }),
    { attempts: 8 },
  );
}
