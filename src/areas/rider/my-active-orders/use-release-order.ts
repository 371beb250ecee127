import { useState } from 'react';
import type { Order } from '@/domain/orders/order';
import type { ReleaseOrderRequest } from '@/domain/orders/order-release.schema';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';
import { releaseOrder } from '@/services/delivery';

/**
 * 'Devolver pedido': sent to the releaseOrder function; on success the order leaves this rider's
 * list by itself (the live query), so only a refusal is kept, with its Portuguese text.
 */
export function useReleaseOrder(order: Pick<Order, 'restaurantId' | 'id'>) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function release(reason: Pick<ReleaseOrderRequest, 'motivo' | 'observacao'>): Promise<boolean> {
    setSending(true);
    setError(null);
    try {
      await releaseOrder({ restaurantId: order.restaurantId, orderId: order.id, ...reason });
      return true;
    } catch (caught) {
      const refusal = toCallableRefusal(caught);
      console.error('Releasing the order failed', refusal.code, refusal.message);
      setError(refusal.message);
      return false;
    } finally {
      setSending(false);
    }
  }

  return { release, sending, error };
}
