import type { Centavos } from '../shared/money';
import { toDate, toText, type StoredData } from '../shared/stored-values';
import { HELP_ANSWER_MINUTES, HELP_ANSWER_MINUTES_RANGE, HELP_PROBLEMS, type HelpCaseState, type HelpLiable, type HelpProblem } from './help-case';

/**
 * casos/{id} (issue #53, help-case.ts), both ways: written only by the Functions
 * (functions/src/help/help-cases.ts); read by the customer who opened it, the store's team and
 * the operators (firestore.rules).
 */

export type HelpActor = 'cliente' | 'loja' | 'operador' | 'sistema';

/** One line of a case's timeline. */
export interface HelpEvent {
  em: Date | null;
  autor: HelpActor;
  texto: string;
}

export type HelpAction = 'reembolso' | 'reenvio' | 'sem_reembolso';

export interface HelpDecision {
  acao: HelpAction;
  /** What was given back, centavos (0 unless a refund). */
  valor: Centavos;
  /** Who bears it (null when nothing is given back). */
  responsavel: HelpLiable | null;
  por: 'loja' | 'operador';
  nota: string;
  em: Date | null;
}

export interface HelpCase {
  id: string;
  restaurantId: string;
  restaurantName: string;
  orderId: string;
  /** The order's number as people say it ('#0007'). */
  pedido: string;
  cidade: string;
  userId: string;
  clienteNome: string;
  /** The rider who carried it, and their first name ('' for none). */
  entregadorId: string;
  entregadorNome: string;
  /** Paid in the app: a refund goes back through the provider. */
  pagoNoApp: boolean;
  /** What the customer was charged for the order, centavos (0 for a case opened before it was kept). */
  totalPedido: number;
  problema: HelpProblem;
  itens: { indice: number; nome: string; quantidade: number }[];
  descricao: string;
  /** The customer's photo of it, '/img/{id}' (null without one). */
  foto: string | null;
  estado: HelpCaseState;
  /** Until when the store may answer (null once it went to the operator). */
  prazoLojaEm: Date | null;
  abertoEm: Date | null;
  atualizadoEm: Date | null;
  /** When the store or Sabor first answered it (null until then; an escalation is no answer). */
  primeiraRespostaEm: Date | null;
  /** Why the store contested ('' when it did not). */
  contestacao: string;
  decisao: HelpDecision | null;
  eventos: HelpEvent[];
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);
const ACTORS: readonly HelpActor[] = ['cliente', 'loja', 'operador', 'sistema'];
const STATES: readonly HelpCaseState[] = ['aguardando_loja', 'com_operador', 'resolvido'];

function decisionFromData(value: unknown): HelpDecision | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as StoredData;
  const acao = raw.acao === 'reembolso' || raw.acao === 'reenvio' ? raw.acao : 'sem_reembolso';
  const responsavel = raw.responsavel === 'loja' || raw.responsavel === 'entregador' || raw.responsavel === 'sabor' ? raw.responsavel : null;
  return { acao, valor: count(raw.valor), responsavel, por: raw.por === 'operador' ? 'operador' : 'loja', nota: toText(raw.nota), em: toDate(raw.em) };
}

export function helpCaseFromData(id: string, data: StoredData): HelpCase {
  const itens = Array.isArray(data.itens) ? (data.itens as StoredData[]) : [];
  const eventos = Array.isArray(data.eventos) ? (data.eventos as StoredData[]) : [];
  return {
    id,
    restaurantId: toText(data.restaurantId),
    restaurantName: toText(data.restaurantName),
    orderId: toText(data.orderId),
    pedido: toText(data.pedido),
    cidade: toText(data.cidade),
    userId: toText(data.userId),
    clienteNome: toText(data.clienteNome),
    entregadorId: toText(data.entregadorId),
    entregadorNome: toText(data.entregadorNome),
    pagoNoApp: data.pagoNoApp === true,
    totalPedido: count(data.totalPedido),
    problema: (HELP_PROBLEMS as readonly unknown[]).includes(data.problema) ? (data.problema as HelpProblem) : 'outro',
    itens: itens.map((item) => ({ indice: count(item.indice), nome: toText(item.nome), quantidade: count(item.quantidade) })),
    descricao: toText(data.descricao),
    foto: typeof data.foto === 'string' && data.foto.startsWith('/img/') ? data.foto : null,
    estado: (STATES as readonly unknown[]).includes(data.estado) ? (data.estado as HelpCaseState) : 'com_operador',
    prazoLojaEm: toDate(data.prazoLojaEm),
    abertoEm: toDate(data.abertoEm),
    atualizadoEm: toDate(data.atualizadoEm),
    primeiraRespostaEm: toDate(data.primeiraRespostaEm),
    contestacao: toText(data.contestacao),
    decisao: decisionFromData(data.decisao),
    eventos: eventos.map((event) => ({ em: toDate(event.em), autor: (ACTORS as readonly unknown[]).includes(event.autor) ? (event.autor as HelpActor) : 'sistema', texto: toText(event.texto) })),
  };
}

/** One timeline line as stored, `em` in the writer's own time type. */
export function helpEventData<Moment>(autor: HelpActor, texto: string, em: Moment): StoredData {
  return { autor, texto, em };
}

/** The desk's settings (HELP_SETTINGS_DOC): the store's time to answer, minutes; the default when unset or out of range. */
export function helpSettingsFromData(data: StoredData | undefined): { prazoLojaMin: number } {
  const minutes = data?.prazoLojaMin;
  const valid = typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= HELP_ANSWER_MINUTES_RANGE.min && minutes <= HELP_ANSWER_MINUTES_RANGE.max;
  return { prazoLojaMin: valid ? minutes : HELP_ANSWER_MINUTES };
}

/** The settings as the operator's screen writes them. */
export function helpSettingsData<Moment>(prazoLojaMin: number, atualizadoPor: string, atualizadoEm: Moment): StoredData {
  return { prazoLojaMin, atualizadoPor, atualizadoEm };
}
