import { useState } from 'react';
import { blockedName } from '@/domain/orders/blocks';
import type { Order } from '@/domain/orders/order';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { useBlockCustomer } from './use-order-writes';
import './orders.css';

/**
 * 'Bloquear cliente', kept in the card's 'Entrega e contato' details, far from 'Aceitar': blocking
 * is rare and a slip would turn a real customer away. Asks first; a failure stays in the dialog.
 */
export function BlockCustomerAction({ order }: { order: Pick<Order, 'id' | 'restaurantId' | 'userId' | 'clientName'> }) {
  const [asking, setAsking] = useState(false);
  const { block: blockCustomer, pending: busy, error, clearError } = useBlockCustomer(order);

  async function block() {
    if (await blockCustomer()) setAsking(false);
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="panel-order__block" onClick={() => setAsking(true)}>
        Bloquear cliente
      </Button>
      {asking ? (
        <ConfirmDialog
          destructive
          title="Bloquear cliente"
          confirmLabel="Bloquear"
          busy={busy}
          onConfirm={() => void block()}
          onCancel={() => {
            setAsking(false);
            clearError();
          }}
        >
          <p>Bloquear {blockedName(order)}? Este cliente não poderá mais fazer pedidos neste restaurante.</p>
          {error ? <Notice tone="error">{error}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
