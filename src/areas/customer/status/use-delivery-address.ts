import type { Address } from '@/domain/delivery/address';
import { type Order } from '@/domain/orders/order';
import { isDelivered } from '@/domain/orders/order-status';
import { subscribeToMovedAddress } from '@/services/orders';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * The full address of a delivered order, live from where it was moved (issue #39: the order keeps
 * only the bairro); nothing is read before it is delivered.
 */
export function useMovedAddress(order: Pick<Order, 'id' | 'restaurantId' | 'status'>): LiveResult<Address | string | null> {
  const delivered = isDelivered(order.status);
  return useSubscription<Address | string | null>(
    `endereco:${order.restaurantId}/${order.id}:${delivered}`,
    delivered ? (onNext, onError) => subscribeToMovedAddress(order.restaurantId, order.id, onNext, onError) : null,
  );
}
