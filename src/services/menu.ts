import { sortCategories, type Category, type Product } from '@/domain/catalog/catalog';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import type { RatingSummary } from '@/domain/restaurants/review';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { toNullableText } from '@/domain/shared/stored-values';
import { categoryFromData, optionGroupFromData, productFromData } from '@/domain/catalog/menu.record';
import { rememberedRead } from './browse-cache';
import { runRestCountAndAverage, runRestQuery } from './firestore-rest';

/**
 * A menu as a visitor reads it (/cardapio/{id}): one-shot reads over Firestore's REST API with
 * plain fetch (firestore-rest.ts: no SDK to download before the first read, so the first dishes
 * and their photos come sooner, issue #49; Firestore Lite before), which the page repeats on
 * focus and on a timer (ui/refreshed-read.ts), instead of four live listeners on the full SDK
 * (issue #27). The checkout keeps listening live (catalog.ts, restaurants.ts) and
 * placeOrder prices from the catalogue, so a menu a few minutes old never sells a sold-out dish.
 * The last answers are kept on the device (browse-cache.ts), so a visited menu opens offline.
 */

/**
 * The restaurant; null when it does not exist. Its cover photo (issue #40) is read here and in
 * restaurants.ts, not in restaurantFromData, which the home page ships in its first load.
 */
export function getMenuRestaurant(restaurantId: string): Promise<Restaurant | null> {
  return rememberedRead(restaurantId, 'restaurant', async () => {
    const [found] = await runRestQuery({ collection: 'restaurantes', where: [], ids: [restaurantId], limit: 1 });
    return found ? { ...restaurantFromData(found.id, found.data), capa: toNullableText(found.data.capa) || null } : null;
  });
}

/** Its categories, in the owner's order, the rest by name (sortCategories). */
export function getMenuCategories(restaurantId: string): Promise<Category[]> {
  return rememberedRead(restaurantId, 'categories', async () => {
    const documents = await runRestQuery({ parent: `restaurantes/${restaurantId}`, collection: 'categorias', where: [], orderBy: 'nome' });
    return sortCategories(documents.map((document) => categoryFromData(document.id, document.data)));
  });
}

/** Its products. */
export function getMenuProducts(restaurantId: string): Promise<Product[]> {
  return rememberedRead(restaurantId, 'products', async () => {
    const documents = await runRestQuery({ parent: `restaurantes/${restaurantId}`, collection: 'produtos', where: [] });
    return documents.map((document) => productFromData(document.id, restaurantId, document.data));
  });
}

/** Its option groups (complementos). */
export function getMenuOptionGroups(restaurantId: string): Promise<OptionGroup[]> {
  return rememberedRead(restaurantId, 'option-groups', async () => {
    const documents = await runRestQuery({ parent: `restaurantes/${restaurantId}`, collection: 'complementos', where: [] });
    return documents.map((document) => optionGroupFromData(document.id, document.data));
  });
}

/** Count and average of its reviews, from one aggregation query (no review is downloaded). */
export function getRatingSummary(restaurantId: string): Promise<RatingSummary> {
  return rememberedRead(restaurantId, 'rating', async () => {
    const { count: total, average: mean } = await runRestCountAndAverage(`restaurantes/${restaurantId}`, 'avaliacoes', 'rating');
    return { count: total, average: total > 0 ? mean : null };
  });
}
