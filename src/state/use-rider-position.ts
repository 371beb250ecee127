import type { RiderPosition } from '@/domain/delivery/rider-tracking.record';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { subscribeToRiderPosition } from '@/services/rider-tracking';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * The rider's position on `target`'s way (issue #54), live while `onTheWay` (the order carried by
 * a rider); nothing is read otherwise, and the rules refuse it after the leg anyway.
 */
export function useRiderPosition(target: OrderTarget, onTheWay: boolean): LiveResult<RiderPosition | null> {
  return useSubscription<RiderPosition | null>(
    `rastreio:${target.restaurantId}/${target.orderId}:${onTheWay ? 'on' : 'off'}`,
    onTheWay ? (onNext, onError) => subscribeToRiderPosition(target, onNext, onError) : null,
  );
}
