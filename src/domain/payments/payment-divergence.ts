import type { Centavos } from '../shared/money';

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

/** What a chargeback's flag says: the customer disputed the payment with their bank. */
export const CHARGEBACK_REASON = 'o comprador contestou o pagamento no banco (chargeback): confira a entrega com a loja e responda ao Mercado Pago';

/**
 * Sabor's commission a chargeback gives back to the store: the bank took the payment back from
 * the store's account, so the fee Sabor took at source on what was still paid is credited on the
 * store's next statement (as a full refund gives it back), in proportion to what had not been
 * refunded already. Same assumption as partial refunds (partial-refund.ts): the provider takes
 * the money from the seller and leaves the marketplace fee with Sabor.
 */
export function chargebackCredit(online: { valor: Centavos; taxaSabor: Centavos; reembolsado: Centavos }): Centavos {
  if (online.valor <= 0) return 0;
  return Math.round((online.taxaSabor * Math.max(0, online.valor - online.reembolsado)) / online.valor);
}

/** The statement's line for that credit. */
export function chargebackAdjustmentReason(orderLabel: string): string {
  return `Contestação no banco (chargeback) do pedido ${orderLabel}: a comissão da Sabor volta para a loja.`;
}

/** conciliacoes/{YYYY-MM-DD}: each day's reconciliation (functions/src/payments/reconciliation.ts). */
export const RECONCILIATIONS = 'conciliacoes';

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
