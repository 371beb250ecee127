import { useState } from 'react';
import { validateLogin } from '@/domain/accounts/auth.form';
import { ForgotPasswordModal } from '../forgot-password/ForgotPasswordModal';
import { SignInForm } from './SignInForm';

/**
 * Signing in with an e-mail and a password where anyone may have an account (/login, an invitation
 * to an existing account), with 'Esqueceu a senha?' opening the reset dialog on the e-mail typed.
 */
export function CustomerSignIn({ emailAutoComplete }: { emailAutoComplete?: string }) {
  const [email, setEmail] = useState('');
  const [resetOpen, setResetOpen] = useState(false);
  return (
    <>
      <SignInForm
        validate={validateLogin}
        errorScreen="login"
        submitLabel="Entrar"
        emailAutoComplete={emailAutoComplete}
        onEmailChange={setEmail}
        extra={
          <button type="button" className="link-button auth-card__forgot" onClick={() => setResetOpen(true)}>
            Esqueceu a senha?
          </button>
        }
      />
      {resetOpen ? <ForgotPasswordModal initialEmail={email} onClose={() => setResetOpen(false)} /> : null}
    </>
  );
}
