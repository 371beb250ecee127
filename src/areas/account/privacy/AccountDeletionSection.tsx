import { useState, type FormEvent } from 'react';
import { DELETION_EFFECTS_TEXT, DELETION_GRACE_DAYS, DELETION_NOTE_MAX, DELETION_REASONS, deletionDueAt, type DeletionReason } from '@/domain/accounts/account-deletion';
import { formatSaoPauloDateTime } from '@/domain/shared/date-time-text';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { TextAreaField } from '@/ui/TextAreaField';
import { useAccountDeletion } from './use-account-deletion';

/**
 * 'Excluir minha conta' (issue #39): the reason, a confirmation that says what goes and what stays,
 * and DELETION_GRACE_DAYS to change one's mind. Once scheduled, the whole app gives way to
 * DeletionScheduledScreen (RouteGate); a refusal (the last dono, a delivery in hand...) says what
 * to resolve first and keeps what was typed.
 */
export function AccountDeletionSection() {
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { sending, request } = useAccountDeletion();

  function ask(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem('Escolha o motivo.');
    setProblem(null);
    setConfirming(true);
  }

  async function confirm() {
    if (!reason) return;
    const refusal = await request(reason, note);
    // Null: the profile now carries the scheduled deletion, and RouteGate takes over from here.
    if (refusal === null) return;
    setProblem(refusal);
    setConfirming(false);
  }

  return (
    <section className="card stack" aria-labelledby="privacy-delete-title">
      <h2 id="privacy-delete-title">Excluir minha conta</h2>
      <p>
        A exclusão acontece {DELETION_GRACE_DAYS} dias depois do pedido. Até lá, é só entrar de novo e tocar em &ldquo;Cancelar exclusão&rdquo;. {DELETION_EFFECTS_TEXT}
      </p>
      <form className="stack" onSubmit={ask} noValidate>
        <fieldset className="choice-list" disabled={sending}>
          <legend className="field__label">Por que você quer excluir a conta?</legend>
          {DELETION_REASONS.map((option) => (
            <label key={option} className="check-row">
              <input type="radio" name="motivo-exclusao" checked={reason === option} onChange={() => setReason(option)} /> {option}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label="Quer contar mais? (opcional)"
          name="detalhe-exclusao"
          rows={2}
          maxLength={DELETION_NOTE_MAX}
          value={note}
          disabled={sending}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <div>
          <Button type="submit" variant="danger">
            Excluir minha conta
          </Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog destructive title="Excluir a sua conta?" confirmLabel="Excluir minha conta" busy={sending} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
          <p>
            A sua conta será excluída em {formatSaoPauloDateTime(deletionDueAt(new Date()))}. Até lá, você pode cancelar entrando de novo.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
