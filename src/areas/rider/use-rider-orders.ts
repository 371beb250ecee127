import type { Order } from '@/domain/orders/order';
import { subscribeToAvailableOrders, subscribeToMyActiveOrders } from '@/services/delivery';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * The two lists both rider pages read, live while signed in (`uid`): the orders of the rider's
 * city (`cidade`, its key) waiting for a rider, only while the rider is available, and this
 * rider's own. A new `attempt` listens afresh ('Tentar novamente').
 */
export function useRiderOrders(uid: string | null, cidade: string, availableNow: boolean, attempt: number): { available: LiveResult<Order[]>; active: LiveResult<Order[]> } {
  const listens = uid && cidade && availableNow;
  const available = useSubscription<Order[]>(`available:${uid ?? ''}:${cidade}:${availableNow}:${attempt}`, listens ? (onNext, onError) => subscribeToAvailableOrders(cidade, onNext, onError) : null);
  const active = useSubscription<Order[]>(`active:${uid ?? ''}:${attempt}`, uid ? (onNext, onError) => subscribeToMyActiveOrders(uid, onNext, onError) : null);
  return { available, active };
}
