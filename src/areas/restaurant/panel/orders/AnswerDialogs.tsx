import { useState } from 'react';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { PREP_TIME_PICKS, REJECTION_REASONS, type RejectionReason } from '@/domain/orders/order-lifecycle';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Modal } from '@/ui/Modal';
import './orders.css';

/**
 * Accepting asks how long the kitchen needs: one tap on a quick pick accepts. The restaurant's
 * default comes first and is marked; it joins the picks when it is not one of them.
 */
export function AcceptDialog({
  order,
  defaultMinutes,
  onAccept,
  onCancel,
}: {
  order: Pick<Order, 'id' | 'numero'>;
  defaultMinutes: number;
  onAccept: (minutes: number) => void;
  onCancel: () => void;
}) {
  const picks = [...new Set([defaultMinutes, ...PREP_TIME_PICKS])].sort((a, b) => a - b);
  return (
    <Modal title={`Aceitar pedido ${orderNumberLabel(order)}`} onClose={onCancel} size="sm">
      <p>Quanto tempo a cozinha precisa? O cliente vê a previsão de entrega na hora.</p>
      <div className="accept-picks" role="group" aria-label="Tempo de preparo">
        {picks.map((minutes) => (
          <Button key={minutes} size="lg" variant={minutes === defaultMinutes ? 'primary' : 'secondary'} onClick={() => onAccept(minutes)}>
            {minutes} min{minutes === defaultMinutes ? ' (padrão)' : ''}
          </Button>
        ))}
      </div>
      <Button variant="ghost" block onClick={onCancel}>
        Cancelar
      </Button>
    </Modal>
  );
}

/** Rejecting asks why (the customer reads the reason); nothing is sent until it is chosen. */
export function RejectDialog({
  order,
  onReject,
  onCancel,
}: {
  order: Pick<Order, 'id' | 'numero'>;
  onReject: (reason: RejectionReason) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      destructive
      title={`Rejeitar pedido ${orderNumberLabel(order)}?`}
      confirmLabel="Rejeitar pedido"
      onCancel={onCancel}
      onConfirm={() => (reason ? onReject(reason) : setMissing(true))}
    >
      <fieldset className="choice-list">
        <legend>Motivo (o cliente verá)</legend>
        {REJECTION_REASONS.map((option) => (
          <label key={option} className="choice-list__option">
            <input type="radio" name="motivo" value={option} checked={reason === option} onChange={() => setReason(option)} /> {option}
          </label>
        ))}
      </fieldset>
      {missing && !reason ? (
        <p className="field__error" role="alert">
          Escolha o motivo da rejeição.
        </p>
      ) : null}
      <p className="hint">Esta ação não pode ser desfeita.</p>
    </ConfirmDialog>
  );
}
