import type { Restaurant } from '@/domain/restaurants/restaurant';
import { getRestaurant } from '@/services/restaurants';
import { useLoad, type LoadResult } from '@/ui/use-load';

/** The inviting restaurant (its document is public), read once; null when it does not exist. */
export function useInvitingRestaurant(restaurantId: string): LoadResult<Restaurant | null> {
  return useLoad(`convite/restaurante/${restaurantId}`, () => getRestaurant(restaurantId));
}
