import type { Category, Product } from '@/domain/catalog/catalog';
import type { Order } from '@/domain/orders/order';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { subscribeToCategories, subscribeToProducts } from '@/services/catalog';
import { subscribeToRestaurantOrders, subscribeToScheduledOrders } from '@/services/orders';
import { subscribeToCommercialTerms, subscribeToRestaurant } from '@/services/restaurants';
import type { CommercialTerms } from '@/domain/restaurants/commercial-terms';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * What the panel listens to for every tab: the restaurant, today's orders, the order history and
 * the categories. Nothing is listened to unless `enabled`.
 */
export function usePanelData(restaurantId: string, today: { start: Date; end: Date }, enabled: boolean) {
  const restaurant = useSubscription<Restaurant | null>(`panel-restaurant:${restaurantId}`, enabled ? (onNext, onError) => subscribeToRestaurant(restaurantId, onNext, onError) : null);
  const todayOrders = useSubscription<Order[]>(
    `panel-today:${restaurantId}:${today.start.toISOString()}`,
    enabled ? (onNext, onError) => subscribeToRestaurantOrders(restaurantId, today, onNext, onError) : null,
  );
  const history = useSubscription<Order[]>(`panel-history:${restaurantId}`, enabled ? (onNext, onError) => subscribeToRestaurantOrders(restaurantId, null, onNext, onError) : null);
  const categories = useSubscription<Category[]>(`panel-categories:${restaurantId}`, enabled ? (onNext, onError) => subscribeToCategories(restaurantId, onNext, onError) : null);
  return { restaurant, todayOrders, history, categories };
}

/** The store's scheduled orders waiting for their time (issue #54), soonest first. */
export function useScheduledOrders(restaurantId: string): LiveResult<Order[]> {
  return useSubscription<Order[]>(`panel-scheduled:${restaurantId}`, restaurantId ? (onNext, onError) => subscribeToScheduledOrders(restaurantId, onNext, onError) : null);
}

/** The products, live while `enabled` (the opening checklist counts the available ones). */
export function useChecklistProducts(restaurantId: string, enabled: boolean): LiveResult<Product[]> {
  return useSubscription<Product[]>(`panel-checklist-products:${restaurantId}`, enabled ? (onNext, onError) => subscribeToProducts(restaurantId, onNext, onError) : null);
}

/**
 * The store's commercial terms (its contract, a proposed rate, why it is suspended), live while
 * `enabled`: for the dono and gerentes, who alone may read them.
 */
export function useCommercialTerms(restaurantId: string, enabled: boolean): LiveResult<CommercialTerms> {
  return useSubscription<CommercialTerms>(`panel-terms:${restaurantId}`, enabled ? (onNext, onError) => subscribeToCommercialTerms(restaurantId, onNext, onError) : null);
}
