import type { Order } from '@/domain/orders/order';
import { subscribeToAvailableOrders, subscribeToMyActiveOrders } from '@/services/delivery';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * The two lists both rider pages read, live while signed in (`uid`): the orders waiting for a
 * rider and this rider's own. A new `attempt` listens afresh ('Tentar novamente').
 */
export function useRiderOrders(uid: string | null, attempt: number): { available: LiveResult<Order[]>; active: LiveResult<Order[]> } {
  const available = useSubscription<Order[]>(`available:${uid ?? ''}:${attempt}`, uid ? (onNext, onError) => subscribeToAvailableOrders(onNext, onError) : null);
  const active = useSubscription<Order[]>(`active:${uid ?? ''}:${attempt}`, uid ? (onNext, onError) => subscribeToMyActiveOrders(uid, onNext, onError) : null);
  return { available, active };
}
