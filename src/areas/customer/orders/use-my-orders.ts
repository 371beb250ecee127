import type { Order } from '@/domain/orders/order';
import { subscribeToMyOrders } from '@/services/orders';
import { subscribeToMyReviewedOrderIds } from '@/services/reviews';
import { useSubscription } from '@/ui/use-subscription';

/** The signed-in customer's orders and the ids of those they reviewed, live; loading without a uid. */
export function useMyOrders(uid: string | null) {
  const orders = useSubscription<Order[]>(`my-orders:${uid ?? ''}`, uid ? (onNext, onError) => subscribeToMyOrders(uid, onNext, onError) : null);
  const reviewed = useSubscription<Set<string>>(`my-reviews:${uid ?? ''}`, uid ? (onNext, onError) => subscribeToMyReviewedOrderIds(uid, onNext, onError) : null);
  return { orders, reviewed };
}
