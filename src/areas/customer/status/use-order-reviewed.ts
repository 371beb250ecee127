import type { Order } from '@/domain/orders/order';
import { subscribeToOrderReviewed } from '@/services/reviews';
import { useSubscription } from '@/ui/use-subscription';

/** Whether the order was reviewed, live (its review's id is the order's); read only once it is delivered. */
export function useOrderReviewed(order: Order, delivered: boolean) {
  return useSubscription<boolean>(
    `order-reviewed:${order.restaurantId}/${order.id}`,
    delivered ? (onNext, onError) => subscribeToOrderReviewed(order.restaurantId, order.id, onNext, onError) : null,
  );
}
