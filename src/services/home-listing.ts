import { cityKey } from '@/domain/delivery/cities';
import { deliveryKeysFor } from '@/domain/discovery/discovery-index';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import { HOME_PAGE_SIZE } from '@/domain/discovery/home-listing';
import { STOREFRONTS, type StoreCard } from '@/domain/discovery/storefront';
import { storeCardFromData } from '@/domain/discovery/store-card.record';
import { rememberedRead } from './browse-cache';
import { runRestQuery, type RestCursor, type RestFilter } from './firestore-rest';
import type { PageCursor } from './paging';

export interface HomeListingRequest {
  /** Where the customer wants it delivered; null: no place chosen, every listed restaurant. */
  place: DeliveryPlace | null;
  /** A category chip; null: all. */
  category: string | null;
  /** Where the previous page ended; null: the first page. */
  after: PageCursor | null;
  /** HOME_PAGE_SIZE unless the home re-reads what it already shows (a refresh). */
  pageSize?: number;
}

export interface RestaurantsPage {
  restaurants: StoreCard[];
  /** Pass back for the next page; null when this page was the last. */
  next: PageCursor | null;
}

/**
 * What the home lists (issue #27), from the restaurants' shop windows kept by the Functions
 * (vitrines, src/domain/discovery/storefront.ts: about 2 KB a card), in name order:
 * - a place and no category: the restaurants that deliver to its bairro (array-contains-any of
 *   its delivery keys);
 * - a place and a category: that category within the place's city (Firestore takes one array
 *   filter per query, so those that do not serve the bairro come too, and the card says so);
 * - no place: every listed restaurant, of the category if one is chosen.
 */
function homeFilters({ place, category }: Pick<HomeListingRequest, 'place' | 'category'>): RestFilter[] {
  const listed: RestFilter = ['listado', 'EQUAL', true];
  if (place && !category) return [listed, ['entregaEm', 'ARRAY_CONTAINS_ANY', deliveryKeysFor(place)]];
  const inCategory: RestFilter[] = category ? [['categoriasPrincipais', 'ARRAY_CONTAINS', category]] : [];
  if (place) return [listed, ['cidadeChave', 'EQUAL', cityKey(place.cidade)], ...inCategory];
  return [listed, ...inCategory];
}

/**
 * One page of the home's restaurants (see homeFilters), read once over REST (firestore-rest.ts:
 * no SDK to download); the home refreshes on focus and on a timer instead of listening, so a
 * visitor reads only the cards they scroll to.
 */
export async function getRestaurantsPage(request: HomeListingRequest): Promise<RestaurantsPage> {
  const pageSize = request.pageSize ?? HOME_PAGE_SIZE;
  const read = async (): Promise<RestaurantsPage> => {
    const documents = await runRestQuery({
      collection: STOREFRONTS,
      where: homeFilters(request),
      orderBy: 'ordem',
      startAfter: request.after as unknown as RestCursor | null,
      limit: pageSize,
    });
    const last = documents.at(-1);
    return {
      restaurants: documents.map((document) => storeCardFromData(document.id, document.data)),
      next: last && documents.length === pageSize ? (last.cursor as unknown as PageCursor) : null,
    };
  };
  if (request.after !== null) return read();
  // A REST read keeps no cache: the first page is remembered on the device (browse-cache.ts),
  // so the home opens offline with what it last showed for this place and category.
  let next: PageCursor | null = null;
  const restaurants = await rememberedRead('inicio', JSON.stringify([request.place?.cidade ?? null, request.place?.bairro ?? null, request.category]), async () => {
    const page = await read();
    next = page.next;
    return page.restaurants;
  });
  return { restaurants, next };
}
