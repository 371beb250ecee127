import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/app/session-context';
import { validateRestaurantLogin, type LoginForm } from '@/domain/accounts';
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

/**
 * /login-restaurante: staff sign in and go to the panel. The account type is never changed here:
 * a customer who signs in on this page ends up on their own home, not in the panel.
 */
export function RestaurantLoginPage() {
  const { session } = useSession();
  const [form, setForm] = useState<LoginForm>({ email: '', senha: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginForm>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (session.status !== 'visitor') {
    return (
      <AuthCard title="Login do Restaurante">
        <LoadingState text="Carregando..." />
      </AuthCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateRestaurantLogin(form);
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setError(null);
    try {
      // Signed in, the RouteGate sends staff to /painel-restaurante (their home) and anyone
      // else to their own home.
      await signInWithEmail(form.email, form.senha);
    } catch (caught) {
      setError(authErrorMessage('restaurantLogin', firebaseErrorCode(caught)));
      setBusy(false);
    }
  }

  const update = (field: keyof LoginForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard title="Login do Restaurante" subtitle="Acesse o painel para receber e preparar os pedidos.">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={form.email}
          onChange={update('email')}
          error={fieldErrors.email}
        />
        <TextField
          label="Senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          value={form.senha}
          onChange={update('senha')}
          error={fieldErrors.senha}
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" size="lg" block busy={busy}>
          Entrar no painel
        </Button>
      </form>
      <p className="auth-card__footer">
        É cliente? <Link to={PATHS.login}>Entre por aqui</Link>
      </p>
    </AuthCard>
  );
}
