import { useState, type FormEvent } from 'react';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { RELEASE_NOTE_MAX, RELEASE_REASONS, type ReleaseReason } from '@/domain/orders/order-release';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { TextAreaField } from '@/ui/TextAreaField';
import { useReleaseOrder } from './use-release-order';

/**
 * 'Devolver pedido', before pickup only (issue #36): a rider who accepted by mistake, or cannot go,
 * gives the order back with a reason. It returns to the city's riders at once and the kitchen
 * sees who gave it back and why. What the rider typed stays on a refusal; once given back, the
 * page says so (`onReleased`).
 */
export function ReleaseOrderButton({ order, onReleased }: { order: Order; onReleased: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReleaseReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { release, sending, error } = useReleaseOrder(order);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem('Escolha o motivo.');
    if (reason === 'Outro motivo' && note.trim().length < 3) return setProblem('Conte em poucas palavras o motivo.');
    setProblem(null);
    if (await release({ motivo: reason, observacao: note })) {
      setOpen(false);
      // In place of the acceptance's 'aceito com sucesso!', which no longer holds (issue #51).
      onReleased(`Pedido ${orderNumberLabel(order)} devolvido. Ele voltou para os entregadores da cidade.`);
    }
  }

  return (
    <>
      <Button variant="ghost" block onClick={() => setOpen(true)}>
        Devolver pedido
      </Button>
      {open ? (
        <Modal title={`Devolver o pedido ${orderNumberLabel(order)}?`} onClose={() => setOpen(false)} size="sm">
          <form className="stack" onSubmit={submit} noValidate>
            <p>O pedido volta na hora para os entregadores da cidade, e o restaurante vê que você devolveu e por quê.</p>
            <fieldset className="choice-list" disabled={sending}>
              <legend className="field__label">Por que você vai devolver?</legend>
              {RELEASE_REASONS.map((option) => (
                <label key={option} className="check-row">
                  <input type="radio" name="motivo" checked={reason === option} onChange={() => setReason(option)} /> {option}
                </label>
              ))}
            </fieldset>
            <TextAreaField
              label={reason === 'Outro motivo' ? 'Conte o motivo' : 'Observação (opcional)'}
              name="observacao"
              rows={2}
              maxLength={RELEASE_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            {problem || error ? <Notice tone="error">{problem ?? error}</Notice> : null}
            <div className="form-actions">
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={sending}>
                Cancelar
              </Button>
              <Button type="submit" variant="danger" busy={sending}>
                Devolver pedido
              </Button>
            </div>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
