import type { BlockedCustomer } from '@/domain/orders/blocks';
import { subscribeToBlockedCustomers } from '@/services/blocks';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The restaurant's blocked customers, live (nothing while `restaurantId` is empty). */
export function useBlockedCustomers(restaurantId: string): LiveResult<BlockedCustomer[]> {
  return useSubscription<BlockedCustomer[]>(restaurantId, restaurantId ? (onNext, onError) => subscribeToBlockedCustomers(restaurantId, onNext, onError) : null);
}
