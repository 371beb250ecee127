import { useState, type ReactNode } from 'react';
import type { Order } from '@/domain/orders/order';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { useCancelOrder } from './use-order';

/**
 * Where the order stands, with the customer's 'Cancelar pedido' beside it and its confirmation
 * saying what follows (`confirmText`): an order the restaurant has not answered, or a scheduled
 * one before its time (firestore.rules isCustomerCancel). 'warning' when something changed that the
 * customer should weigh (a scheduled order's store paused).
 */
export function CancelOrderNotice({ order, confirmText, tone = 'info', children }: { order: Order; confirmText: string; tone?: 'info' | 'warning'; children: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  const { busy, error, cancel: cancelOrder } = useCancelOrder(order);
  async function cancel() {
    if (await cancelOrder()) setConfirming(false);
  }
  return (
    <Notice
      tone={tone}
      action={
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          Cancelar pedido
        </Button>
      }
    >
      {children}
      {error ? <span className="field__error">{error}</span> : null}
      {confirming ? (
        <ConfirmDialog destructive title="Cancelar este pedido?" confirmLabel="Cancelar pedido" cancelLabel="Voltar" busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void cancel()}>
          <p>{confirmText}</p>
        </ConfirmDialog>
      ) : null}
    </Notice>
  );
}
