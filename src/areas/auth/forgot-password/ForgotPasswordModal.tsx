import { useState, type FormEvent } from 'react';
import { validateResetEmail } from '@/domain/accounts/auth.form';
import { authErrorMessage } from '@/domain/accounts/auth-errors';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { usePasswordReset } from './use-password-reset';

/** The login page's 'Esqueceu a senha?' dialog (SPEC.md sections 5 and 8). */
export function ForgotPasswordModal({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { busy, run: sendReset } = usePasswordReset();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateResetEmail(email);
    if (invalid) {
      setMessage({ tone: 'error', text: invalid });
      return;
    }
    setMessage(null);
    const sent = await sendReset(email);
    if (sent.ok) setMessage({ tone: 'success', text: 'Verifique seu e-mail (inclusive a caixa de spam) para redefinir sua senha.' });
    else setMessage({ tone: 'error', text: authErrorMessage('passwordReset', firebaseErrorCode(sent.error)) });
  }

  return (
    <Modal title="Redefinir senha" onClose={onClose} size="sm">
      <form className="stack" onSubmit={submit} noValidate>
        <p>Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.</p>
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        <Button type="submit" block busy={busy}>
          Enviar link
        </Button>
      </form>
    </Modal>
  );
}
