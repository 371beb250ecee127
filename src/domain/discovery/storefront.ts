import { cityKey } from '../delivery/cities';
import { foldPlace } from '../delivery/delivery-areas';
import { compactHours } from '../restaurants/opening-hours';
import type { Restaurant } from '../restaurants/restaurant';
import { storeFactsFromData } from '../restaurants/store-facts.record';
import type { StoredData } from '../shared/stored-values';
import { deliveryKeysOf } from './discovery-index';

/**
 * A restaurant's shop window (issue #36): vitrines/{restaurantId}, what the home's card shows and
 * the home's queries filter and sort by, and nothing else. Written only by the restaurant trigger
 * (functions/src/stores/discovery-index.ts) from the restaurant's document, so a card says what the menu
 * says; read by the home instead of the restaurant itself, whose search tokens, Pix, team fields
 * and hours as maps would make each card cost about 11.5 KB on the wire instead of 2.
 *
 * The hours travel folded into one short text (as the restaurant itself now stores them), the
 * delivery areas as JSON text, and the search tokens not at all: they live apart, in
 * buscaRestaurantes/{id} (discovery-index.ts), which only the search's query reads.
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
  | 'cuponsDivulgados'
>;

export const STOREFRONTS = 'vitrines';

/**
 * vitrines/{id} as stored. Compact on purpose: Firestore's answers spell every value with its
 * type and (the emulator's) indentation, so a list of maps costs several times its text. Empty
 * values are left out (read back as null), the hours are one text and the delivery areas JSON.
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
  /** The delivery areas as JSON text (one string costs a fraction of a list of maps); absent: one fee everywhere. */
  areas?: string;
  /** The public coupons (domain/promotions/store-promotions.ts) as JSON text, dates in milliseconds; absent: none. */
  cupons?: string;
  /** The week from Sunday, compactHours's days joined by '|'; absent when it never opens. */
  horario?: string;
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

/** Leaves out what is empty: the window's reader takes an absent field for null. */
function present<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** A tally stored as a number, else none. */
const tally = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The shop window of a stored restaurant (legacy fields read as storeFactsFromData reads them). */
export function storefrontOf(data: StoredData): StorefrontData {
  const restaurant = storeFactsFromData('', data);
  const areas = restaurant.areasEntrega;
  const week = compactHours(restaurant.horarioFuncionamento);
  const coupons = restaurant.cuponsDivulgados ?? [];
  return {
    nome: restaurant.nome,
    tempoPreparoPadrao: restaurant.tempoPreparoPadrao,
    taxaEntrega: restaurant.taxaEntrega,
    pedidoMinimo: restaurant.pedidoMinimo,
    exigePainelAberto: restaurant.exigePainelAberto,
    categoriasPrincipais: restaurant.categoriasPrincipais,
    listado: restaurant.listado && restaurant.suspenso === null,
    ordem: foldPlace(restaurant.nome),
    entregaEm: deliveryKeysOf(restaurant),
    ...present({
      horario: week.some(Boolean) ? week.join('|') : null,
      logo: restaurant.logo,
      endereco: restaurant.endereco,
      cidade: restaurant.cidade,
      corridaMin: restaurant.corridaMin,
      areas: areas ? JSON.stringify(areas) : null,
      cupons: coupons.length > 0 ? JSON.stringify(coupons.map((coupon) => ({ ...coupon, inicio: coupon.inicio.getTime(), fim: coupon.fim.getTime() }))) : null,
      pausadoAte: restaurant.pausadoAte,
      painelVistoEm: restaurant.painelVistoEm,
      avaliacaoTotal: tally(data.avaliacaoTotal),
      avaliacaoSoma: tally(data.avaliacaoSoma),
      cidadeChave: restaurant.cidade ? cityKey(restaurant.cidade) : null,
    }),
  };
}

