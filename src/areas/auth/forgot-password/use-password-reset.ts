import { sendPasswordReset } from '@/services/accounts';
import { useSubmit } from '../shared/use-submit';

/** 'Esqueceu a senha?': sends the reset link to an e-mail. */
export function usePasswordReset() {
  return useSubmit((email: string) => sendPasswordReset(email));
}
