import { formatAddress } from '@/domain/delivery/address';
import { isDelivered, type Order } from '@/domain/orders/order';
import type { Address } from '@/domain/delivery/address';
import { subscribeToMovedAddress } from '@/services/orders';
import { useSubscription } from '@/ui/use-subscription';

/**
 * The order's delivery address as its customer reads it. Once delivered, the order keeps only the
 * bairro (issue #39): the customer's full address is read from where it was moved.
 */
export function DeliveryAddress({ order }: { order: Pick<Order, 'id' | 'restaurantId' | 'status' | 'endereco'> }) {
  const delivered = isDelivered(order.status);
  const moved = useSubscription<Address | string | null>(
    `endereco:${order.restaurantId}/${order.id}:${delivered}`,
    delivered ? (onNext, onError) => subscribeToMovedAddress(order.restaurantId, order.id, onNext, onError) : null,
  );
  return <>{formatAddress((moved.status === 'success' ? moved.data : null) ?? order.endereco)}</>;
}
