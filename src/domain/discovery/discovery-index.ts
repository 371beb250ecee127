import { cityKey } from '../delivery/cities';
import { foldPlace, type DeliveryPlace } from '../delivery/delivery-areas';
import type { Restaurant } from '../restaurants/restaurant';

/**
 * The discovery index (issue #27): what the home page and the search query instead of reading
 * the whole catalogue, written only by the Function triggers of functions/src/stores/discovery-index.ts
 * (so nobody can forge where they deliver or what they are found by), from the documents themselves:
 *
 * - buscaRestaurantes/{id}: a restaurant's `indice` { busca, cidade, listado }, the search's
 *   restaurants (restaurantSearchEntry; before issue #49 it sat on the restaurant itself, and every
 *   menu downloaded it);
 * - restaurantes/{id}/buscaPratos/{productId}: what the search shows of the dish and its `indice`
 *   { busca, cidade, listado, restaurante }, the search's dishes (dishSearchEntry);
 * - vitrines/{id}: the home's cards, with where each delivers (storefront.ts).
 *
 * Everything is folded with foldPlace (no accents, lower case, words separated by one space), so
 * 'LASANHA', 'lasanhá' and 'Lasanha' are one word and 'São Paulo' is 'sao paulo'.
 */

/** The longest prefix kept per word: 'hamburguer' needs 10; words longer than this are found by their first 15 letters. */
export const TOKEN_MAX = 15;
/** Prefixes start at 2 letters: one letter would match most of the catalogue. */
export const TOKEN_MIN = 2;
/** Bounds an index entry (and its document's size) whatever a name or a description holds. */
const TOKENS_PER_DOCUMENT = 200;
/** Description words are indexed whole (no prefixes) from this length: 'com', 'de' say nothing. */
const DESCRIPTION_WORD_MIN = 3;

/** Any city, in a delivery key of a restaurant from before cities (it delivers wherever asked). */
export const ANY = '*';

function words(text: string): string[] {
  return foldPlace(text).split(' ').filter(Boolean);
}

/** Every prefix of 2 to 15 letters of every word of `texts`: 'Lasanha' -> la, las, lasa, ..., lasanha. */
export function searchTokens(texts: ReadonlyArray<string>, wholeWords: ReadonlyArray<string> = []): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(words)) {
    for (let length = TOKEN_MIN; length <= Math.min(word.length, TOKEN_MAX); length += 1) tokens.add(word.slice(0, length));
  }
  for (const word of wholeWords.flatMap(words)) if (word.length >= DESCRIPTION_WORD_MIN) tokens.add(word.slice(0, TOKEN_MAX));
  return [...tokens].sort().slice(0, TOKENS_PER_DOCUMENT);
}

/**
 * The one token a search asks the index for: the longest word typed (the most selective), cut
 * at TOKEN_MAX; null when nothing typed has 2 letters. The other words are checked on what comes
 * back (matchesSearch), since Firestore takes one array-contains per query.
 */
export function searchTokenOf(typed: string): string | null {
  const longest = words(typed).reduce((best, word) => (word.length > best.length ? word : best), '');
  return longest.length >= TOKEN_MIN ? longest.slice(0, TOKEN_MAX) : null;
}

/** Every word typed starts a word of `text`, folded: 'lasanha bol' matches 'Lasanha à Bolonhesa'. */
export function matchesSearch(typed: string, text: string): boolean {
  const wanted = words(typed);
  const have = words(text);
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}

type Stored = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** buscaRestaurantes/{id}.indice: what only the search's query reads (the home reads vitrines, storefront.ts). */
export interface RestaurantIndex {
  /** cityKey of its city; null for a restaurant from before cities. */
  cidade: string | null;
  busca: string[];
  /** Shown to customers: listed and not suspended, as its shop window says (the rules let only these be read). */
  listado: boolean;
}

/**
 * buscaRestaurantes/{id}: a restaurant's search tokens, apart from the restaurant (which every
 * menu reads) and from its shop window (which the home reads): only the search's query reads
 * them, and asks for the documents' names alone, then reads the found ones' windows.
 */
export const RESTAURANT_SEARCH = 'buscaRestaurantes';

/** A restaurant's index from its stored document (legacy `name`, no city included). */
export function restaurantIndex(data: Stored): RestaurantIndex {
  const nome = text(data.nome) || text(data.name);
  const city = text(data.cidade) ? cityKey(text(data.cidade)) : null;
  const categories = Array.isArray(data.categoriasPrincipais) ? data.categoriasPrincipais.filter((item): item is string => typeof item === 'string') : [];
  // Any map in `suspenso` suspends (store-facts.record.ts, toSuspension).
  const suspended = typeof data.suspenso === 'object' && data.suspenso !== null;
  return { cidade: city, busca: searchTokens([nome, ...categories]), listado: data.listado !== false && !suspended };
}

/** buscaRestaurantes/{id} as stored. */
export function restaurantSearchEntry(data: Stored): { indice: RestaurantIndex } {
  return { indice: restaurantIndex(data) };
}

/**
 * Where a restaurant delivers, as deliveryKeysFor asks: 'sao paulo|pinheiros' per bairro it
 * lists, 'sao paulo|*' when it serves its other bairros too (or has no areas: one fee
 * everywhere), with '*' for the city of a restaurant from before cities. Mirrors deliveryQuote.
 */
export function deliveryKeysOf(restaurant: Pick<Restaurant, 'cidade' | 'areasEntrega'>): string[] {
  const at = restaurant.cidade ? cityKey(restaurant.cidade) : ANY;
  const areas = restaurant.areasEntrega;
  const keys = new Set((areas?.bairros ?? []).map((rule) => `${at}|${foldPlace(rule.nome)}`));
  if (!areas || areas.outrosBairros) keys.add(`${at}|${ANY}`);
  return [...keys].sort();
}

/**
 * The values the home's array-contains-any asks for: restaurants of the place's city that list
 * its bairro or serve its other bairros, and those from before cities. Mirrors deliveryQuote.
 */
export function deliveryKeysFor(place: DeliveryPlace): string[] {
  const city = cityKey(place.cidade);
  const bairro = foldPlace(place.bairro);
  return [`${city}|${bairro}`, `${city}|${ANY}`, `${ANY}|${bairro}`, `${ANY}|${ANY}`];
}

/** A dish search entry's `indice`: the dish's tokens and, copied from its restaurant, what a search filters and shows. */
export interface ProductIndex {
  busca: string[];
  cidade: string | null;
  listado: boolean;
  /** Its restaurant's name, shown on the result row. */
  restaurante: string;
}

/** A dish's index: its name's prefixes and its description's words; its restaurant's city, listing and name. `restaurant` null: gone. */
export function productIndex(product: Stored, restaurant: Stored | null): ProductIndex {
  const city = restaurant && text(restaurant.cidade) ? cityKey(text(restaurant.cidade)) : null;
  return {
    busca: searchTokens([text(product.nome)], [text(product.descricao)]),
    cidade: city,
    // Restaurants from before listing count as listed (restaurant.record.ts).
    listado: restaurant !== null && restaurant.listado !== false,
    restaurante: restaurant ? text(restaurant.nome) || text(restaurant.name) : '',
  };
}

/**
 * restaurantes/{id}/buscaPratos/{productId}: a dish as the search finds and shows it, beside its
 * menu rather than in it, so a menu's reads never carry the tokens (about two thirds of a dish's
 * bytes). Its index and, as stored, only the dish's fields a result row shows and matches
 * (DISH_ENTRY_FIELDS): not its flavours, groups, category or place on the menu.
 */
export const DISH_SEARCH = 'buscaPratos';

/**
 * The dish's fields an entry keeps: what productFromData needs for the row (name, photo, price or
 * sizes, whether it can be ordered) and dishMatches checks (name, description). The search asks
 * for these alone (a projection), so the tokens never travel.
 */
export const DISH_ENTRY_FIELDS = ['nome', 'descricao', 'imageUrl', 'type', 'preco', 'promocao', 'tamanhos', 'sizes', 'disponivel', 'esgotadoAte'] as const;

export function dishSearchEntry(product: Stored, restaurant: Stored | null): Stored {
  const dish = Object.fromEntries(DISH_ENTRY_FIELDS.flatMap((field) => (product[field] === undefined ? [] : [[field, product[field]]])));
  return { ...dish, indice: productIndex(product, restaurant) };
}

/** Whether a restaurant's change reaches its products' index (their copy of its city, listing and name). */
export function productIndexInputsChanged(before: Stored | null, after: Stored | null): boolean {
  const inputs = (data: Stored | null) => {
    const index = productIndex({}, data);
    return `${index.cidade}|${index.listado}|${index.restaurante}`;
  };
  return inputs(before) !== inputs(after);
}

/** The same derived data, so the trigger writes nothing (and its own write does not start another round). */
export function sameDerived(stored: unknown, wanted: unknown): boolean {
  return JSON.stringify(comparable(stored ?? null)) === JSON.stringify(comparable(wanted));
}

/**
 * A value as it compares: instants as milliseconds (a Date written comes back a Timestamp) and
 * every map's keys in order (a stored map's key order is not the one it was written with).
 */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    const stamp = value as { toMillis?: unknown };
    if (typeof stamp.toMillis === 'function') return (value as { toMillis(): number }).toMillis();
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, comparable(item)]),
    );
  }
  return value;
}
