import { foldPlace } from './delivery-areas';
import type { Centavos } from '../shared/money';

/**
 * The cities Sabor works in, kept by the operator in the console's 'Cidades' (issue #36): a
 * city's name, UF, its bairros and whether it is open. What restaurants deliver to, riders ride
 * in and customers choose from is this list, never free text, so 'Cerqueira Cesar' typed without
 * its accent can no longer miss 'Cerqueira César'.
 *
 * Stored as cidades/{key} (the small part every chooser lists) and cidades/{key}/bairros/lista
 * (the names, read only for the one city being chosen in).
 */

/** The 27 federative units, for the city's UF. */
export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;
export type Uf = (typeof UFS)[number];

export const CITY_LIMITS = {
  name: 60,
  bairroName: 60,
  /** São Paulo has 96 districts and some 1,500 named bairros; a list past this wants splitting, not one document. */
  bairros: 1_000,
  /** Minutes of the usual ride in the city (the time promise when a bairro has no band of its own). */
  rideMin: 5,
  rideMax: 90,
  /** Centavos: the least a ride pays its rider in the city (issue #50), up to R$ 50,00. */
  riderPayMax: 5_000,
} as const;

/** What 'Pagamento mínimo por corrida' takes. */
export const RIDER_PAY_RANGE = { min: 0, max: CITY_LIMITS.riderPayMax } as const;

/** A city typed that is not one of the open ones (applications, addresses). */
export const CITY_NOT_SERVED_MESSAGE = 'A Sabor ainda não atende esta cidade. Escolha uma das cidades da lista.';


/** cidades/{key}: what every chooser lists. */
export interface City {
  /** The document id: the folded name ('sao paulo'); orders, riders and the index carry it. */
  key: string;
  nome: string;
  uf: Uf;
  /** Open: offered to customers, restaurants and riders. A closed city keeps its data. */
  ativa: boolean;
  /** The usual ride, in minutes. */
  corridaMin: number;
  /**
   * The least a ride pays its rider, centavos (0: the fee, whatever it is). When the customer pays
   * less for delivery, the store pays the rest (money/order-breakdown.ts).
   */
  entregaMinima: Centavos;
  /** How many bairros its list holds. */
  totalBairros: number;
}

/** A city with its bairros, as the operator edits it. */
export interface CityWithBairros extends City {
  bairros: string[];
}

/** The key of a city in cidades/{key}, in orders, riders and the discovery index: 'São Paulo' -> 'sao paulo'. */
export function cityKey(cidade: string): string {
  return foldPlace(cidade);
}

/**
 * Cities named with the article in Portuguese ('do Rio de Janeiro', 'do Recife'); the rest take
 * 'de' ('de São Paulo', 'de Belo Horizonte', 'de Porto Alegre').
 */
const CITIES_WITH_ARTICLE = new Set(['rio de janeiro', 'recife', 'rio grande', 'crato', 'guaruja']);

/** 'de São Paulo', 'do Rio de Janeiro': the city after a 'de' that Portuguese contracts with its article. */
export function ofCity(nome: string): string {
  return `${CITIES_WITH_ARTICLE.has(cityKey(nome)) ? 'do' : 'de'} ${nome}`;
}

/** 'em São Paulo', 'no Rio de Janeiro': the same, after 'em'. */
export function inCity(nome: string): string {
  return `${CITIES_WITH_ARTICLE.has(cityKey(nome)) ? 'no' : 'em'} ${nome}`;
}

/** 'São Paulo - SP'. */
export function cityLabel(city: Pick<City, 'nome' | 'uf'>): string {
  return `${city.nome} - ${city.uf}`;
}

/** The list's own spelling of `typed` ('cerqueira cesar' is 'Cerqueira César'), or null when it is not on the list. */
export function listedBairro(bairros: readonly string[], typed: string): string | null {
  const folded = foldPlace(typed);
  return folded ? (bairros.find((name) => foldPlace(name) === folded) ?? null) : null;
}

/** The city of `cities` named `typed` in any case or accent, or null. */
export function findCity<T extends Pick<City, 'key'>>(cities: readonly T[], typed: string): T | null {
  const key = cityKey(typed);
  return cities.find((city) => city.key === key) ?? null;
}

/**
 * Search as you type, accent- and case-insensitive: the names that start with what was typed
 * first, then those with a word that does, then those that merely contain it; alphabetical
 * within each. An empty query lists them all.
 */
export function searchPlaces(names: readonly string[], typed: string, max = Infinity): string[] {
  const query = foldPlace(typed);
  const ranked = names
    .map((name) => {
      const folded = foldPlace(name);
      const rank = !query || folded.startsWith(query) ? 0 : ` ${folded}`.includes(` ${query}`) ? 1 : folded.includes(query) ? 2 : -1;
      return { name, rank };
    })
    .filter((entry) => entry.rank >= 0);
  ranked.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'pt-BR'));
  return ranked.slice(0, max).map((entry) => entry.name);
}

/** Bairros as the operator typed them, one per line: trimmed, blank lines dropped, each once (folded), alphabetical. */
export function bairroLines(text: string): string[] {
  const byFolded = new Map<string, string>();
  for (const line of text.split('\n')) {
    const name = line.trim().replace(/\s+/g, ' ');
    if (name && !byFolded.has(foldPlace(name))) byFolded.set(foldPlace(name), name);
  }
  return [...byFolded.values()].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** What changed in a city's bairros, for the audit entry: names added and removed. */
export function bairroChanges(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const had = new Set(before.map(foldPlace));
  const has = new Set(after.map(foldPlace));
  return { added: after.filter((name) => !had.has(foldPlace(name))), removed: before.filter((name) => !has.has(foldPlace(name))) };
}

/** The audit entry's words for a change of bairros: names while they are few, else how many. */
export function bairroChangeSummary(before: readonly string[], after: readonly string[]): string {
  const { added, removed } = bairroChanges(before, after);
  const part = (names: string[], verb: string) =>
    names.length === 0 ? '' : names.length <= 12 ? `Bairros ${verb}: ${names.join(', ')}` : `${names.length} bairros ${verb}`;
  return [part(added, 'incluídos'), part(removed, 'retirados')].filter(Boolean).join('. ');
}

/** How a name typed before cities was found on its city's list. */
export interface BairroMatch {
  name: string;
  /** 'same': the same name but for accents, case and spaces; 'likeness': one or two letters off ('Cerqueira Cezar'). */
  how: 'same' | 'likeness';
}

/**
 * The list's bairro a free-text name stands for (the migration to the operator's lists): the same
 * name folded, else the one name within two letters of it; null when none, or when two are as
 * near (a guess the operator must make, not a script).
 */
export function matchBairro(bairros: readonly string[], typed: string): BairroMatch | null {
  const same = listedBairro(bairros, typed);
  if (same) return { name: same, how: 'same' };
  const folded = foldPlace(typed);
  if (folded.length < 4) return null;
  const near = bairros.map((name) => ({ name, distance: editDistance(foldPlace(name), folded) })).filter((entry) => entry.distance <= 2);
  near.sort((a, b) => a.distance - b.distance);
  const [best, second] = near;
  if (!best || (second && second.distance === best.distance)) return null;
  return { name: best.name, how: 'likeness' };
}

/** Letters to add, remove or change to turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
