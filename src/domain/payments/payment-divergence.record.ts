import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { Centavos } from '../shared/money';
import { ONLINE_METHODS, type OnlineMethod } from './online-payment';

/**
 * pagamentos/{paymentId}'s flag of a payment that does not add up, and conciliacoes/{day}, both
 * ways (payment-divergence.ts says what they are for).
 */

/** The fields a flag writes on the payment's entry: why, when, and open until an operator resolves it. */
export function divergenceData<Moment>(reason: string, at: Moment): StoredData {
  return { divergencia: reason, divergenciaEm: at, divergenciaAberta: true };
}

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

