import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authErrorMessage } from '@/domain/auth-errors';
import { PATHS } from '@/domain/routes';
import { signInWithEmail } from '@/services/accounts';
import { firebaseErrorCode } from '@/services/errors';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { AuthCard } from './AuthCard';

/** /login (SPEC.md section 2): e-mail and password. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !senha) {
      setError('Preencha o e-mail e a senha.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signInWithEmail(email, senha);
      // The RouteGate moves the person on once their type is known; go back where they were.
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from ?? PATHS.root, { replace: true });
    } catch (caught) {
      setError(authErrorMessage('login', firebaseErrorCode(caught)));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Entrar" subtitle="Peça dos melhores restaurantes do seu bairro.">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label="Senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          value={senha}
          onChange={(event) => setSenha(event.target.value)}
          required
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" size="lg" block busy={busy}>
          Entrar
        </Button>
      </form>
      <p className="auth-card__footer">
        Ainda não tem conta? <Link to={PATHS.signUp}>Cadastre-se</Link>
      </p>
      <p className="auth-card__footer">
        É de um restaurante? <Link to={PATHS.restaurantLogin}>Entre pelo login do restaurante</Link>
      </p>
    </AuthCard>
  );
}
