import type { ConsoleRestaurant } from '@/domain/restaurants/console-restaurant.record';
import { applicationId, type Application } from '@/domain/onboarding/application';
import { getApplication } from '@/services/admin-applications';
import { getRecentRestaurantOrders, getRestaurantMembers, RECENT_ORDERS_LIMIT, subscribeToConsoleRestaurant } from '@/services/admin-directory';
import { useLoad, type LoadResult } from '@/ui/use-load';
import { useRetryableLoad, useRetryableSubscription } from '../shared/use-console-read';

/** How many orders 'Pedidos recentes' shows. */
export { RECENT_ORDERS_LIMIT };

/** One restaurant as the operator sees it, live (null: not found); `retry` listens again after an error. */
export function useConsoleRestaurant(id: string) {
  return useRetryableSubscription<ConsoleRestaurant | null>(`restaurante/${id}`, (onNext, onError) => subscribeToConsoleRestaurant(id, onNext, onError));
}

/** The application the restaurant of owner `owner` came from, if any (seeded restaurants have none); nothing is read while `owner` is null. */
export function useOriginApplication(owner: string | null): LoadResult<Application | null> {
  return useLoad(owner ? `origem/${owner}` : null, () => getApplication(applicationId('restaurante', owner ?? '')));
}

/** restaurantes/{rid}/membros: who works there, with which role; `retry` reads again. */
export function useRestaurantMembers(restaurantId: string) {
  return useRetryableLoad(`membros/${restaurantId}`, () => getRestaurantMembers(restaurantId));
}

/** The restaurant's newest orders, read once; `retry` ('Atualizar') reads them again. */
export function useRecentRestaurantOrders(restaurantId: string) {
  return useRetryableLoad(`pedidos/${restaurantId}`, () => getRecentRestaurantOrders(restaurantId));
}
