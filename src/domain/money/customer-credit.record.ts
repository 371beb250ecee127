import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { Centavos } from '../shared/money';
import { CREDIT_MOVE_KINDS, type CreditMoveKind } from './customer-credit';

/**
 * A customer's Sabor credits (customer-credit.ts) as stored: the balance (creditos/{uid}) and its
 * moves (creditos/{uid}/movimentos/{id}), both ways.
 */

export interface CreditMove {
  id: string;
  tipo: CreditMoveKind;
  /** Always positive; the kind says which way it went. */
  valor: Centavos;
  /** 'Item faltando no pedido #0012 da Cantina da Nonna' */
  descricao: string;
  restaurantId: string;
  orderId: string;
  criadoEm: Date | null;
}

const centavos = (value: unknown): Centavos => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);

/** The stored balance, 0 for none. */
export function creditBalanceFromData(data: StoredData | undefined): Centavos {
  return centavos(data?.saldo);
}

export function creditMoveFromData(id: string, data: StoredData): CreditMove {
  return {
    id,
    tipo: (CREDIT_MOVE_KINDS as readonly unknown[]).includes(data.tipo) ? (data.tipo as CreditMoveKind) : 'concedido',
    valor: centavos(data.valor),
    descricao: toText(data.descricao),
    restaurantId: toText(data.restaurantId),
    orderId: toText(data.orderId),
    criadoEm: toDate(data.criadoEm),
  };
}

/** A move as written, with the balance it leaves in the same transaction. */
export function creditMoveData<Moment>(move: Omit<CreditMove, 'id' | 'criadoEm'>, criadoEm: Moment): StoredData {
  return { tipo: move.tipo, valor: move.valor, descricao: move.descricao, restaurantId: move.restaurantId, orderId: move.orderId, criadoEm };
}
