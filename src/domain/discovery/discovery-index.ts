import { cityKey } from '../delivery/cities';
import { foldPlace, type DeliveryPlace } from '../delivery/delivery-areas';

/**
 * The discovery index (issue #27): what the home page and the search query instead of reading
 * the whole catalogue. Kept on each restaurant and product as a map `indice`, written only by the
 * Function triggers of functions/src/discovery-index.ts (so nobody can forge where they deliver
 * or what they are found by), from the documents themselves:
 *
 * - restaurantes/{id}.indice: { nome, cidade, entregaEm, busca }
 * - restaurantes/{id}/produtos/{id}.indice: { busca, cidade, listado, restaurante }
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

function storedBairros(data: Stored): { bairros: string[]; others: boolean } {
  const areas = data.areasEntrega;
  if (!areas || typeof areas !== 'object') return { bairros: [], others: true };
  const { bairros, outrosBairros } = areas as { bairros?: unknown; outrosBairros?: unknown };
  const names = Array.isArray(bairros) ? bairros.map((rule) => text((rule as { nome?: unknown } | null)?.nome)).filter(Boolean) : [];
  return { bairros: names, others: outrosBairros === true };
}

/** restaurantes/{id}.indice. */
export interface RestaurantIndex {
  /** The name folded: the home's order. */
  nome: string;
  /** cityKey of its city; null for a restaurant from before cities. */
  cidade: string | null;
  /** Where it delivers, as deliveryKeysFor asks: 'sao paulo|pinheiros', 'sao paulo|*' (its other bairros), '*|*'. */
  entregaEm: string[];
  busca: string[];
}

/** A restaurant's index from its stored document (legacy `name`, no city, no areas included). */
export function restaurantIndex(data: Stored): RestaurantIndex {
  const nome = text(data.nome) || text(data.name);
  const city = text(data.cidade) ? cityKey(text(data.cidade)) : null;
  const { bairros, others } = storedBairros(data);
  const at = city ?? ANY;
  const entregaEm = new Set(bairros.map((bairro) => `${at}|${foldPlace(bairro)}`));
  if (others) entregaEm.add(`${at}|${ANY}`);
  const categories = Array.isArray(data.categoriasPrincipais) ? data.categoriasPrincipais.filter((item): item is string => typeof item === 'string') : [];
  return { nome: foldPlace(nome), cidade: city, entregaEm: [...entregaEm].sort(), busca: searchTokens([nome, ...categories]) };
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

/** restaurantes/{id}/produtos/{id}.indice: the dish's tokens and, copied from its restaurant, what a search filters and shows. */
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

/** Whether a restaurant's change reaches its products' index (their copy of its city, listing and name). */
export function productIndexInputsChanged(before: Stored | null, after: Stored | null): boolean {
  const inputs = (data: Stored | null) => {
    const index = productIndex({}, data);
    return `${index.cidade}|${index.listado}|${index.restaurante}`;
  };
  return inputs(before) !== inputs(after);
}

/** Same index, so the trigger writes nothing (and its own write does not start another round). */
export function sameIndex(stored: unknown, wanted: RestaurantIndex | ProductIndex): boolean {
  return canonical(stored ?? null) === canonical(wanted);
}

/** JSON with every map's keys in order: a stored map's key order is not the one it was written with. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}
