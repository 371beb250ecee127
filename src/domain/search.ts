import { compareNames, type Product } from './catalog';
import type { Restaurant } from './restaurant';

/** SPEC.md section 9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Lower case without accents, so 'acai' finds 'Açaí' and 'PIZZA' finds 'pizza'. */
export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

export interface SearchResults {
  restaurants: Restaurant[];
  products: Product[];
}

/**
 * Case-insensitive substring search on restaurant names and on product name, description or type
 * (SPEC.md section 9). Restaurants first, then products, each alphabetical.
 */
export function searchCatalog(query: string, restaurants: Restaurant[], products: Product[]): SearchResults {
  const needle = normalizeForSearch(query);
  if (!needle) return { restaurants: [], products: [] };
  const matches = (value: string | null | undefined) => !!value && normalizeForSearch(value).includes(needle);
  // Dishes only of the restaurants customers may see (listed: not suspended, opened by the owner).
  const listed = new Set(restaurants.map((restaurant) => restaurant.id));
  return {
    restaurants: restaurants.filter((restaurant) => matches(restaurant.nome)).sort((a, b) => compareNames(a.nome, b.nome)),
    products: products
      .filter((product) => listed.has(product.restaurantId))
      .filter((product) => matches(product.nome) || matches(product.descricao) || matches(product.type))
      .sort((a, b) => compareNames(a.nome, b.nome)),
  };
}
