import { resendVerificationEmail } from '@/services/accounts';
import { useSubmit } from '../shared/use-submit';

/** 'Reenviar E-mail de Verificação', with the page the link leads back to. */
export function useResendVerification() {
  return useSubmit((continueUrl?: string) => resendVerificationEmail(continueUrl));
}
