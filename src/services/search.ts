import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import { cityKey } from '@/domain/delivery/cities';
import { DISH_ENTRY_FIELDS, DISH_SEARCH, RESTAURANT_SEARCH, searchTokenOf } from '@/domain/discovery/discovery-index';
import { dishMatches, restaurantMatches, type SearchResults } from '@/domain/discovery/search';
import { storeCardFromData } from '@/domain/discovery/store-card.record';
import { STOREFRONTS, type StoreCard } from '@/domain/discovery/storefront';
import { productFromData } from '@/domain/catalog/menu.record';
import { runRestQuery, type RestFilter } from './firestore-rest';
import { meterQuery, type ReadMeter } from './read-meter';

/**
 * The one search the screens call. It queries the token index that a Function trigger keeps for
 * every restaurant and beside every dish (`indice.busca` of buscaRestaurantes/{id} and of
 * restaurantes/{id}/buscaPratos/{dishId}, src/domain/discovery/discovery-index.ts), then reads the
 * shop windows (vitrines/{id}, about 2 KB) of what it found for their names and open state:
 * at most SEARCH_LIMITS.restaurants + 2 × SEARCH_LIMITS.dishes = 30 documents a search, whatever
 * the size of the catalogue. One-shot, over Firestore's REST API with plain fetch
 * (firestore-rest.ts), which lets a query ask for some fields only: the tokens, most of an
 * entry's bytes, never travel (issue #49).
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
  const filters: RestFilter[] = [
    ['indice.listado', 'EQUAL', true],
    ['indice.busca', 'ARRAY_CONTAINS', token],
    ...(place ? [['indice.cidade', 'EQUAL', cityKey(place.cidade)] as RestFilter] : []),
  ];
  const [restaurantEntries, dishEntries] = await Promise.all([
    // The restaurants' names only: their windows say the rest.
    runRestQuery({ collection: RESTAURANT_SEARCH, where: filters, select: [], limit: SEARCH_LIMITS.restaurants }),
    runRestQuery({ collection: DISH_SEARCH, allDescendants: true, where: filters, select: DISH_ENTRY_FIELDS, limit: SEARCH_LIMITS.dishes }),
  ]);
  meterQuery(meter, restaurantEntries.length);
  meterQuery(meter, dishEntries.length);

  const products = dishEntries
    // restaurantes/{restaurantId}/buscaPratos/{dishId}
    .map((entry) => productFromData(entry.id, entry.path.split('/')[1] ?? '', entry.data))
    .filter((product) => dishMatches(text, product));

  // The restaurants found and the dishes' restaurants, by their windows: what a row shows of them
  // and whether they take orders now; one query (at most 6 + 12 ids, within the 30 an 'in' takes).
  const ids = [...new Set([...restaurantEntries.map((entry) => entry.id), ...products.map((product) => product.restaurantId)])];
  const byId = new Map<string, StoreCard>();
  if (ids.length > 0) {
    const windows = await runRestQuery({ collection: STOREFRONTS, where: [['listado', 'EQUAL', true]], ids, limit: ids.length });
    meterQuery(meter, windows.length);
    for (const window of windows) byId.set(window.id, storeCardFromData(window.id, window.data));
  }

  return {
    restaurants: restaurantEntries.flatMap((entry) => {
      const restaurant = byId.get(entry.id);
      return restaurant && restaurantMatches(text, restaurant) ? [restaurant] : [];
    }),
    // A dish whose restaurant was delisted since its index was written has no window to read: not offered.
    dishes: products.flatMap((product) => {
      const restaurant = byId.get(product.restaurantId);
      return restaurant ? [{ product, restaurant }] : [];
    }),
  };
}
