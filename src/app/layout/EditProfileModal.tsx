import { useState, type FormEvent } from 'react';
import { isReservedName, RESERVED_NAME_MESSAGE } from '@/domain/shared/validation';
import { updateOwnName } from '@/services/accounts';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useSession } from '@/state/session-context';

/** 'Editar Perfil' (SPEC.md section 2): the name is editable and required, the e-mail is not. */
export function EditProfileModal({ onClose }: { onClose: () => void }) {
  const { session } = useSession();
  const profile = session.status === 'ready' ? session.profile : null;
  const email = session.status === 'ready' ? session.user.email ?? profile?.email ?? '' : '';
  const [nome, setNome] = useState(profile?.nome || (session.status === 'ready' ? session.user.displayName ?? '' : ''));
  const [nameError, setNameError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!nome.trim()) {
      setNameError('O nome é obrigatório.');
      return;
    }
    if (isReservedName(nome)) {
      setNameError(RESERVED_NAME_MESSAGE);
      return;
    }
    setNameError(null);
    setBusy(true);
    setMessage(null);
    try {
      await updateOwnName(nome);
      setMessage({ tone: 'success', text: 'Perfil atualizado com sucesso!' });
    } catch (error) {
      setMessage({ tone: 'error', text: `Falha ao atualizar perfil: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Editar Perfil" onClose={onClose} size="sm">
      {session.status === 'ready' && !profile ? (
        <Notice tone="error">Erro ao carregar seus dados. Tente novamente.</Notice>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <TextField label="Nome" name="nome" autoComplete="name" value={nome} onChange={(event) => setNome(event.target.value)} error={nameError} />
          <TextField label="E-mail" name="email" type="email" value={email} readOnly hint="O e-mail não pode ser alterado." />
          {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          <Button type="submit" block busy={busy}>
            Salvar
          </Button>
        </form>
      )}
    </Modal>
  );
}
