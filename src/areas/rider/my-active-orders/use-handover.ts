import { useEffect, useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { confirmDelivery, confirmPickup, handoverAttemptsLeft } from '@/services/delivery';
import { errorMessage } from '@/domain/shared/errors';
import { CodeRefusedError } from '@/domain/orders/typed-code';

/** 'Confirmar retirada': pending from the tap until the order moves on (it stays so on success). */
export function usePickup(order: Pick<Order, 'restaurantId' | 'id'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pickUp() {
    setBusy(true);
    setError(null);
    try {
      await confirmPickup(order.restaurantId, order.id);
    } catch (caught) {
      console.error('Confirming pickup failed', caught);
      setError(`Erro ao confirmar retirada: ${errorMessage(caught)}`);
      setBusy(false);
    }
  }
  return { pickUp, busy, error };
}

/**
 * The handover code's check, with the tries left (asked once, since tries made before a reload
 * still count). `confirm` resolves whether the order was delivered; a wrong code says how many
 * tries are left in `error`.
 */
export function useConfirmDelivery(order: Pick<Order, 'restaurantId' | 'id'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    handoverAttemptsLeft(order.restaurantId, order.id).then(
      (left) => active && setAttemptsLeft(left),
      (caught: unknown) => console.error('Reading handover attempts failed', caught),
    );
    return () => {
      active = false;
    };
  }, [order.restaurantId, order.id]);

  async function confirm(code: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await confirmDelivery(order.restaurantId, order.id, code);
      return true;
    } catch (caught) {
      if (caught instanceof CodeRefusedError) {
        setError(caught.message);
        if (caught.reason !== 'format') setAttemptsLeft(caught.attemptsLeft);
      } else {
        console.error('Confirming delivery failed', caught);
        setError(`Erro ao confirmar entrega: ${errorMessage(caught)}`);
      }
      setBusy(false);
      return false;
    }
  }
  return { confirm, busy, error, attemptsLeft };
}
