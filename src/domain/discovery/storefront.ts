import { cityKey } from '../delivery/cities';
import { foldPlace } from '../delivery/delivery-areas';
import { parseTime } from '../restaurants/opening-hours';
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
 * The hours travel folded into one short text a day (compactHours) and the search tokens not at
 * all: only the search's query (services/search.ts) reads them, on the restaurant.
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

/** vitrines/{id} as stored. */
export interface StorefrontData {
  nome: string;
  logo: string | null;
  endereco: string | null;
  cidade: string | null;
  corridaMin: number | null;
  tempoPreparoPadrao: number;
  taxaEntrega: number;
  pedidoMinimo: number;
  areasEntrega: Restaurant['areasEntrega'];
  /** Seven days from Sunday, compactHours. */
  horario: string[];
  pausadoAte: Date | null;
  exigePainelAberto: boolean;
  painelVistoEm: Date | null;
  avaliacaoTotal: number;
  avaliacaoSoma: number;
  categoriasPrincipais: string[];
  /** Shown to customers: listed by its owner and not suspended (the rules let only these be read). */
  listado: boolean;
  /** The name folded: the home's order. */
  ordem: string;
  /** cityKey of its city; null for a restaurant from before cities. */
  cidadeChave: string | null;
  /** Where it delivers (deliveryKeysOf): what the home with a place asks for. */
  entregaEm: string[];
}

/**
 * A week of hours as seven short texts from Sunday, each day's valid periods 'HH:MM-HH:MM'
 * separated by a space, '' when closed: 'Domingo' as maps of maps costs about 340 bytes on the
 * wire, '11:30-15:00 18:00-23:00' about 40. Keeps exactly what isOpenAt reads.
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

/** A tally stored as numbers, else none. */
const tally = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The shop window of a stored restaurant (legacy fields read as restaurantFromData reads them). */
export function storefrontOf(data: StoredData): StorefrontData {
  const restaurant = restaurantFromData('', data);
  return {
    nome: restaurant.nome,
    logo: restaurant.logo,
    endereco: restaurant.endereco,
    cidade: restaurant.cidade,
    corridaMin: restaurant.corridaMin,
    tempoPreparoPadrao: restaurant.tempoPreparoPadrao,
    taxaEntrega: restaurant.taxaEntrega,
    pedidoMinimo: restaurant.pedidoMinimo,
    areasEntrega: restaurant.areasEntrega,
    horario: compactHours(restaurant.horarioFuncionamento),
    pausadoAte: restaurant.pausadoAte,
    exigePainelAberto: restaurant.exigePainelAberto,
    painelVistoEm: restaurant.painelVistoEm,
    avaliacaoTotal: tally(data.avaliacaoTotal),
    avaliacaoSoma: tally(data.avaliacaoSoma),
    categoriasPrincipais: restaurant.categoriasPrincipais,
    listado: restaurant.listado && restaurant.suspenso === null,
    ordem: foldPlace(restaurant.nome),
    cidadeChave: restaurant.cidade ? cityKey(restaurant.cidade) : null,
    entregaEm: deliveryKeysOf(restaurant),
  };
}

/** vitrines/{id} to the card the home shows. */
export function storeCardFromData(id: string, data: StoredData): StoreCard {
  const restaurant = restaurantFromData(id, { ...data, horarioFuncionamento: hoursFromCompact(data.horario) });
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
