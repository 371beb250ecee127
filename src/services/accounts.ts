import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from './firebase';

/** Signs in with e-mail and password; rejects with the Firebase error (see authErrorMessage). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}
