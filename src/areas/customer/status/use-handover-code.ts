import { subscribeToHandoverCode } from '@/services/orders';
import { useSubscription } from '@/ui/use-subscription';

/** The order's handover code, live (null for an order placed before codes existed). */
export function useHandoverCode(restaurantId: string, orderId: string) {
  return useSubscription<string | null>(`handover:${restaurantId}/${orderId}`, (onNext, onError) => subscribeToHandoverCode(restaurantId, orderId, onNext, onError));
}
