import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  Timestamp,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { cityKey, deliveryKeysFor, type CityDirectoryEntry } from '@/domain/discovery-index';
import type { DeliveryPlace } from '@/domain/delivery-areas';
import { HOME_PAGE_SIZE } from '@/domain/home-listing';
import type { Restaurant } from '@/domain/restaurant';
import { restaurantFromData } from '@/domain/stored-records';
import { liteDb } from './firestore-lite';
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
  restaurants: Restaurant[];
  /** Pass back for the next page; null when this page was the last. */
  next: PageCursor | null;
}

/**
 * What the home lists (issue #27), from the discovery index kept by the Functions
 * (src/domain/discovery-index.ts), in name order:
 * - a place and no category: the restaurants that deliver to its bairro (array-contains-any of
 *   its delivery keys);
 * - a place and a category: that category within the place's city (Firestore takes one array
 *   filter per query, so those that do not serve the bairro come too, and the card says so);
 * - no place: every listed restaurant, of the category if one is chosen.
 */
function homeConstraints({ place, category }: Pick<HomeListingRequest, 'place' | 'category'>): QueryConstraint[] {
  const listed = where('listado', '==', true);
  const byName = orderBy('indice.nome');
  if (place && !category) return [listed, where('indice.entregaEm', 'array-contains-any', deliveryKeysFor(place)), byName];
  const inCategory = category ? [where('categoriasPrincipais', 'array-contains', category)] : [];
  if (place) return [listed, where('indice.cidade', '==', cityKey(place.cidade)), ...inCategory, byName];
  return [listed, ...inCategory, byName];
}

/**
 * One page of the home's restaurants (see homeConstraints), read once with Firestore Lite: the
 * home refreshes on focus and on a timer instead of listening, so a visitor reads only the
 * cards they scroll to.
 */
export async function getRestaurantsPage(request: HomeListingRequest): Promise<RestaurantsPage> {
  const pageSize = request.pageSize ?? HOME_PAGE_SIZE;
  const cursor = request.after ? [startAfter(request.after as unknown as QueryDocumentSnapshot)] : [];
  let snapshot;
  try {
    snapshot = await getDocs(query(collection(liteDb, 'restaurantes'), ...homeConstraints(request), ...cursor, limit(pageSize)));
  } catch (error) {
    // Firestore Lite keeps no cache: without a network, the first page last read on this device.
    const saved = request.after === null && !navigator.onLine ? recallFirstPage(request) : null;
    if (saved) return { restaurants: saved, next: null };
    throw error;
  }
  if (request.after === null) rememberFirstPage(request, snapshot.docs);
  const last = snapshot.docs.at(-1);
  return {
    restaurants: snapshot.docs.map((document) => restaurantFromData(document.id, document.data())),
    next: last && snapshot.size === pageSize ? (last as unknown as PageCursor) : null,
  };
}

const OFFLINE_COPY = 'sabor:home-first-page';
const queryOf = ({ place, category }: HomeListingRequest) => JSON.stringify([place?.cidade ?? null, place?.bairro ?? null, category]);

function rememberFirstPage(request: HomeListingRequest, docs: ReadonlyArray<QueryDocumentSnapshot>) {
  const stored = JSON.stringify({ query: queryOf(request), docs: docs.map((document) => [document.id, document.data()]) }, (_key, value: unknown) =>
    value instanceof Timestamp ? { __em: value.toMillis() } : value,
  );
  try {
    localStorage.setItem(OFFLINE_COPY, stored);
  } catch (error) {
    // A full or blocked storage costs only the offline copy; the page read is shown anyway.
    console.warn('Cópia offline da página inicial não salva', error);
  }
}

function recallFirstPage(request: HomeListingRequest): Restaurant[] | null {
  const raw = localStorage.getItem(OFFLINE_COPY);
  if (!raw) return null;
  const saved = JSON.parse(raw, (_key, value: unknown) =>
    value && typeof value === 'object' && Object.keys(value).length === 1 && typeof (value as { __em?: unknown }).__em === 'number' ? new Date((value as { __em: number }).__em) : value,
  ) as { query: string; docs: Array<[string, DocumentData]> };
  return saved.query === queryOf(request) ? saved.docs.map(([id, data]) => restaurantFromData(id, data)) : null;
}

/** The cities customers can choose and their bairros (cidades/, kept by the Functions), by name. */
export async function getCities(): Promise<CityDirectoryEntry[]> {
  const snapshot = await getDocs(collection(liteDb, 'cidades'));
  return snapshot.docs
    .map((document): CityDirectoryEntry => {
      const data = document.data();
      return {
        nome: typeof data.nome === 'string' ? data.nome : document.id,
        bairros: Array.isArray(data.bairros) ? data.bairros.filter((bairro): bairro is string => typeof bairro === 'string') : [],
        restaurantes: typeof data.restaurantes === 'number' ? data.restaurantes : 0,
      };
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}
