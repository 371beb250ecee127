import { useState, type FormEvent } from 'react';
import type { Order } from '@/domain/orders/order';
import { HANDOVER_CODE_LENGTH } from '@/domain/orders/handover';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { usePickupCode } from './use-pickup-code';

/**
 * 'Retirado' at the counter (issue #40): the customer shows the code on their phone, staff type it
 * here; a wrong code says so, with the tries left (services/pickup.ts).
 */
export function PickupCodeForm({ order }: { order: Pick<Order, 'id' | 'restaurantId'> }) {
  const [code, setCode] = useState('');
  const { confirm, override, locked, pending, error } = usePickupCode(order);
  const inputId = `pickup-code-${order.id}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    void confirm(code);
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
        <Button type="button" variant="secondary" busy={pending} disabled={pending} onClick={() => void override()}>
          Confirmar retirada sem código
        </Button>
      ) : null}
    </form>
  );
}
