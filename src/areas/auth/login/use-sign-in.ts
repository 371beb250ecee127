import { signInWithEmail } from '@/services/accounts';
import { useSubmit } from '../shared/use-submit';

/** E-mail and password sign-in; stays busy after a success, while the RouteGate moves the person on. */
export function useSignIn() {
  return useSubmit((email: string, password: string) => signInWithEmail(email, password), { staysBusy: true });
}
