import { firebaseErrorCode } from './errors';

/**
 * What a panel write says when firestore.rules refuse it: the person's role does not allow it (the
 * panel hides what a role may not do, but a role can change while the panel is open).
 */
export const ROLE_REFUSED_MESSAGE = 'Sua função na equipe não permite esta alteração. Se precisar, fale com o dono da loja.';

/** The Portuguese text for a failed panel write: the role refusal, or `fallback` (connection and the rest). */
export function panelWriteMessage(error: unknown, fallback: string): string {
  return firebaseErrorCode(error) === 'permission-denied' ? ROLE_REFUSED_MESSAGE : fallback;
}
