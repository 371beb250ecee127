import { compareNames, isAvailableNow, type Product } from '../catalog/catalog';
import { matchesSearch } from './discovery-index';
import { orderingBadge, orderingState } from '../restaurants/ordering-state';
import type { StoreCard } from './storefront';

/** SPEC.md section 9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Why something found or promoted cannot be ordered now, in the words of the restaurant cards
 * ('Fechado', 'Pausado até 20:30', 'Sem receber pedidos'), or 'Indisponível' for a dish off the
 * menu today or a restaurant customers cannot see; null when it can be ordered.
 */
export function unavailableLabel(
  restaurant: Parameters<typeof orderingState>[0] | undefined,
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

/** What can be ordered first, then the rest, each group keeping its order. */
export function orderableFirst<T extends { unavailable: string | null }>(hits: T[]): T[] {
  return [...hits.filter((hit) => hit.unavailable === null), ...hits.filter((hit) => hit.unavailable !== null)];
}

/** A dish found, with the restaurant it is ordered from, as its shop window shows it (its row shows the name; its state labels the dish). */
export interface FoundDish {
  product: Product;
  restaurant: StoreCard;
}

/**
 * What a search found (src/services/search.ts), in no particular order: listed restaurants whose
 * name or home categories match, and dishes of listed restaurants whose name or description match.
 */
export interface SearchResults {
  /** As their shop windows show them (storefront.ts). */
  restaurants: StoreCard[];
  dishes: FoundDish[];
}

/** SearchResults as the screen lists them (rankSearchResults). */
export interface RankedSearchResults {
  restaurants: SearchHit<StoreCard>[];
  dishes: SearchHit<FoundDish>[];
}

/**
 * Whether a restaurant found by one word of `typed` matches all of it: the index is queried with
 * one token (array-contains takes one), so the other words are checked here, against what the
 * restaurant's tokens were made of (its name and home categories).
 */
export function restaurantMatches(typed: string, restaurant: Pick<StoreCard, 'nome' | 'categoriasPrincipais'>): boolean {
  return matchesSearch(typed, [restaurant.nome, ...restaurant.categoriasPrincipais].join(' '));
}

/**
 * Whether a dish found by one word of `typed` matches all of it (see restaurantMatches): against
 * its name and description, as its tokens were made (productIndex).
 */
export function dishMatches(typed: string, product: Pick<Product, 'nome' | 'descricao'>): boolean {
  return matchesSearch(typed, `${product.nome} ${product.descricao}`);
}

/**
 * The results as listed: restaurants, then dishes; in each, what can be ordered `now` before what
 * cannot (labelled 'Fechado', 'Pausado até 20:30', 'Sem receber pedidos' or 'Indisponível'),
 * each group alphabetical (dishes of the same name by their restaurant's). Recomputed as `now`
 * moves, so a restaurant that closes while the results are on screen says so.
 */
export function rankSearchResults(results: SearchResults, now: Date): RankedSearchResults {
  return {
    restaurants: orderableFirst(
      [...results.restaurants]
        .sort((a, b) => compareNames(a.nome, b.nome))
        .map((restaurant) => ({ item: restaurant, unavailable: unavailableLabel(restaurant, now) })),
    ),
    dishes: orderableFirst(
      [...results.dishes]
        .sort((a, b) => compareNames(a.product.nome, b.product.nome) || compareNames(a.restaurant.nome, b.restaurant.nome))
        .map((dish) => ({ item: dish, unavailable: unavailableLabel(dish.restaurant, now, dish.product) })),
    ),
  };
}
