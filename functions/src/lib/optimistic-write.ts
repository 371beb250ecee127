import { HttpsError } from 'firebase-functions/v2/https';
import { BUSY_MESSAGE } from '@/domain/checkout/order-attempt';

/**
 * Writes without locks (issues #50 and #51): read, decide, then write only if what was read is
 * unchanged (a create, or an update or batch with each document's `lastUpdateTime`). A write that
 * lost to another fails at once instead of queueing on a lock, and the loser reads again and
 * decides anew: in a rush on one document (a coupon's shard, an order ten riders tap at once) each
 * caller pays a read again, never a transaction's lock wait and abort.
 */

const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/** The document was created by another write first. */
export const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === ALREADY_EXISTS || /ALREADY_EXISTS/.test(String(error));

/** A precondition failed: the document changed (or appeared) since it was read. */
export const isStale = (error: unknown) => (error as { code?: unknown }).code === FAILED_PRECONDITION || /FAILED_PRECONDITION/.test(String(error));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again each time its write lost (a stale precondition or a document created first),
 * after a short random pause so that a rush spreads; its answer or its own refusal otherwise. After
 * `tries` lost writes the caller is answered 'busy' (the same request may go again).
 */
export async function untilWritten<T>(attempt: () => Promise<T>, tries = 40): Promise<T> {
  for (let round = 1; round <= tries; round += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isStale(error) && !isAlreadyExists(error)) throw error;
    }
    await sleep(Math.random() * Math.min(200, 10 * round));
  }
  throw new HttpsError('unavailable', BUSY_MESSAGE, { code: 'busy', message: BUSY_MESSAGE });
}
