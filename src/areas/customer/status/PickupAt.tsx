import type { Order } from '@/domain/orders/order';
import { isOldOrder } from '@/domain/orders/order';
import { PickupPlace } from '../checkout/PickupPlace';
import { useRestaurant } from './use-restaurant';

/** A pickup order's store: the address it was placed with, a map link and the store's hours (live). */
export function PickupAt({ order }: { order: Order }) {
  const done = isOldOrder(order.status);
  const restaurant = useRestaurant(done ? null : order.restaurantId);
  if (done) return null;
  const info = restaurant.status === 'success' ? restaurant.data : null;
  return <PickupPlace nome={order.restaurantName} endereco={order.restaurantAddress || info?.endereco || ''} horario={info ? info.horarioFuncionamento : null} />;
}
