import { collection, collectionGroup, documentId, getDocs, limit, query, where } from 'firebase/firestore/lite';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import { cityKey } from '@/domain/delivery/cities';
import { DISH_SEARCH, searchTokenOf } from '@/domain/discovery/discovery-index';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { dishMatches, restaurantMatches, type SearchResults } from '@/domain/discovery/search';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { productFromData } from '@/domain/catalog/menu.record';
import { liteDb } from './firestore-lite';
import { meterQuery, type ReadMeter } from './read-meter';

/**
 * The one search the screens call. It reads the token index that a Function trigger keeps on
 * every restaurant and beside every dish (`indice.busca` of restaurantes/{id} and of
 * restaurantes/{id}/buscaPratos/{dishId}, src/domain/discovery/discovery-index.ts) with
 * Firestore Lite, one-shot: at most SEARCH_LIMITS.restaurants + 2 × SEARCH_LIMITS.dishes = 30
 * documents a search, whatever the size of the catalogue.
 *
 * When a city outgrows it. The index holds the accent-folded words of names (and restaurants'
 * home categories) with their prefixes of 2 to 15 letters, and dishes' description words whole,
 * nothing else, so:
 * - no typo tolerance and no plurals: 'lasanah', 'lasanhas' and 'piza' find nothing; 'bolo'
 *   finds 'Bolonhesa' but 'nhesa' does not (a word is found by its start only);
 * - one token a query (array-contains takes one value): the other typed words only filter the
 *   documents that token returned, after the limit, so 'pizza calabresa' may miss a calabresa
 *   that was not among the first 12 'pizza' dishes;
 * - no relevance: Firestore returns the matches by document path, and the limits cut there; the
 *   open-first, alphabetical order (rankSearchResults) only sorts what was read.
 * That serves a city while a word people type matches at most about 6 restaurants and 12 dishes
 * there (a few dozen restaurants). A city of hundreds of restaurants, where 'pizza' or 'burger'
 * matches hundreds of dishes and the 12 shown are the first by id rather than the best or the
 * open ones, or a marketplace that wants 'lasanah' to find 'lasanha', needs a hosted engine (the
 * Typesense or Algolia Firebase extensions, which sync these collections): it replaces this
 * module's body, `searchCatalog` keeping its signature and its SearchResults, and no screen changes.
 */

/** How many of each kind one search reads (the dishes' restaurants add at most one per dish). */
export const SEARCH_LIMITS = { restaurants: 6, dishes: 12 } as const;

export interface SearchRequest {
  /** What the person typed; fewer than 2 letters in its longest word finds nothing (searchTokenOf). */
  text: string;
  /** The chosen delivery place: only its city's restaurants and dishes; null searches every city. */
  place: DeliveryPlace | null;
}

/**
 * Listed restaurants whose name or home categories, and dishes of listed restaurants whose name
 * or description, have a word starting with every word of `text`, ignoring case and accents (the
 * longest typed word must start a word of a name, or be a whole word of a description: that is
 * what the index holds); in the chosen city.
 * Unordered: rankSearchResults (domain/discovery/search.ts) lists them. `meter` counts the reads.
 */
export async function searchCatalog({ text, place }: SearchRequest, meter?: ReadMeter): Promise<SearchResults> {
  const token = searchTokenOf(text);
  if (!token) return { restaurants: [], dishes: [] };
  const inCity = place ? [where('indice.cidade', '==', cityKey(place.cidade))] : [];
  const [restaurantDocs, productDocs] = await Promise.all([
    getDocs(query(collection(liteDb, 'restaurantes'), where('listado', '==', true), where('indice.busca', 'array-contains', token), ...inCity, limit(SEARCH_LIMITS.restaurants))),
    getDocs(query(collectionGroup(liteDb, DISH_SEARCH), where('indice.listado', '==', true), where('indice.busca', 'array-contains', token), ...inCity, limit(SEARCH_LIMITS.dishes))),
  ]);
  meterQuery(meter, restaurantDocs.size);
  meterQuery(meter, productDocs.size);

  const restaurants = restaurantDocs.docs.map((document) => restaurantFromData(document.id, document.data()));
  const products = productDocs.docs
    .map((document) => productFromData(document.id, document.ref.parent.parent?.id ?? '', document.data()))
    .filter((product) => dishMatches(text, product));

  // The dishes' rows show their restaurant's name and whether it takes orders now: one query for
  // those the first one did not bring (at most 12 ids, within the 30 an 'in' takes).
  const byId = new Map<string, Restaurant>(restaurants.map((restaurant) => [restaurant.id, restaurant]));
  const missing = [...new Set(products.map((product) => product.restaurantId))].filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const snapshot = await getDocs(query(collection(liteDb, 'restaurantes'), where(documentId(), 'in', missing)));
    meterQuery(meter, snapshot.size);
    for (const document of snapshot.docs) byId.set(document.id, restaurantFromData(document.id, document.data()));
  }

  return {
    restaurants: restaurants.filter((restaurant) => restaurantMatches(text, restaurant)),
    // A dish whose restaurant was delisted since its index was written is not offered.
    dishes: products.flatMap((product) => {
      const restaurant = byId.get(product.restaurantId);
      return restaurant?.listado ? [{ product, restaurant }] : [];
    }),
  };
}
