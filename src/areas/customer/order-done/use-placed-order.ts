import type { Order } from '@/domain/orders/order';
import { subscribeToOrder } from '@/services/orders';
import { useSubscription } from '@/ui/use-subscription';

/** The order just placed, live. */
export function usePlacedOrder(restaurantId: string, orderId: string) {
  return useSubscription<Order | null>(`done:${restaurantId}/${orderId}`, (onNext, onError) => subscribeToOrder(restaurantId, orderId, onNext, onError));
}
