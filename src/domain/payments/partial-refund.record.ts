import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { Centavos } from '../shared/money';

/**
 * An order's refunds of part of it (issue #52, partial-refund.ts), as the order document keeps
 * them: `reembolsos`, a map by the refund's id (made by the screen, so a repeated tap refunds
 * once). Only the Functions write it (functions/src/payments/partial-refunds.ts; firestore.rules
 * let no client touch it); the customer's '/status' and the store's card read it.
 */

/** Who bears a refund (partial-refund.ts): the store, Sabor, or the rider who carried the order (a help case's decision, issue #53). */
export type RefundLiable = 'loja' | 'sabor' | 'entregador';
export type RefundState = 'pendente' | 'feito' | 'falhou';
/**
 * How the money went back: through the payment provider to the card or Pix it was paid with
 * ('app'), or, for an order paid at the door, as Sabor credits (issue #53, money/customer-credit.ts).
 */
export type RefundMeans = 'app' | 'credito';

export interface OrderRefund {
  id: string;
  itens: { indice: number; nome: string; quantidade: number; valor: Centavos }[];
  valor: Centavos;
  motivo: string;
  /** Who bears it (partial-refund.ts). */
  responsavel: RefundLiable;
  /** Who asked for it: the store's team, or the operator. */
  por: 'loja' | 'operador';
  meio: RefundMeans;
  /** 'pendente' while the provider is asked; 'falhou' when it refused (the same id can be tried again). */
  estado: RefundState;
  criadoEm: Date | null;
  feitoEm: Date | null;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

function refundFromData(id: string, raw: StoredData): OrderRefund {
  const itens = Array.isArray(raw.itens) ? (raw.itens as StoredData[]) : [];
  return {
    id,
    itens: itens.map((item) => ({ indice: count(item.indice), nome: toText(item.nome), quantidade: count(item.quantidade), valor: count(item.valor) })),
    valor: count(raw.valor),
    motivo: toText(raw.motivo),
    responsavel: raw.responsavel === 'sabor' || raw.responsavel === 'entregador' ? raw.responsavel : 'loja',
    por: raw.por === 'operador' ? 'operador' : 'loja',
    // Refunds from before Sabor credits all went through the provider.
    meio: raw.meio === 'credito' ? 'credito' : 'app',
    estado: raw.estado === 'feito' || raw.estado === 'falhou' ? raw.estado : 'pendente',
    criadoEm: toDate(raw.criadoEm),
    feitoEm: toDate(raw.feitoEm),
  };
}

/** The stored `reembolsos`, oldest first ([] for none or anything unreadable). */
export function orderRefundsFromData(value: unknown): OrderRefund[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, StoredData] => typeof entry[1] === 'object' && entry[1] !== null)
    .map(([id, raw]) => refundFromData(id, raw))
    .sort((a, b) => (a.criadoEm?.getTime() ?? 0) - (b.criadoEm?.getTime() ?? 0));
}

/** A refund as first written, 'pendente', before the provider is asked. */
export function newRefundData<Moment>(refund: Omit<OrderRefund, 'id' | 'estado' | 'criadoEm' | 'feitoEm'>, criadoEm: Moment): StoredData {
  return { itens: refund.itens, valor: refund.valor, motivo: refund.motivo, responsavel: refund.responsavel, por: refund.por, meio: refund.meio, estado: 'pendente', criadoEm, feitoEm: null };
}
