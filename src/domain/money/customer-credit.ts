import { formatCentavos, type Centavos } from '../shared/money';

/**
 * Sabor credits (issue #53): money given back to a customer whose order was paid at the door
 * (cash, a card machine, a Pix to the store), which Sabor cannot send back through a payment
 * provider. A help case decided with a refund of such an order becomes a credit on the
 * customer's balance, and whoever is liable is charged on the ledger (the store on its next
 * statement; Sabor bears its own). The customer spends it at checkout on any store's order: Sabor
 * funds it there like a Sabor coupon, so that store is paid in full on its statement
 * (money/order-breakdown.ts creditoSabor). A credit spent on an order that then ends undelivered
 * comes back to the balance.
 *
 * creditos/{uid}: { saldo } (centavos), and creditos/{uid}/movimentos/{id}: each move, written
 * only by the Functions (functions/src/money/customer-credits.ts) in the same transaction as the
 * balance; the customer and the operators read them (firestore.rules).
 */

export const CUSTOMER_CREDITS = 'creditos';
export const CREDIT_MOVES = 'movimentos';

export const CREDIT_MOVE_KINDS = ['concedido', 'usado', 'devolvido'] as const;
/** A credit given (a help case), spent on an order, or given back from an order that ended undelivered. */
export type CreditMoveKind = (typeof CREDIT_MOVE_KINDS)[number];

export const CREDIT_MOVE_LABELS: Record<CreditMoveKind, string> = {
  concedido: 'Crédito recebido',
  usado: 'Usado em um pedido',
  devolvido: 'Devolvido de um pedido cancelado',
};

export const CUSTOMER_CREDIT_MESSAGES = {
  /** The balance moved between the checkout's reading and the order (spent on another order at once). */
  changed: 'Seu saldo de créditos mudou. Confira o total e confirme o pedido de novo.',
  loadFailed: 'Não foi possível carregar seus créditos. Verifique sua conexão e tente novamente.',
};

/** The ids of the moves an order or a case makes: each at most once, however often it is retried. */
export const creditMoveIds = {
  granted: (refundId: string) => `concedido-${refundId}`,
  spent: (orderId: string) => `usado-${orderId}`,
  returned: (orderId: string) => `devolvido-${orderId}`,
};

/** What of the balance goes into an order: all of it, up to what the order costs. */
export function creditToSpend(balance: Centavos, orderTotal: Centavos): Centavos {
  return Math.max(0, Math.min(balance, orderTotal));
}

/** 'Usar meus créditos Sabor (R$ 12,50)' */
export function spendCreditLabel(balance: Centavos): string {
  return `Usar meus créditos Sabor (${formatCentavos(balance)})`;
}
