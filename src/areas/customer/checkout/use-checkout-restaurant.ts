import { useBag } from '@/state/bag-store';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { subscribeToRestaurant } from '@/services/restaurants';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The restaurant of the bag, live (its fee and minimum may change while the customer decides). */
export function useCheckoutRestaurant(): LiveResult<Restaurant | null> {
  const [bag] = useBag();
  const restaurantId = bag.restaurantId;
  return useSubscription<Restaurant | null>(
    `checkout-restaurant:${restaurantId ?? ''}`,
    restaurantId ? (onNext, onError) => subscribeToRestaurant(restaurantId, onNext, onError) : null,
  );
}
