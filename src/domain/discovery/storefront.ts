import { cityKey } from '../delivery/cities';
import { foldPlace } from '../delivery/delivery-areas';
import { parseTime } from '../restaurants/opening-hours';
import type { BairroRule } from '../delivery/delivery-areas';
import { WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningDay, type Restaurant } from '../restaurants/restaurant';
import { restaurantFromData } from '../restaurants/restaurant.record';
import type { StoredData } from '../shared/stored-values';
import { deliveryKeysOf } from './discovery-index';

/**
 * A restaurant's shop window (issue #36): vitrines/{restaurantId}, what the home's card shows and
 * the home's queries filter and sort by, and nothing else. Written only by the restaurant trigger
 * (functions/src/discovery-index.ts) from the restaurant's document, so a card says what the menu
 * says; read by the home instead of the restaurant itself, whose search tokens, Pix, team fields
 * and hours as maps would make each card cost about 11.5 KB on the wire instead of 2.
 *
 * The hours travel folded into one short text, each bairro's terms into one line, and the search
 * tokens not at all: only the search's query (services/search.ts) reads them, on the restaurant.
 */

/** The card: what the home shows of a restaurant and computes its open state, fee and time from. */
export type StoreCard = Pick<
  Restaurant,
  | 'id'
  | 'nome'
  | 'logo'
  | 'endereco'
  | 'cidade'
  | 'corridaMin'
  | 'tempoPreparoPadrao'
  | 'taxaEntrega'
  | 'pedidoMinimo'
  | 'areasEntrega'
  | 'horarioFuncionamento'
  | 'pausadoAte'
  | 'exigePainelAberto'
  | 'painelVistoEm'
  | 'avaliacao'
  | 'categoriasPrincipais'
  | 'listado'
  | 'suspenso'
>;

export const STOREFRONTS = 'vitrines';

/**
 * vitrines/{id} as stored. Compact on purpose: Firestore's answers spell every value with its
 * type and (the emulator's) indentation, so a list of maps costs several times its text. Empty
 * values are left out (read back as null), the hours are one text and each bairro one line.
 */
export interface StorefrontData {
  nome: string;
  logo?: string;
  endereco?: string;
  cidade?: string;
  corridaMin?: number;
  tempoPreparoPadrao: number;
  taxaEntrega: number;
  pedidoMinimo: number;
  /** The bairros served, one line each (bairroLine); absent: one fee everywhere (no delivery areas). */
  areas?: string[];
  outrosBairros?: boolean;
  gratisAcima?: number;
  /** The week from Sunday, compactHours's days joined by '|'. */
  horario: string;
  pausadoAte?: Date;
  exigePainelAberto: boolean;
  painelVistoEm?: Date;
  avaliacaoTotal?: number;
  avaliacaoSoma?: number;
  categoriasPrincipais: string[];
  /** Shown to customers: listed by its owner and not suspended (the rules let only these be read). */
  listado: boolean;
  /** The name folded: the home's order. */
  ordem: string;
  /** cityKey of its city; absent for a restaurant from before cities. */
  cidadeChave?: string;
  /** Where it delivers (deliveryKeysOf): what the home with a place asks for. */
  entregaEm: string[];
}

/**
 * A week of hours as seven short texts from Sunday, each day's valid periods 'HH:MM-HH:MM'
 * separated by a space, '' when closed: 'Domingo' as maps of maps costs about 340 bytes on the
 * wire, '11:30-15:00 18:00-23:00' about 25. Keeps exactly what isOpenAt reads.
 */
export function compactHours(days: ReadonlyArray<OpeningDay>): string[] {
  return WEEKDAY_KEYS.map((_key, index) => {
    const day = days.find((candidate) => candidate.dayIndex === index);
    if (!day?.isOpen) return '';
    return day.periods
      .filter((period) => parseTime(period.open) !== null && parseTime(period.close) !== null)
      .map((period) => `${period.open.trim()}-${period.close.trim()}`)
      .join(' ');
  });
}

/** compactHours read back; anything malformed reads as a closed day. */
export function hoursFromCompact(value: unknown): OpeningDay[] {
  const days = Array.isArray(value) ? value : [];
  return WEEKDAY_KEYS.map((key, dayIndex) => {
    const text = typeof days[dayIndex] === 'string' ? (days[dayIndex] as string) : '';
    const periods = text
      .split(' ')
      .filter(Boolean)
      .map((range) => {
        const [open = '', close = ''] = range.split('-');
        return { open, close };
      });
    return { day: WEEKDAY_LABELS[key], key, dayIndex, isOpen: periods.length > 0, periods };
  });
}

/** A bairro served as one line: 'Pinheiros|7|30|45' (name, fee, minimum, ride; empty when not set). */
export function bairroLine(rule: BairroRule): string {
  return [rule.nome, rule.taxa, rule.minimo ?? '', rule.corridaMin ?? ''].join('|');
}

/** bairroLine read back (the name may hold a '|': the three numbers are the last fields); null when malformed. */
export function bairroFromLine(line: unknown): BairroRule | null {
  if (typeof line !== 'string') return null;
  const parts = line.split('|');
  if (parts.length < 4) return null;
  const [ride = '', minimum = '', fee = ''] = [parts.pop(), parts.pop(), parts.pop()];
  const nome = parts.join('|');
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const taxa = number(fee);
  if (!nome || taxa === null || !Number.isFinite(taxa)) return null;
  const corridaMin = number(ride);
  return { nome, taxa, minimo: number(minimum), ...(corridaMin === null ? {} : { corridaMin }) };
}

/** Leaves out what is empty: the window's reader takes an absent field for null. */
function present<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** A tally stored as a number, else none. */
const tally = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The shop window of a stored restaurant (legacy fields read as restaurantFromData reads them). */
export function storefrontOf(data: StoredData): StorefrontData {
  const restaurant = restaurantFromData('', data);
  const areas = restaurant.areasEntrega;
  return {
    nome: restaurant.nome,
    tempoPreparoPadrao: restaurant.tempoPreparoPadrao,
    taxaEntrega: restaurant.taxaEntrega,
    pedidoMinimo: restaurant.pedidoMinimo,
    horario: compactHours(restaurant.horarioFuncionamento).join('|'),
    exigePainelAberto: restaurant.exigePainelAberto,
    categoriasPrincipais: restaurant.categoriasPrincipais,
    listado: restaurant.listado && restaurant.suspenso === null,
    ordem: foldPlace(restaurant.nome),
    entregaEm: deliveryKeysOf(restaurant),
    ...present({
      logo: restaurant.logo,
      endereco: restaurant.endereco,
      cidade: restaurant.cidade,
      corridaMin: restaurant.corridaMin,
      areas: areas ? areas.bairros.map(bairroLine) : null,
      outrosBairros: areas ? areas.outrosBairros : null,
      gratisAcima: areas?.gratisAcima ?? null,
      pausadoAte: restaurant.pausadoAte,
      painelVistoEm: restaurant.painelVistoEm,
      avaliacaoTotal: tally(data.avaliacaoTotal),
      avaliacaoSoma: tally(data.avaliacaoSoma),
      cidadeChave: restaurant.cidade ? cityKey(restaurant.cidade) : null,
    }),
  };
}

/** vitrines/{id} to the card the home shows: read as a restaurant, so the defaults are the same. */
export function storeCardFromData(id: string, data: StoredData): StoreCard {
  const areasEntrega = Array.isArray(data.areas)
    ? {
        bairros: data.areas.map(bairroFromLine).filter((rule): rule is BairroRule => rule !== null),
        outrosBairros: data.outrosBairros === true,
        gratisAcima: data.gratisAcima ?? null,
      }
    : null;
  const horarioFuncionamento = hoursFromCompact(typeof data.horario === 'string' ? data.horario.split('|') : []);
  const restaurant = restaurantFromData(id, { ...data, areasEntrega, horarioFuncionamento });
  return {
    id,
    nome: restaurant.nome,
    logo: restaurant.logo,
    endereco: restaurant.endereco,
    cidade: restaurant.cidade,
    corridaMin: restaurant.corridaMin,
    tempoPreparoPadrao: restaurant.tempoPreparoPadrao,
    taxaEntrega: restaurant.taxaEntrega,
    pedidoMinimo: restaurant.pedidoMinimo,
    areasEntrega: restaurant.areasEntrega,
    horarioFuncionamento: restaurant.horarioFuncionamento,
    pausadoAte: restaurant.pausadoAte,
    exigePainelAberto: restaurant.exigePainelAberto,
    painelVistoEm: restaurant.painelVistoEm,
    avaliacao: restaurant.avaliacao,
    categoriasPrincipais: restaurant.categoriasPrincipais,
    listado: restaurant.listado,
    // Only listed, unsuspended restaurants have a readable window (see `listado` above).
    suspenso: null,
  };
}
