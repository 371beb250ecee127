import { describe, expect, it } from 'vitest';
import { HANDOVER_FORMAT_MESSAGE, HANDOVER_LOCKED_MESSAGE, MAX_HANDOVER_ATTEMPTS, wrongHandoverCodeMessage } from '@/domain/orders/handover';
import { MAX_PICKUP_ATTEMPTS, PICKUP_FORMAT_MESSAGE, PICKUP_LOCKED_MESSAGE, wrongPickupCodeMessage } from '@/domain/orders/pickup-counter';
import { CodeRefusedError, tryTypedCode, type TypedCodeRules } from '@/domain/orders/typed-code';

const HANDOVER: TypedCodeRules = {
  maxAttempts: MAX_HANDOVER_ATTEMPTS,
  formatMessage: HANDOVER_FORMAT_MESSAGE,
  lockedMessage: HANDOVER_LOCKED_MESSAGE,
  wrongCodeMessage: wrongHandoverCodeMessage,
};
const PICKUP: TypedCodeRules = { maxAttempts: MAX_PICKUP_ATTEMPTS, formatMessage: PICKUP_FORMAT_MESSAGE, lockedMessage: PICKUP_LOCKED_MESSAGE, wrongCodeMessage: wrongPickupCodeMessage };

/** A Firestore of one order whose code is `secret`: the rules' part, as the emulator tests run it for real. */
function counter(secret: string, made = 0) {
  const tries: string[] = [];
  let closed = false;
  return {
    tries,
    closed: () => closed,
    steps: (typed: string) => ({
      attemptsMade: async () => made + tries.length,
      storeTry: async () => {
        tries.push(typed);
      },
      closeOrder: async () => {
        if (typed !== secret) throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
        closed = true;
      },
    }),
  };
}

async function refusal(attempt: Promise<void>): Promise<Pick<CodeRefusedError, 'reason' | 'message' | 'attemptsLeft'>> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CodeRefusedError)) throw new Error(`expected a CodeRefusedError, got ${String(error)}`);
  return { reason: error.reason, message: error.message, attemptsLeft: error.attemptsLeft };
}

describe('a typed code (the rider at the door, the counter at pickup)', () => {
  it('refuses a code that is not four digits before reading or storing anything', async () => {
    const order = counter('0427');
    const steps = { ...order.steps('427'), attemptsMade: () => Promise.reject(new Error('read')) };
    expect(await refusal(tryTypedCode(HANDOVER, '427', steps))).toEqual({ reason: 'format', message: HANDOVER_FORMAT_MESSAGE, attemptsLeft: MAX_HANDOVER_ATTEMPTS });
    expect(await refusal(tryTypedCode(PICKUP, '04a7', steps))).toEqual({ reason: 'format', message: PICKUP_FORMAT_MESSAGE, attemptsLeft: MAX_PICKUP_ATTEMPTS });
    expect(order.tries).toEqual([]);
  });

  it('stores each try, counts down the wrong ones, locks after the last and closes the order with the right one', async () => {
    const order = counter('0427');
    expect(await refusal(tryTypedCode(HANDOVER, '1111', order.steps('1111')))).toEqual({ reason: 'wrong-code', message: wrongHandoverCodeMessage(4), attemptsLeft: 4 });
    await tryTypedCode(HANDOVER, '0427', order.steps('0427'));
    expect(order.tries).toEqual(['1111', '0427']);
    expect(order.closed()).toBe(true);

    const last = counter('0427', MAX_PICKUP_ATTEMPTS - 1);
    expect(await refusal(tryTypedCode(PICKUP, '2222', last.steps('2222')))).toEqual({ reason: 'locked', message: wrongPickupCodeMessage(0), attemptsLeft: 0 });
    // Past the limit nothing is stored, even the right code: only a manager's override closes it now.
    const locked = counter('0427', MAX_PICKUP_ATTEMPTS);
    expect(await refusal(tryTypedCode(PICKUP, '0427', locked.steps('0427')))).toEqual({ reason: 'locked', message: PICKUP_LOCKED_MESSAGE, attemptsLeft: 0 });
    expect(locked.tries).toEqual([]);
    expect(locked.closed()).toBe(false);
  });

  it('passes on a failure that is not the rules refusing the code', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    const steps = { ...counter('0427').steps('1111'), closeOrder: () => Promise.reject(offline) };
    await expect(tryTypedCode(HANDOVER, '1111', steps)).rejects.toBe(offline);
  });
});
