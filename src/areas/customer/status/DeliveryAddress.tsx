import { formatAddress } from '@/domain/delivery/address';
import type { Order } from '@/domain/orders/order';
import { useMovedAddress } from './use-delivery-address';

/**
 * The order's delivery address as its customer reads it. Once delivered, the order keeps only the
 * bairro (issue #39): the customer's full address is read from where it was moved.
 */
export function DeliveryAddress({ order }: { order: Pick<Order, 'id' | 'restaurantId' | 'status' | 'endereco'> }) {
  const moved = useMovedAddress(order);
  return <>{formatAddress((moved.status === 'success' ? moved.data : null) ?? order.endereco)}</>;
}
