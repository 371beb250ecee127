import { useCallback, useState, type FormEvent } from 'react';
import { INVITATION_CODE_USED, invitationAuthMessage, invitedAccountSchema, type InvitedAccountForm } from '@/domain/accounts/invitation-account.schema';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { CODE_USED, useCreateInvitedAccount, useInvitedEmail } from './use-invited-account';

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
  const invited = useInvitedEmail(
    code,
    useCallback(() => onSignInInstead(INVITATION_CODE_USED), [onSignInInstead]),
  );
  const account = useCreateInvitedAccount(code);
  const [form, setForm] = useState<InvitedAccountForm>({ nome: '', senha: '', confirmarSenha: '' });
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  // A used code is not shown as an error: the page switches to signing in (onSignInInstead).
  if (invited.read.status === 'loading' || invited.used) return <LoadingState text="Conferindo o convite..." />;
  if (invited.read.status === 'error') {
    const message = invitationAuthMessage(invited.errorCode);
    return invited.errorCode === 'auth/network-request-failed' ? (
      <RetryNotice onRetry={invited.retry}>{message}</RetryNotice>
    ) : (
      <Notice tone="error">{message}</Notice>
    );
  }
  const email = invited.read.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = readRequest(invitedAccountSchema, form);
    setError(null);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    const { nome, senha } = request.value;
    const created = await account.create(email, senha, nome);
    if (created.step === 'password') {
      const errorCode = firebaseErrorCode(created.error);
      console.error('Erro ao criar a senha', created.error);
      if (errorCode === CODE_USED) return onSignInInstead(INVITATION_CODE_USED);
      if (errorCode === 'auth/weak-password') return setErrors({ senha: invitationAuthMessage(errorCode) });
      return setError(invitationAuthMessage(errorCode));
    }
    if (created.step === 'sign-in') {
      console.error('Erro ao entrar depois de criar a senha', created.error);
      const connection = firebaseErrorCode(created.error) === 'auth/network-request-failed';
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
      <Button type="submit" size="lg" block busy={account.busy}>
        Criar senha e entrar
      </Button>
      <p className="hint">Ao entrar, você aceita o convite e vai direto para o painel da loja.</p>
    </form>
  );
}
