import type { SignUpForm } from '@/domain/accounts/auth.form';
import { signUpCustomer } from '@/services/accounts';
import { useSubmit } from '../shared/use-submit';

/** A new customer account (the verification e-mail's link leads back to `continueUrl`); stays busy after a success, while the page moves on. */
export function useSignUp() {
  return useSubmit((form: SignUpForm, continueUrl?: string) => signUpCustomer(form, continueUrl), { staysBusy: true });
}
