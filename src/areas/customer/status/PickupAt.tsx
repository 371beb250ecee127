import { type Order } from '@/domain/orders/order';
import { isOldOrder } from '@/domain/orders/order-status';
import { PickupPlace } from '../shared/PickupPlace';
import { useRestaurant } from './use-restaurant';

/**
 * A pickup order's store ('Retirar no local', issue #40) on /status: the address it was placed
 * with, a Google Maps link and the store's hours (live), until the order is over.
 */
export function PickupAt({ order }: { order: Order }) {
  const done = isOldOrder(order.status);
  const restaurant = useRestaurant(done ? null : order.restaurantId);
  if (done) return null;
  const info = restaurant.status === 'success' ? restaurant.data : null;
  return <PickupPlace nome={order.restaurantName} endereco={order.restaurantAddress || info?.endereco || ''} horario={info?.horarioFuncionamento ?? null} />;
}
