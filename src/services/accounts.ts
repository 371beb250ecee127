import {
  createUserWithEmailAndPassword,
  type ActionCodeSettings,
  type User,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import type { SignUpForm } from '@/domain/accounts/auth.form';
import { auth } from './firebase';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { syncOwnUserRecord, updateUser } from './users';
import { recordConsent } from './consents';

/** Signs in with e-mail and password; rejects with the Firebase error (see authErrorMessage). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Sends the verification e-mail whose link, once followed, continues to `continueUrl` (the page
 * the person was heading to), in whatever tab the e-mail app opens it. A hosted project refuses a
 * continue URL outside its authorised domains: the e-mail then goes without one rather than not
 * at all, and the tab that waits on /verificar-email still brings the person back.
 */
async function sendVerification(user: User, continueUrl: string | undefined): Promise<void> {
  if (!continueUrl) return sendEmailVerification(user);
  const settings: ActionCodeSettings = { url: continueUrl };
  try {
    await sendEmailVerification(user, settings);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code !== 'auth/unauthorized-continue-uri' && code !== 'auth/invalid-continue-uri') throw error;
    console.error('Link de verificação sem endereço de retorno', error);
    await sendEmailVerification(user);
  }
}

/**
 * Creates a customer account: the Auth user with its display name, the usuarios/{uid} record
 * (always tipo 'cliente'; firestore.rules refuse any other) and the verification e-mail, whose
 * link continues to `continueUrl` (an absolute URL of this app) when given. The data policy's
 * acceptance is recorded with its version (issue #39).
 */
export async function signUpCustomer(form: SignUpForm, continueUrl?: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, form.email.trim(), form.senha);
  const nome = form.nome.trim();
  await updateProfile(user, { displayName: nome });
  await syncOwnUserRecord(
    { uid: user.uid, email: user.email, displayName: nome, emailVerified: user.emailVerified },
    { nome, telefone: form.telefone.trim() },
  );
  // 'Criar conta' is given under the sentence that accepts the data policy: that acceptance, on record.
  await recordConsent(user.uid, 'politica', true);
  await sendVerification(user, continueUrl);
}

/** Sends the verification e-mail again to the signed-in user (see signUpCustomer for `continueUrl`). */
export async function resendVerificationEmail(continueUrl?: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nenhum usuário conectado.');
  await sendVerification(user, continueUrl);
}

/** Sends the password-reset e-mail. */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim());
}

/** Renames the signed-in user in Auth and in usuarios/{uid}, keeping both in step. */
export async function updateOwnName(nome: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nenhum usuário conectado.');
  const trimmed = nome.trim();
  await updateUser(user.uid, { nome: trimmed });
  await updateProfile(user, { displayName: trimmed });
}
