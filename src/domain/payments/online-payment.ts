import type { OrderBreakdown } from '../money/order-breakdown';
import type { Centavos } from '../shared/money';

/**
 * Payment in the app (issue #52): a Pix charge or a card paid through the store's own Mercado
 * Pago account, Sabor's commission taken at source as the marketplace fee. What an order keeps of
 * it, in the app's words; the provider's own record stays on the server.
 */

export const ONLINE_METHODS = ['pix', 'cartao'] as const;
/** How an order is paid in the app: a Pix charge, or a credit card tokenised in the browser. */
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** The door's payment method an online one is recorded as (the statements and counts read `pagamento`). */
export const ONLINE_METHOD_PAYMENT = { pix: 'Pix', cartao: 'Cartão' } as const satisfies Record<OnlineMethod, 'Pix' | 'Cartão'>;

/**
 * Where an order's online payment stands:
 * - 'aguardando': a Pix charge not paid yet (or a card under review): the kitchen does not see the order;
 * - 'aprovado': paid; the order goes to the kitchen, marked 'Pago online';
 * - 'recusado': a card declined (the customer may try another card or Pix);
 * - 'expirado': the Pix charge ran out unpaid, or the card's 3-D Secure check was not answered in
 *   time (the order is cancelled, nothing to refund);
 * - 'reembolsado' / 'reembolsado_parcial': money given back, all or part;
 * - 'contestado': the customer disputed it with their bank (a chargeback).
 */
export const ONLINE_PAYMENT_STATES = ['aguardando', 'aprovado', 'recusado', 'expirado', 'reembolsado', 'reembolsado_parcial', 'contestado'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

export const ONLINE_PAYMENT_STATE_LABELS: Record<OnlinePaymentState, string> = {
  aguardando: 'Aguardando pagamento',
  aprovado: 'Pago online',
  recusado: 'Pagamento recusado',
  expirado: 'Prazo para pagar encerrado',
  reembolsado: 'Reembolsado',
  reembolsado_parcial: 'Reembolsado em parte',
  contestado: 'Pagamento contestado',
};

/** How long a Pix charge waits to be paid. */
export const PIX_CHARGE_MINUTES = 15;

/**
 * How long a card waits for its 3-D Secure challenge to be answered on '/status'. Banks' challenge
 * pages time out in about 10 minutes; past this the payment is cancelled at the provider and the
 * order with it, nothing charged.
 */
export const CARD_CHALLENGE_MINUTES = 15;

/**
 * The provider's payments Sabor created, by the provider's id (pagamentos/{paymentId}, server
 * only): which order each pays, so a notice finds its order and store, and what did not match.
 */
export const ORDER_PAYMENTS = 'pagamentos';

/** What a payment carries as its external reference: the order it pays. */
export function paymentReference(restaurantId: string, orderId: string): string {
  return `${restaurantId}/${orderId}`;
}

/**
 * Sabor's marketplace fee on an order paid in the app: Sabor's share of its breakdown, taken at
 * source. Never below zero: when a Sabor coupon's credit is more than the commission, the rest is
 * Sabor's to pay the store on the statement, as for an order paid at the door.
 */
export function marketplaceFeeOf(breakdown: Pick<OrderBreakdown, 'partes'>): Centavos {
  return Math.max(0, breakdown.partes.plataforma);
}

/** What the checkout says when paying in the app could not start. */
export const ONLINE_PAYMENT_MESSAGES = {
  pixFailed: 'Não foi possível gerar o Pix agora. Tente de novo ou escolha outra forma de pagamento.',
  cardFailed: 'Não foi possível processar o cartão agora. Tente de novo ou escolha outra forma de pagamento.',
  challengeUnconfirmed: 'O Mercado Pago ainda não confirmou a verificação do banco. O pedido segue assim que ele confirmar.',
  cardUnreadable: 'O Mercado Pago não aceitou os dados do cartão. Confira o número, a validade e o código de segurança.',
  notOffered: 'Este restaurante não aceita pagamento pelo app no momento. Escolha pagar na entrega.',
};

/** The provider's payment states (functions/src/payments/provider.ts), as an order's. */
export function onlinePaymentStateOf(payment: { status: string; statusDetail: string; amount: Centavos; refunded: Centavos }): OnlinePaymentState {
  switch (payment.status) {
    case 'approved':
      return payment.refunded > 0 ? 'reembolsado_parcial' : 'aprovado';
    case 'refunded':
      return payment.refunded > 0 && payment.refunded < payment.amount ? 'reembolsado_parcial' : 'reembolsado';
    case 'rejected':
      return 'recusado';
    case 'cancelled':
      return 'expirado';
    case 'charged_back':
      return 'contestado';
    default:
      return 'aguardando';
  }
}

/**
 * Why a card was declined, in the customer's words, from Mercado Pago's status_detail codes (its
 * documentation's list for card payments); an unknown code gets the general one.
 */
const CARD_DECLINE_MESSAGES: Record<string, string> = {
  cc_rejected_bad_filled_card_number: 'Confira o número do cartão.',
  cc_rejected_bad_filled_date: 'Confira a data de validade do cartão.',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão.',
  cc_rejected_bad_filled_security_code: 'Confira o código de segurança do cartão.',
  cc_rejected_blacklist: 'Não foi possível pagar com este cartão. Use outro cartão ou pague com Pix.',
  cc_rejected_call_for_authorize: 'O banco pediu para você autorizar este pagamento: ligue para o banco do cartão e tente de novo.',
  cc_rejected_card_disabled: 'Este cartão está desativado: ligue para o banco do cartão para ativá-lo.',
  cc_rejected_card_error: 'Não foi possível processar o cartão. Tente de novo ou use outro cartão.',
  cc_rejected_duplicated_payment: 'Você já fez um pagamento deste valor agora há pouco. Se precisar pagar de novo, use outro cartão.',
  cc_rejected_high_risk: 'O pagamento foi recusado por segurança. Use outro cartão ou pague com Pix.',
  cc_rejected_insufficient_amount: 'O cartão não tem limite suficiente. Use outro cartão ou pague com Pix.',
  cc_rejected_invalid_installments: 'O cartão não aceita pagamento nesta condição. Use outro cartão.',
  cc_rejected_max_attempts: 'Você chegou ao limite de tentativas com este cartão. Use outro cartão ou pague com Pix.',
  cc_rejected_other_reason: 'O banco do cartão recusou o pagamento. Use outro cartão ou pague com Pix.',
  cc_rejected_3ds_challenge: 'A verificação do banco não foi concluída. Tente de novo.',
  cc_rejected_3ds_mandatory: 'O banco do cartão exige uma verificação que não foi feita. Tente de novo ou pague com Pix.',
};

export const CARD_DECLINED_MESSAGE = 'O cartão foi recusado. Use outro cartão ou pague com Pix.';

export function cardDeclineMessage(statusDetail: string): string {
  return CARD_DECLINE_MESSAGES[statusDetail] ?? CARD_DECLINED_MESSAGE;
}
