import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { Centavos } from '../shared/money';
import { ONLINE_METHODS, ONLINE_PAYMENT_STATES, type OnlineMethod, type OnlinePaymentState } from './online-payment';

/**
 * An order's payment in the app (issue #52), as the order document keeps it (`pagamentoOnline`),
 * both ways. Only the Functions write it (functions/src/payments/order-payments.ts; firestore.rules
 * lets no client touch it); the customer's '/status', the kitchen's card and the rider read it.
 * The provider's own record of the payment stays on the server (pagamentos/{paymentId}).
 */
export interface OrderOnlinePayment {
  metodo: OnlineMethod;
  estado: OnlinePaymentState;
  /** The provider's payment id; null until the charge exists. */
  pagamentoId: string | null;
  /** What the customer is charged: the order's total. */
  valor: Centavos;
  /** Sabor's share, taken at source as the marketplace fee (the statement says 'retida na fonte'). */
  taxaSabor: Centavos;
  /** What was given back so far. */
  reembolsado: Centavos;
  /** A Pix charge: its copia e cola, until when it can be paid, and the provider's page of it (null when none). */
  pix: { copiaECola: string; expiraEm: Date | null; pagina: string | null } | null;
  /**
   * A card whose bank asks for 3-D Secure: the bank's page (`url`, where the browser posts `creq`)
   * until the customer answers it or `expiraEm` passes; null otherwise (and once answered).
   */
  desafio: { url: string; creq: string; expiraEm: Date | null } | null;
  /** Why a card was declined or a charge failed, in the customer's words ('' otherwise). */
  motivo: string;
  pagoEm: Date | null;
}

const centavos = (value: unknown): Centavos => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** The stored `pagamentoOnline`, or null for an order paid at the door (or anything unreadable). */
export function onlinePaymentFromData(value: unknown): OrderOnlinePayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as StoredData;
  if (!(ONLINE_METHODS as readonly unknown[]).includes(raw.metodo)) return null;
  const estado = (ONLINE_PAYMENT_STATES as readonly unknown[]).includes(raw.estado) ? (raw.estado as OnlinePaymentState) : 'aguardando';
  const pix = raw.pix as StoredData | null | undefined;
  const desafio = raw.desafio as StoredData | null | undefined;
  return {
    metodo: raw.metodo as OnlineMethod,
    estado,
    pagamentoId: typeof raw.pagamentoId === 'string' && raw.pagamentoId ? raw.pagamentoId : null,
    valor: centavos(raw.valor),
    taxaSabor: centavos(raw.taxaSabor),
    reembolsado: centavos(raw.reembolsado),
    pix:
      typeof pix === 'object' && pix !== null && typeof pix.copiaECola === 'string'
        ? { copiaECola: pix.copiaECola, expiraEm: toDate(pix.expiraEm), pagina: typeof pix.pagina === 'string' && /^https?:\/\//.test(pix.pagina) ? pix.pagina : null }
        : null,
    desafio:
      typeof desafio === 'object' && desafio !== null && typeof desafio.url === 'string' && /^https?:\/\//.test(desafio.url) && typeof desafio.creq === 'string' && desafio.creq
        ? { url: desafio.url, creq: desafio.creq, expiraEm: toDate(desafio.expiraEm) }
        : null,
    motivo: toText(raw.motivo),
    pagoEm: toDate(raw.pagoEm),
  };
}

/** A new order's payment in the app, before its charge exists (placeOrder writes it with the order). */
export function newOnlinePaymentData(metodo: OnlineMethod, valor: Centavos, taxaSabor: Centavos): StoredData {
  return { metodo, estado: 'aguardando', pagamentoId: null, valor, taxaSabor, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: null };
}
