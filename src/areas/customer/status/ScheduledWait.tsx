import { useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { scheduledForText } from '@/domain/orders/scheduling';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { useCancelOrder } from './use-order';

/**
 * A scheduled order waiting for its slot (issue #54): for when, that the kitchen gets it in time to
 * have it ready then, and the customer's way out until it does (firestore.rules isCustomerCancel).
 */
export function ScheduledWait({ order, now }: { order: Order; now: Date }) {
  const [confirming, setConfirming] = useState(false);
  const { busy, error, cancel: cancelOrder } = useCancelOrder(order);
  if (!order.agendadoPara) return null;
  const when = scheduledForText(order.agendadoPara, now);
  const nothingOwed = order.pagamentoOnline ? 'o valor pago pelo app será devolvido' : 'nada será cobrado';
  async function cancel() {
    if (await cancelOrder()) setConfirming(false);
  }
  return (
    <Notice
      tone="info"
      action={
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          Cancelar pedido
        </Button>
      }
    >
      Pedido agendado para {when}. O restaurante recebe o pedido a tempo de prepará-lo para esse horário, e você é avisado quando ele chegar à cozinha.
      {error ? <span className="field__error">{error}</span> : null}
      {confirming ? (
        <ConfirmDialog destructive title="Cancelar este pedido?" confirmLabel="Cancelar pedido" cancelLabel="Voltar" busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void cancel()}>
          <p>
            O pedido agendado para {when} será cancelado e {nothingOwed}.
          </p>
        </ConfirmDialog>
      ) : null}
    </Notice>
  );
}
