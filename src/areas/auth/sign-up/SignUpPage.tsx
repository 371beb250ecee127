import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { validateSignUp, type SignUpForm } from '@/domain/accounts/auth.form';
import { authErrorMessage } from '@/domain/accounts/auth-errors';
import { PATHS, returnPathOf, withReturnPath } from '@/domain/shared/routes';
import { hasErrors, type FieldErrors } from '@/domain/shared/validation';
import { errorMessage, firebaseErrorCode } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Modal } from '@/ui/Modal';
import { TextField } from '@/ui/TextField';
import { DataPolicyText } from '@/ui/DataPolicyText';
import { AuthCard } from '../shared/AuthCard';
import { continueUrlTo } from '../shared/continue-url';
import { useSignUp } from './use-sign-up';
import { useBagIsWaiting, WaitingBagNotice } from '../shared/WaitingBagNotice';

const EMPTY: SignUpForm = { nome: '', telefone: '', email: '', senha: '', confirmarSenha: '' };

/** /cadastro (SPEC.md section 2): a new customer account, then e-mail verification. */
export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The page to come back to once the e-mail is confirmed (e.g. 'Seja um entregador').
  const back = returnPathOf(location.search, location.state);
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof SignUpForm>>({});
  const [error, setError] = useState<string | null>(null);
  const [readingPolicy, setReadingPolicy] = useState(false);
  const { busy, run: signUp } = useSignUp();
  const ordering = useBagIsWaiting(back);

  const update = (field: keyof SignUpForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateSignUp(form);
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    setError(null);
    // The e-mail's link leads back to where this sign-up was heading, also when opened in another tab.
    const signedUp = await signUp(form, continueUrlTo(back ?? PATHS.home));
    if (signedUp.ok) return navigate(withReturnPath(PATHS.verifyEmail, back), { replace: true });
    const caught = signedUp.error;
    console.error('Erro no cadastro', caught);
    setError(authErrorMessage('signUp', firebaseErrorCode(caught), firebaseErrorCode(caught) ? undefined : errorMessage(caught)));
  }

  return (
    <AuthCard title="Criar conta" subtitle={ordering ? undefined : 'Cadastre-se para pedir e acompanhar suas entregas.'}>
      <WaitingBagNotice back={back} step="signUp" />
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label="Nome completo" name="nome" autoComplete="name" value={form.nome} onChange={update('nome')} error={fieldErrors.nome} />
        <TextField
          label="Telefone"
          name="telefone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          value={form.telefone}
          onChange={update('telefone')}
          error={fieldErrors.telefone}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={update('email')}
          error={fieldErrors.email}
        />
        <TextField
          label="Senha"
          name="senha"
          type="password"
          autoComplete="new-password"
          hint="Pelo menos 6 caracteres."
          value={form.senha}
          onChange={update('senha')}
          error={fieldErrors.senha}
        />
        <TextField
          label="Confirmar senha"
          name="confirmarSenha"
          type="password"
          autoComplete="new-password"
          value={form.confirmarSenha}
          onChange={update('confirmarSenha')}
          error={fieldErrors.confirmarSenha}
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <p className="hint">
          Ao se cadastrar, você aceita a{' '}
          <button type="button" className="link-button link-button--inline" onClick={() => setReadingPolicy(true)}>
            Política de Dados
          </button>{' '}
          da Sabor.
        </p>
        <Button type="submit" size="lg" block busy={busy}>
          Cadastrar
        </Button>
      </form>
      {readingPolicy ? (
        <Modal title="Política de Dados" closeLabel="Fechar" onClose={() => setReadingPolicy(false)}>
          <div className="policy">
            <DataPolicyText />
          </div>
        </Modal>
      ) : null}
      <p className="auth-card__footer">
        Já tem conta? <Link to={withReturnPath(PATHS.login, back)}>Entrar</Link>
      </p>
    </AuthCard>
  );
}
