import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { CARD_CHALLENGE_MINUTES, marketplaceFeeOf, onlinePaymentStateOf, ORDER_PAYMENTS, paymentReference, PIX_CHARGE_MINUTES, type OnlineMethod, type OnlinePaymentState } from '@/domain/payments/online-payment';
import type { CardPaymentRequest } from '@/domain/payments/card-form';
import type { OrderBreakdown } from '@/domain/money/order-breakdown';
import type { PaidOrderWatch } from '../orders/order-watch';
import { applyPayment, orderRefOf } from './order-payments';
import { connectedSeller } from './payment-accounts';
import type { PaymentProvider, ProviderPayment } from './provider';

/**
 * A new order's charge (issue #52), made by placeOrder (orders/charge-new-order.ts) at the store's
 * own account with Sabor's share as the marketplace fee: a Pix charge, or a card payment from the
 * browser's token. From then on the provider's word moves the order (order-payments.ts).
 */

/** A new order paid in the app, as its charge needs it. */
export interface ChargedOrder {
  restaurantId: string;
  orderId: string;
  restaurantName: string;
  breakdown: OrderBreakdown;
  payerEmail: string;
}

/** What every charge of an order carries: the exact total, Sabor's share as the marketplace fee, one per order (the idempotency key). */
function chargeOf(order: ChargedOrder) {
  return {
    amount: order.breakdown.total,
    marketplaceFee: marketplaceFeeOf(order.breakdown),
    description: `Pedido em ${order.restaurantName} pela Sabor`,
    externalReference: paymentReference(order.restaurantId, order.orderId),
    payerEmail: order.payerEmail,
    idempotencyKey: `pedido-${order.orderId}`,
    notificationUrl: null,
  };
}

/** The charge made: pagamentos/{id} points the provider's notices back at the order, and the order keeps the payment's id (and `fields`). */
async function recordCharge(db: Firestore, provider: PaymentProvider, order: ChargedOrder, payment: ProviderPayment, metodo: OnlineMethod, fields: Record<string, unknown>, now: Date): Promise<void> {
  const batch = db.batch();
  batch.set(db.collection(ORDER_PAYMENTS).doc(payment.id), {
    restaurantId: order.restaurantId,
    orderId: order.orderId,
    provedor: provider.name,
    metodo,
    valor: payment.amount,
    criadoEm: Timestamp.fromDate(now),
  });
  batch.update(orderRefOf(db, order), { 'pagamentoOnline.pagamentoId': payment.id, ...fields });
  await batch.commit();
}

/**
 * The Pix charge of a new order, valid for PIX_CHARGE_MINUTES; the order keeps its copia e cola,
 * expiry and the provider's page of it. Rejects when the charge could not be made (the caller
 * cancels the order).
 */
export async function chargePix(db: Firestore, provider: PaymentProvider, order: ChargedOrder, now: Date): Promise<{ paymentId: string; expiresAt: Date }> {
  const seller = await connectedSeller(db, order.restaurantId);
  const expiresAt = new Date(now.getTime() + PIX_CHARGE_MINUTES * 60_000);
  const payment = await provider.createPixCharge(seller, { ...chargeOf(order), expiresAt });
  if (!payment.pix?.qrCode) throw new Error(`The Pix charge ${payment.id} came without a copia e cola`);
  const until = payment.pix.expiresAt ?? expiresAt;
  await recordCharge(db, provider, order, payment, 'pix', { 'pagamentoOnline.pix': { copiaECola: payment.pix.qrCode, expiraEm: Timestamp.fromDate(until), pagina: payment.pix.ticketUrl } }, now);
  return { paymentId: payment.id, expiresAt: until };
}

/**
 * The card payment of a new order, from the token the provider's script made in the browser (no
 * installments: a meal is paid at once). The provider answers at once: approved, the order goes to
 * the kitchen now; declined, it is cancelled with the reason in the customer's words; in review,
 * it waits for the provider's notice like a Pix. When the bank asks for 3-D Secure, the order
 * keeps the bank's page (`pagamentoOnline.desafio`) for the customer to answer on '/status' until
 * `challengeUntil`, when the caller's queued task cancels it unanswered. Rejects when the provider
 * could not be reached.
 */
export async function chargeCard(
  db: Firestore,
  provider: PaymentProvider,
  order: ChargedOrder,
  card: CardPaymentRequest,
  watch: PaidOrderWatch,
  now: Date,
): Promise<{ estado: OnlinePaymentState; challengeUntil: Date | null }> {
  const seller = await connectedSeller(db, order.restaurantId);
  const payment = await provider.createCardPayment(seller, { ...chargeOf(order), cardToken: card.token, paymentMethodId: card.bandeira, payerDocument: card.cpf });
  const challengeUntil = payment.challenge ? new Date(now.getTime() + CARD_CHALLENGE_MINUTES * 60_000) : null;
  const challenge = payment.challenge && challengeUntil ? { 'pagamentoOnline.desafio': { url: payment.challenge.url, creq: payment.challenge.creq, expiraEm: Timestamp.fromDate(challengeUntil) } } : {};
  await recordCharge(db, provider, order, payment, 'cartao', challenge, now);
  await applyPayment(db, payment, watch, now);
  return { estado: onlinePaymentStateOf(payment), challengeUntil };
}

/**
 * An order whose charge could not be made: cancelled before anyone saw it, with why (the customer
 * is told at the checkout and may pay another way).
 */
export async function cancelUncharged(orderRef: DocumentReference, reason: string): Promise<void> {
  await orderRef.update({ status: 'cancelado', 'pagamentoOnline.estado': 'recusado', 'pagamentoOnline.motivo': reason, ultimaAtualizacao: FieldValue.serverTimestamp() });
}
