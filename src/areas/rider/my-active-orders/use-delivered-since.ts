import type { Order } from '@/domain/orders/order';
import { subscribeToMyDeliveriesSince } from '@/services/delivery';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The rider's deliveries since `since`, live. */
export function useDeliveredSince(uid: string, since: Date): LiveResult<Order[]> {
  return useSubscription<Order[]>(`rider-delivered:${uid}:${since.getTime()}`, (onNext, onError) => subscribeToMyDeliveriesSince(uid, since, onNext, onError));
}
