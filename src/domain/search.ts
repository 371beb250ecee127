import { compareNames, isAvailableNow, type Product } from './catalog';
import { orderingBadge, orderingState } from './ordering-state';
import type { Restaurant } from './restaurant';

/** SPEC.md section 9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Lower case without accents, so 'acai' finds 'Açaí' and 'PIZZA' finds 'pizza'. */
export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

/**
 * Why something found or promoted cannot be ordered now, in the words of the restaurant cards
 * ('Fechado', 'Pausado até 20:30', 'Sem receber pedidos'), or 'Indisponível' for a dish off the
 * menu today or a restaurant customers cannot see; null when it can be ordered.
 */
export function unavailableLabel(
  restaurant: Restaurant | undefined,
  now: Date,
  product?: Pick<Product, 'disponivel' | 'esgotadoAte'>,
): string | null {
  if (!restaurant) return 'Indisponível';
  if (product && !isAvailableNow(product, now)) return 'Indisponível';
  const state = orderingState(restaurant, now);
  return state.open ? null : orderingBadge(state);
}

/** A result and, when it cannot be ordered now, why (unavailableLabel). */
export interface SearchHit<T> {
  item: T;
  unavailable: string | null;
}

export interface SearchResults {
  restaurants: SearchHit<Restaurant>[];
  products: SearchHit<Product>[];
}

/** What can be ordered first, then the rest, each group keeping its order. */
export function orderableFirst<T extends { unavailable: string | null }>(hits: T[]): T[] {
  return [...hits.filter((hit) => hit.unavailable === null), ...hits.filter((hit) => hit.unavailable !== null)];
}

/**
 * Case-insensitive substring search on restaurant names and on product name, description or type
 * (SPEC.md section 9). Restaurants first, then products; in each, what can be ordered `now`
 * before what cannot (labelled), each group alphabetical.
 */
export function searchCatalog(query: string, restaurants: Restaurant[], products: Product[], now: Date): SearchResults {
  const needle = normalizeForSearch(query);
  if (!needle) return { restaurants: [], products: [] };
  const matches = (value: string | null | undefined) => !!value && normalizeForSearch(value).includes(needle);
  // Dishes only of the restaurants customers may see (listed: not suspended, opened by the owner).
  const listed = new Map(restaurants.map((restaurant) => [restaurant.id, restaurant]));
  return {
    restaurants: orderableFirst(
      restaurants
        .filter((restaurant) => matches(restaurant.nome))
        .sort((a, b) => compareNames(a.nome, b.nome))
        .map((restaurant) => ({ item: restaurant, unavailable: unavailableLabel(restaurant, now) })),
    ),
    products: orderableFirst(
      products
        .filter((product) => listed.has(product.restaurantId))
        .filter((product) => matches(product.nome) || matches(product.descricao) || matches(product.type))
        .sort((a, b) => compareNames(a.nome, b.nome))
        .map((product) => ({ item: product, unavailable: unavailableLabel(listed.get(product.restaurantId), now, product) })),
    ),
  };
}
