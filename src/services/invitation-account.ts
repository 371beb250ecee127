import { confirmPasswordReset, signInWithEmailAndPassword, updateProfile, verifyPasswordResetCode } from 'firebase/auth';
import { auth } from './firebase';
import { syncOwnUserRecord } from './users';

/**
 * The account side of an invitation link for an e-mail that had no account (issue #24):
 * inviteMember created the Auth user and a password link (an Admin SDK action code, so no e-mail
 * service is needed); the invited person sets the password here and is signed in.
 */

/** The e-mail the link's code belongs to; rejects with auth/expired-action-code or auth/invalid-action-code. */
export function readInvitedEmail(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

/** Sets the new account's password with the link's code. The code works once: a second try rejects with auth/invalid-action-code. */
export async function setInvitedPassword(code: string, password: string): Promise<void> {
  await confirmPasswordReset(auth, code, password);
}

/**
 * Signs in with the password just set and names the account, in Auth and in usuarios/{uid}, before
 * the invitation is accepted: acceptInvitation takes the member's name from usuarios/{uid}, which
 * the session's own sync may have created a moment earlier without it ('Usuário').
 */
export async function signInInvited(email: string, password: string, nome: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  if (user.displayName !== nome) await updateProfile(user, { displayName: nome });
  await syncOwnUserRecord({ uid: user.uid, email: user.email, displayName: nome, emailVerified: user.emailVerified }, { nome });
}
