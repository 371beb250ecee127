import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { Centavos } from '../shared/money';
import { ONLINE_METHODS, type OnlineMethod } from './online-payment';

/**
 * A payment that does not add up (issue #52), for the operator's 'Saúde': the Functions flag it on
 * its entry in pagamentos/{paymentId} (an amount or order that does not match what Sabor charged,
 * a refund or a check with no account to do it from, a chargeback) and the daily reconciliation
 * keeps its figures in conciliacoes/{day}. Operators read both (firestore.rules); 'Resolvido'
 * (functions/src/ops/payment-divergences.ts) closes a flag with a note, audited.
 */

export const PAYMENT_DIVERGENCE_MESSAGES = {
  note: 'Conte o que foi feito (de 5 a 300 caracteres).',
  notOpen: 'Esta divergência já foi resolvida.',
};

/** The fields a flag writes on the payment's entry: why, when, and open until an operator resolves it. */
export function divergenceData<Moment>(reason: string, at: Moment): StoredData {
  return { divergencia: reason, divergenciaEm: at, divergenciaAberta: true };
}

/** What a chargeback's flag says: the customer disputed the payment with their bank. */
export const CHARGEBACK_REASON = 'o comprador contestou o pagamento no banco (chargeback): confira a entrega com a loja e responda ao Mercado Pago';

export interface PaymentDivergence {
  /** The provider's payment id. */
  id: string;
  restaurantId: string;
  orderId: string;
  metodo: OnlineMethod | null;
  valor: Centavos;
  divergencia: string;
  divergenciaEm: Date | null;
  /** The provider's last word on it ('approved', 'refunded', 'charged_back', ...); '' when unknown. */
  estadoProvedor: string;
}

export function paymentDivergenceFromData(id: string, data: StoredData): PaymentDivergence {
  return {
    id,
    restaurantId: toText(data.restaurantId),
    orderId: toText(data.orderId),
    metodo: (ONLINE_METHODS as readonly unknown[]).includes(data.metodo) ? (data.metodo as OnlineMethod) : null,
    valor: typeof data.valor === 'number' ? data.valor : 0,
    divergencia: toText(data.divergencia),
    divergenciaEm: toDate(data.divergenciaEm),
    estadoProvedor: toText(data.estadoProvedor),
  };
}

/** conciliacoes/{YYYY-MM-DD}: each day's reconciliation (functions/src/payments/reconciliation.ts). */
export const RECONCILIATIONS = 'conciliacoes';

/** The last daily reconciliation, as 'Saúde' shows it. */
export interface ReconciliationRun {
  dia: string;
  verificados: number;
  corrigidos: number;
  divergentes: number;
  em: Date | null;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

export function reconciliationFromData(id: string, data: StoredData): ReconciliationRun {
  return { dia: id, verificados: count(data.verificados), corrigidos: count(data.corrigidos), divergentes: count(data.divergentes), em: toDate(data.em) };
}

/** 'R$ 45,00 · Pix · o valor ... difere': the provider's states in the operator's words. */
export const PROVIDER_STATUS_LABELS: Record<string, string> = {
  pending: 'pendente',
  in_process: 'em análise',
  approved: 'aprovado',
  rejected: 'recusado',
  cancelled: 'cancelado',
  refunded: 'devolvido',
  charged_back: 'contestado (chargeback)',
};
