import { firebaseErrorCode } from '@/domain/shared/errors';
import { isHandoverCode } from './handover';

/**
 * The two codes a person types to close an order, the rider's handover code at the door
 * (handover.ts) and the customer's pickup code at the counter (pickup-counter.ts), are checked the
 * same way: four digits; each try stored as a document of its own before the order is updated
 * naming it, since a refused write leaves no trace and the tries must persist to be limited; a
 * refused update is a wrong code. Only the texts and the limit differ.
 */
export interface TypedCodeRules {
  maxAttempts: number;
  formatMessage: string;
  lockedMessage: string;
  wrongCodeMessage: (attemptsLeft: number) => string;
}

/** Why a typed code was not accepted, with the Portuguese text to show. */
export class CodeRefusedError extends Error {
  constructor(
    readonly reason: 'format' | 'wrong-code' | 'locked',
    message: string,
    /** Tries left after this one (wrong-code), the whole limit for a code not of four digits, 0 when locked. */
    readonly attemptsLeft: number,
  ) {
    super(message);
    this.name = 'CodeRefusedError';
  }
}

/** What trying a code does, in Firestore: the service's part. */
export interface CodeTrySteps {
  /** Tries already stored (those that count against this person or order). */
  attemptsMade: () => Promise<number>;
  /** Stores try number `attempt` with the code. */
  storeTry: (attempt: number) => Promise<void>;
  /** Updates the order naming try `attempt`; the rules refuse it (permission-denied) when that try's code is wrong. */
  closeOrder: (attempt: number) => Promise<void>;
}

/**
 * Tries a typed code: refuses one that is not four digits before anything is read, and a try past
 * the limit before anything is written; a refusal of the update by the rules is a wrong code, with
 * the tries left (locked after the last). Any other failure is passed on as it is.
 */
export async function tryTypedCode(rules: TypedCodeRules, code: string, steps: CodeTrySteps): Promise<void> {
  if (!isHandoverCode(code)) throw new CodeRefusedError('format', rules.formatMessage, rules.maxAttempts);
  const attempt = (await steps.attemptsMade()) + 1;
  if (attempt > rules.maxAttempts) throw new CodeRefusedError('locked', rules.lockedMessage, 0);
  await steps.storeTry(attempt);
  try {
    await steps.closeOrder(attempt);
  } catch (error) {
    if (firebaseErrorCode(error) !== 'permission-denied') throw error;
    const left = rules.maxAttempts - attempt;
    throw new CodeRefusedError(left > 0 ? 'wrong-code' : 'locked', rules.wrongCodeMessage(left), left);
  }
}
