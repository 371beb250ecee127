import { getIsCustomerBlocked } from '@/services/blocks';
import { useLoad } from '@/ui/use-load';

/**
 * Whether the bag's restaurant blocked the signed-in customer, read once per restaurant, so the
 * checkout says so before the tap. A failed read counts as not blocked: placeOrder checks again
 * and refuses with the same words (useLoad logs the failure).
 */
export function useBlockedByRestaurant(restaurantId: string | null, customerId: string | null): boolean {
  const key = restaurantId && customerId ? `bloqueado:${restaurantId}/${customerId}` : null;
  const result = useLoad(key, () => getIsCustomerBlocked(restaurantId ?? '', customerId ?? ''));
  return key !== null && result.status === 'success' && result.data;
}
