import { getOptionGroups, getProducts } from '@/services/catalog';
import { getRestaurant } from '@/services/restaurants';

/** The restaurant, its products and its option groups as they are today, for 'Pedir de novo'. */
export function readTodaysMenu(restaurantId: string) {
  return Promise.all([getRestaurant(restaurantId), getProducts(restaurantId), getOptionGroups(restaurantId)]);
}
