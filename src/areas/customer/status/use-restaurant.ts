import type { Restaurant } from '@/domain/restaurants/restaurant';
import { subscribeToRestaurant } from '@/services/restaurants';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * An order's restaurant, live (its phone, its usual preparation time); null id listens to
 * nothing. Several components may ask for the same one: Firestore shares the listener's reads.
 */
export function useRestaurant(restaurantId: string | null): LiveResult<Restaurant | null> {
  return useSubscription<Restaurant | null>(
    `restaurant:${restaurantId ?? ''}`,
    restaurantId ? (onNext, onError) => subscribeToRestaurant(restaurantId, onNext, onError) : null,
  );
}
