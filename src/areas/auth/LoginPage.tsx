import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/app/session-context';
import { validateLogin, type LoginForm } from '@/domain/accounts';
import { authErrorMessage } from '@/domain/auth-errors';
import { PATHS } from '@/domain/routes';
import { hasErrors, type FieldErrors } from '@/domain/validation';
import { signInWithEmail } from '@/services/accounts';
import { firebaseErrorCode } from '@/services/errors';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { AuthCard } from './AuthCard';
import { ForgotPasswordModal } from './ForgotPasswordModal';

/** /login (SPEC.md section 2): e-mail and password, plus the forgot-password dialog. */
export function LoginPage() {
  const { session } = useSession();
  const [form, setForm] = useState<LoginForm>({ email: '', senha: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginForm>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateLogin(form);
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setError(null);
    try {
      // The RouteGate moves the person on (home, or back where they were going) once their
      // type is known.
      await signInWithEmail(form.email, form.senha);
    } catch (caught) {
      setError(authErrorMessage('login', firebaseErrorCode(caught)));
      setBusy(false);
    }
  }

  const update = (field: keyof LoginForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard title="Entrar" subtitle="Peça dos melhores restaurantes do seu bairro.">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={update('email')}
          error={fieldErrors.email}
          required
        />
        <TextField
          label="Senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          value={form.senha}
          onChange={update('senha')}
          error={fieldErrors.senha}
          required
        />
        <button type="button" className="auth-card__link-button" onClick={() => setResetOpen(true)}>
          Esqueceu a senha?
        </button>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" size="lg" block busy={busy}>
          Entrar
        </Button>
      </form>
      <p className="auth-card__footer">
        Ainda não tem conta? <Link to={PATHS.signUp}>Cadastre-se</Link>
      </p>
      <p className="auth-card__footer">
        É de um restaurante? <Link to={PATHS.restaurantLogin}>Acesse o login do restaurante</Link>
      </p>
      {resetOpen ? <ForgotPasswordModal initialEmail={form.email} onClose={() => setResetOpen(false)} /> : null}
    </AuthCard>
  );
}
