import { useCallback, useState } from 'react';
import { panelWriteMessage } from '@/domain/shared/write-refusal';

/**
 * What a failed write tells the person: a fallback text (panelWriteMessage puts the role refusal in
 * its place), or the text worked out from the error; null when the screen says it under the fields.
 */
export type WriteFailure = string | ((caught: unknown) => string | null);

export interface WriteOptions {
  /** What the console says beside the error. */
  log: string;
  failure: WriteFailure;
  /** Which of a screen's writes this is, when it has several buttons (`pendingKey`). */
  key?: string;
  /**
   * Stays pending after success: the screen is going away (a modal closing, the checklist once the
   * store opens), and its button must not come back meanwhile.
   */
  holdOnSuccess?: boolean;
  /** Also hands the failure's text to the screen around (a list's one notice for all its rows). */
  onError?: (message: string) => void;
}

export interface PanelWrite {
  pending: boolean;
  /** The key of the write under way, null when none is. */
  pendingKey: string | null;
  /** The failure's Portuguese text; screens also put their own checks' messages here. */
  error: string | null;
  setError: (message: string | null) => void;
  /** Runs `write`: pending meanwhile, the error cleared first and set on failure. Resolves whether it worked. */
  run: (write: () => Promise<unknown>, options: WriteOptions) => Promise<boolean>;
}

/**
 * The panel's save handler, once: the pending flag, try/catch, the console line and the Portuguese
 * text of a failure. The screen's own hooks (use-order-writes.ts, use-menu-writes.ts, ...) give
 * it the service call.
 */
export function usePanelWrite(): PanelWrite {
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (write: () => Promise<unknown>, { log, failure, key = 'write', holdOnSuccess = false, onError }: WriteOptions) => {
    setPendingKey(key);
    setError(null);
    try {
      await write();
      if (!holdOnSuccess) setPendingKey(null);
      return true;
    } catch (caught) {
      console.error(log, caught);
      const message = typeof failure === 'function' ? failure(caught) : panelWriteMessage(caught, failure);
      setError(message);
      if (message !== null) onError?.(message);
      setPendingKey(null);
      return false;
    }
  }, []);
  return { pending: pendingKey !== null, pendingKey, error, setError, run };
}
