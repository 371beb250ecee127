import { useEffect, useState } from 'react';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { readInvitedEmail, setInvitedPassword, signInInvited } from '@/services/invitation-account';
import { useLoad } from '@/ui/use-load';
import { useSubmit, type SubmitOutcome } from '../shared/use-submit';

/** The error code that says the link's code was used already (the password is set). */
export const CODE_USED = 'auth/invalid-action-code';

/**
 * The e-mail the invitation link's `code` names, read once; `retry` reads again. A code used
 * already is not an error to show: `onCodeUsed` is called instead, so the page carries on as for
 * an existing account.
 */
export function useInvitedEmail(code: string, onCodeUsed: () => void) {
  const [attempt, setAttempt] = useState(0);
  const read = useLoad(`convite/codigo/${code}/${attempt}`, () => readInvitedEmail(code));
  const errorCode = read.status === 'error' ? firebaseErrorCode(read.error) : undefined;
  const used = errorCode === CODE_USED;
  useEffect(() => {
    if (used) onCodeUsed();
  }, [used, onCodeUsed]);
  return { read, errorCode, used, retry: () => setAttempt((value) => value + 1) };
}

export type InvitedAccountOutcome = { step: 'signed-in' } | { step: 'password' | 'sign-in'; error: unknown };

/**
 * A new account's password set with the link's `code`, then the person signed in with it (and
 * their name). `busy` from the first try until the password is refused; after it is set, the page
 * moves on whatever follows. The outcome says which step failed, for the page to word it.
 */
export function useCreateInvitedAccount(code: string) {
  const password = useSubmit((senha: string) => setInvitedPassword(code, senha), { staysBusy: true });

  async function create(email: string, senha: string, nome: string): Promise<InvitedAccountOutcome> {
    const set: SubmitOutcome = await password.run(senha);
    if (!set.ok) return { step: 'password', error: set.error };
    try {
      await signInInvited(email, senha, nome);
    } catch (error) {
      return { step: 'sign-in', error };
    }
    return { step: 'signed-in' };
  }

  return { busy: password.busy, create };
}
