import { useState } from 'react';

export type SubmitOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * A write the sign-in screens send (sign in, sign up, a reset or verification e-mail, an invited
 * password): `busy` while it runs, and its outcome handed back for the screen to word the failure
 * in its own texts. `staysBusy`: after a success the screen is about to be left (the gate or a
 * navigation moves the person on), so the button stays busy until then. `action` is called only
 * when the screen sends, so a screen renders without touching its service.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>, { staysBusy = false }: { staysBusy?: boolean } = {}) {
  const [busy, setBusy] = useState(false);

  async function run(...args: A): Promise<SubmitOutcome> {
    setBusy(true);
    try {
      await action(...args);
      if (!staysBusy) setBusy(false);
      return { ok: true };
    } catch (error) {
      setBusy(false);
      return { ok: false, error };
    }
  }

  return { busy, run };
}
