import { useEffect, useState, type FormEvent } from 'react';
import { INVITATION_CODE_USED, invitationAuthMessage, invitedAccountSchema, type InvitedAccountForm } from '@/domain/accounts/invitation-account.schema';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { firebaseErrorCode } from '@/services/errors';
import { readInvitedEmail, setInvitedPassword, signInInvited } from '@/services/invitation-account';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';

type CodeCheck = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'failed'; message: string; retry: boolean };

/**
 * A new account's invitation: the link's code names the invited e-mail; the person picks a name
 * and a password, is signed in with them and accepts the invitation (`onAccept`). When the code
 * was used already, or the password is set but what follows failed, the page carries on as for an
 * existing account (`onSignInInstead`, with what to tell the person).
 */
export function NewAccountStep({
  code,
  onAccept,
  onSignInInstead,
}: {
  code: string;
  onAccept: (nome: string) => Promise<boolean>;
  onSignInInstead: (message: string) => void;
}) {
  const [check, setCheck] = useState<CodeCheck>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<InvitedAccountForm>({ nome: '', senha: '', confirmarSenha: '' });
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    readInvitedEmail(code).then(
      (email) => !cancelled && setCheck({ status: 'valid', email }),
      (caught: unknown) => {
        if (cancelled) return;
        const errorCode = firebaseErrorCode(caught);
        if (errorCode === 'auth/invalid-action-code') return onSignInInstead(INVITATION_CODE_USED);
        console.error('Erro ao ler o link do convite', caught);
        setCheck({ status: 'failed', message: invitationAuthMessage(errorCode), retry: errorCode === 'auth/network-request-failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, attempt, onSignInInstead]);

  if (check.status === 'checking') return <LoadingState text="Conferindo o convite..." />;
  if (check.status === 'failed') {
    return check.retry ? (
      <RetryNotice onRetry={() => (setCheck({ status: 'checking' }), setAttempt((value) => value + 1))}>{check.message}</RetryNotice>
    ) : (
      <Notice tone="error">{check.message}</Notice>
    );
  }
  const { email } = check;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = readRequest(invitedAccountSchema, form);
    setError(null);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    setBusy(true);
    const { nome, senha } = request.value;
    try {
      await setInvitedPassword(code, senha);
    } catch (caught) {
      const errorCode = firebaseErrorCode(caught);
      console.error('Erro ao criar a senha', caught);
      setBusy(false);
      if (errorCode === 'auth/invalid-action-code') return onSignInInstead(INVITATION_CODE_USED);
      if (errorCode === 'auth/weak-password') return setErrors({ senha: invitationAuthMessage(errorCode) });
      return setError(invitationAuthMessage(errorCode));
    }
    try {
      await signInInvited(email, senha, nome);
    } catch (caught) {
      console.error('Erro ao entrar depois de criar a senha', caught);
      const connection = firebaseErrorCode(caught) === 'auth/network-request-failed';
      return onSignInInstead(`Sua senha foi criada${connection ? ', mas a conexão caiu' : ''}. Entre com o e-mail e a senha para aceitar o convite.`);
    }
    // On a refusal the person is signed in: the page shows the reason with the accept button.
    if (!(await onAccept(nome))) onSignInInstead('');
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label="E-mail convidado" name="email" type="email" value={email} readOnly autoComplete="username" />
      <TextField label="Seu nome" name="nome" autoComplete="name" value={form.nome} onChange={(event) => setForm((current) => ({ ...current, nome: event.target.value }))} error={errors.nome} />
      <TextField
        label="Crie uma senha"
        name="senha"
        type="password"
        autoComplete="new-password"
        hint="Pelo menos 6 caracteres."
        value={form.senha}
        onChange={(event) => setForm((current) => ({ ...current, senha: event.target.value }))}
        error={errors.senha}
      />
      <TextField
        label="Confirme a senha"
        name="confirmarSenha"
        type="password"
        autoComplete="new-password"
        value={form.confirmarSenha}
        onChange={(event) => setForm((current) => ({ ...current, confirmarSenha: event.target.value }))}
        error={errors.confirmarSenha}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" size="lg" block busy={busy}>
        Criar senha e entrar
      </Button>
      <p className="hint">Ao entrar, você aceita o convite e vai direto para o painel da loja.</p>
    </form>
  );
}
