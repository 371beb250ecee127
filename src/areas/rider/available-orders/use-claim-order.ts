import { useRef, useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { NOT_A_RIDER_MESSAGE, claimOrder } from '@/services/delivery';
import { errorMessage } from '@/domain/shared/errors';

/**
 * 'Aceitar Pedido': `claim` resolves whether this rider got the order. `claiming` holds the orders
 * on their way; a refusal or failure is `error`, in the texts SPEC.md section 8 gives them.
 */
export function useClaimOrder(isRider: boolean) {
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());
  // Claims on their way, read synchronously: two taps can land before the busy button renders.
  const inFlight = useRef(new Set<string>());
  const [error, setError] = useState<string | null>(null);

  async function claim(order: Order): Promise<boolean> {
    if (!isRider) {
      setError(NOT_A_RIDER_MESSAGE);
      return false;
    }
    if (inFlight.current.has(order.id)) return false;
    inFlight.current.add(order.id);
    setClaiming((current) => new Set(current).add(order.id));
    setError(null);
    try {
      await claimOrder(order.restaurantId, order.id);
      return true;
    } catch (caught) {
      const refused = caught instanceof CallableRefusal && caught.kind === 'refused';
      if (!refused) console.error('Claiming order failed', caught);
      // SPEC.md section 8 gives these two their own texts; every other failure is 'Erro ao aceitar pedido: '.
      const plain = refused && (caught.code === 'missing' || caught.code === 'signed-out');
      setError(plain ? caught.message : `Erro ao aceitar pedido: ${errorMessage(caught)}`);
      return false;
    } finally {
      inFlight.current.delete(order.id);
      setClaiming((current) => {
        const next = new Set(current);
        next.delete(order.id);
        return next;
      });
    }
  }
  return { claim, claiming, error, setError };
}
