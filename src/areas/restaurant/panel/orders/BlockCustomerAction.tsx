import { useState } from 'react';
import { blockedName } from '@/domain/orders/blocks';
import type { Order } from '@/domain/orders/order';
import { blockCustomer } from '@/services/blocks';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { panelWriteMessage } from '@/areas/restaurant/panel/write-refusal';
import './orders.css';

/**
 * 'Bloquear cliente', kept in the card's 'Entrega e contato' details, far from 'Aceitar': blocking
 * is rare and a slip would turn a real customer away. Asks first; a failure stays in the dialog.
 */
export function BlockCustomerAction({ order }: { order: Pick<Order, 'id' | 'restaurantId' | 'userId' | 'clientName'> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function block() {
    setBusy(true);
    setError(null);
    try {
      await blockCustomer(order);
      setAsking(false);
    } catch (caught) {
      console.error('Erro ao bloquear cliente', caught);
      setError(panelWriteMessage(caught, 'Não foi possível bloquear o cliente. Verifique a conexão e tente novamente.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="panel-order__block" onClick={() => setAsking(true)}>
        Bloquear cliente
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Bloquear cliente"
          confirmLabel="Bloquear"
          busy={busy}
          onConfirm={() => void block()}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
        >
          <p>Bloquear {blockedName(order)}? Este cliente não poderá mais fazer pedidos neste restaurante.</p>
          {error ? <Notice tone="error">{error}</Notice> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
