import { useState, type FormEvent } from 'react';
import type { Order } from '@/domain/orders/order';
import { HANDOVER_CODE_LENGTH } from '@/domain/orders/handover';
import { PICKUP_OVERRIDE_REFUSED_MESSAGE } from '@/domain/orders/pickup-counter';
import { PickupCodeError, confirmPickupCode, confirmPickupWithoutCode } from '@/services/pickup';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

const PICKUP_WRITE_FAILED = 'Não foi possível confirmar a retirada. Verifique a conexão e tente novamente.';

/**
 * 'Retirado' at the counter (issue #40): the customer shows the code on their phone, staff type it
 * here; a wrong code says so, with the tries left (services/pickup.ts).
 */
export function PickupCodeForm({ order }: { order: Pick<Order, 'id' | 'restaurantId'> }) {
  const [code, setCode] = useState('');
  const [locked, setLocked] = useState(false);
  const { run, pending, error } = usePanelWrite();
  const inputId = `pickup-code-${order.id}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => confirmPickupCode(order.restaurantId, order.id, code), {
      log: 'Erro ao confirmar retirada',
      failure: (caught) => {
        if (caught instanceof PickupCodeError && caught.reason === 'locked') setLocked(true);
        return caught instanceof PickupCodeError ? caught.message : PICKUP_WRITE_FAILED;
      },
    });
  }
  function override() {
    void run(() => confirmPickupWithoutCode(order.restaurantId, order.id), {
      log: 'Erro ao confirmar retirada sem código',
      // Refused by the rules: an atendente's try (managers only).
      failure: (caught) => (firebaseErrorCode(caught) === 'permission-denied' ? PICKUP_OVERRIDE_REFUSED_MESSAGE : PICKUP_WRITE_FAILED),
    });
  }
  return (
    <form className="panel-order__pickup" onSubmit={submit}>
      <label htmlFor={inputId}>Código de retirada do cliente</label>
      <span className="form-actions">
        <input
          id={inputId}
          className="panel-order__pickup-code"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={HANDOVER_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          disabled={pending}
        />
        <Button type="submit" busy={pending} disabled={pending}>
          Retirado
        </Button>
      </span>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {locked ? (
        <Button type="button" variant="secondary" busy={pending} disabled={pending} onClick={override}>
          Confirmar retirada sem código
        </Button>
      ) : null}
    </form>
  );
}
