import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import type { SignUpForm } from '@/domain/accounts';
import { auth } from './firebase';
import { syncOwnUserRecord, updateUser } from './users';

/** Signs in with e-mail and password; rejects with the Firebase error (see authErrorMessage). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Creates a customer account: the Auth user with its display name, the usuarios/{uid} record
 * (always tipo 'cliente'; firestore.rules refuse any other) and the verification e-mail.
 */
export async function signUpCustomer(form: SignUpForm): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, form.email.trim(), form.senha);
  const nome = form.nome.trim();
  await updateProfile(user, { displayName: nome });
  await syncOwnUserRecord(
    { uid: user.uid, email: user.email, displayName: nome, emailVerified: user.emailVerified },
    { nome, telefone: form.telefone.trim() },
  );
  await sendEmailVerification(user);
}

/** Sends the verification e-mail again to the signed-in user. */
export async function resendVerificationEmail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nenhum usuário conectado.');
  await sendEmailVerification(user);
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
