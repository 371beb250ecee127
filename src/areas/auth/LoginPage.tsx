import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/app/session-context';
import { validateLogin } from '@/domain/accounts';
import { PATHS } from '@/domain/routes';
import { LoadingState } from '@/ui/LoadingState';
import { AuthCard } from './AuthCard';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { SignInForm } from './SignInForm';

/** /login (SPEC.md section 2): e-mail and password, plus the forgot-password dialog. */
export function LoginPage() {
  const { session } = useSession();
  const [email, setEmail] = useState('');
  const [resetOpen, setResetOpen] = useState(false);

  // While auth loads or someone is already signed in, the form would only flash: the gate is
  // about to move them on.
  if (session.status !== 'visitor') {
    return (
      <AuthCard title="Entrar">
        <LoadingState text="Carregando..." />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Entrar" subtitle="Peça dos melhores restaurantes do seu bairro.">
      <SignInForm
        validate={validateLogin}
        errorScreen="login"
        submitLabel="Entrar"
        onEmailChange={setEmail}
        extra={
          <button type="button" className="link-button auth-card__forgot" onClick={() => setResetOpen(true)}>
            Esqueceu a senha?
          </button>
        }
      />
      <p className="auth-card__footer">
        Ainda não tem conta? <Link to={PATHS.signUp}>Cadastre-se</Link>
      </p>
      <p className="auth-card__footer">
        É de um restaurante? <Link to={PATHS.restaurantLogin}>Acesse o login do restaurante</Link>
      </p>
      {resetOpen ? <ForgotPasswordModal initialEmail={email} onClose={() => setResetOpen(false)} /> : null}
    </AuthCard>
  );
}
