import { HttpsError } from 'firebase-functions/v2/https';
import { BUSY_MESSAGE } from '@/domain/checkout/order-attempt';

/**
 * gRPC ABORTED: Firestore gave up a transaction because another one held its documents; under load
 * the emulator (and, rarely, production) also answers a contended commit with FAILED_PRECONDITION
 * 'does not match the required base version', an expired transaction, or a deadline. Each means the
 * same request may simply run again (every transactional callable is idempotent: a client-made id,
 * or a state it checks first); none is a fault to report as 'internal' (issue #51).
 */
const ABORTED = 10;
const CONTENDED = /ABORTED|lock timeout|contention|required base version|transaction (has )?expired|transaction is no longer valid|DEADLINE_EXCEEDED/i;

export function isContention(error: unknown): boolean {
  if (error instanceof HttpsError) return false;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === ABORTED || code === 'aborted' || (typeof message === 'string' && CONTENDED.test(message));
}

/** What a caller gets when contention outlasts every retry: 'unavailable', the same request may go again. */
export function busyRefusal(): HttpsError {
  return new HttpsError('unavailable', BUSY_MESSAGE, { code: 'busy', message: BUSY_MESSAGE });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a transaction again when Firestore aborted it for contention (a rush at one restaurant
 * queues every order on its counter of the day), with exponential backoff and full jitter so the
 * retries of a rush spread out instead of colliding again. Each runTransaction already retries a
 * few times at once; this adds patience on top. When contention outlasts every attempt the caller
 * gets 'unavailable' with BUSY_MESSAGE: the checkout sends the same order again (same id, written
 * once) instead of showing an error, never 'internal'.
 */
export async function withContentionRetry<T>(work: () => Promise<T>, { attempts = 6, baseMs = 150, maxMs = 3000 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isContention(error)) throw error;
      if (attempt >= attempts) throw busyRefusal();
      await sleep(Math.random() * Math.min(maxMs, baseMs * 2 ** attempt));
    }
  }
}
