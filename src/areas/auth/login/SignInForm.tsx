import { useState, type FormEvent, type ReactNode } from 'react';
import type { LoginForm } from '@/domain/accounts/auth.form';
import { authErrorMessage, type AuthScreen } from '@/domain/accounts/auth-errors';
import { hasErrors, type FieldErrors } from '@/domain/shared/validation';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useSignIn } from './use-sign-in';

/**
 * E-mail and password sign-in, shared by /login and /login-restaurante, which differ only in
 * their validation texts, error wording and button. Once signed in, the RouteGate moves the
 * person on (home, or back where they were going); nothing here decides where.
 */
export function SignInForm({
  validate,
  errorScreen,
  submitLabel,
  emailAutoComplete = 'email',
  extra,
  onEmailChange,
}: {
  validate: (form: LoginForm) => FieldErrors<keyof LoginForm>;
  errorScreen: AuthScreen;
  submitLabel: string;
  emailAutoComplete?: string;
  /** Rendered between the fields and the error (e.g. 'Esqueceu a senha?'). */
  extra?: ReactNode;
  onEmailChange?: (email: string) => void;
}) {
  const [form, setForm] = useState<LoginForm>({ email: '', senha: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginForm>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, run: signIn } = useSignIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(form);
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    setError(null);
    const signedIn = await signIn(form.email, form.senha);
    if (!signedIn.ok) setError(authErrorMessage(errorScreen, firebaseErrorCode(signedIn.error)));
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete={emailAutoComplete}
        inputMode="email"
        value={form.email}
        onChange={(event) => {
          setForm((current) => ({ ...current, email: event.target.value }));
          onEmailChange?.(event.target.value);
        }}
        error={fieldErrors.email}
      />
      <TextField
        label="Senha"
        name="senha"
        type="password"
        autoComplete="current-password"
        value={form.senha}
        onChange={(event) => setForm((current) => ({ ...current, senha: event.target.value }))}
        error={fieldErrors.senha}
      />
      {extra}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" size="lg" block busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
