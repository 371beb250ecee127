import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { refundMail } from '@/domain/notifications/mail';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import { formatCentavos, toCentavos, type Centavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { appUrl } from '../notify/settings';
import { outboxId, queueMail } from '../notify/outbox';
import { logger } from 'firebase-functions/v2';
import { cardDeclineMessage, onlinePaymentStateOf, ORDER_PAYMENTS, paymentReference, type OnlinePaymentState } from '@/domain/payments/online-payment';
import { onlinePaymentFromData, type OrderOnlinePayment } from '@/domain/payments/online-payment.record';
import { postAdjustment } from '../money/commission-ledger';
import { CHARGEBACK_REASON, chargebackAdjustmentReason, chargebackCredit } from '@/domain/payments/payment-divergence';
import { divergenceData } from '@/domain/payments/payment-divergence.record';
import { toNumber } from '@/domain/shared/stored-values';
import { DEFAULT_ACCEPT_LIMIT_MINUTES } from '@/domain/restaurants/restaurant';
import { numberOrder } from '../lib/order-numbers';
import type { PaidOrderWatch } from '../orders/order-watch';
import { connectedSeller, sellerCredentialsOf } from './payment-accounts';
import type { PaymentProvider, ProviderPayment } from './provider';

/**
 * An order paid in the app (issue #52), from its charge to its end. placeOrder writes the order
 * 'aguardando_pagamento' with `pagamentoOnline` (domain/payments/online-payment.record.ts) and no
 * number; the kitchen does not see it. order-charges.ts creates its charge at the store's account
 * with Sabor's share as the marketplace fee. From then on the provider's word moves the order,
 * always read from its API (the webhook, the expiry task): applyPayment is the one place that
 * does, in a transaction, so the same notification ten times changes nothing after the first.
 * Approved: the order goes to the kitchen ('novo_pedido', numbered, its time to answer starting
 * now). Cancelled or expired: the order is cancelled, nothing to refund.
 */

export type PaymentOutcome = 'released' | 'scheduled' | 'ended' | 'updated' | 'unchanged' | 'mismatch' | 'unknown';

/** The order a payment index entry (pagamentos/{paymentId}) points at. */
interface PaymentTarget {
  restaurantId: string;
  orderId: string;
}

/** The order a payment is for (also order-charges.ts). */
export const orderRefOf = (db: Firestore, target: PaymentTarget) => db.collection('restaurantes').doc(target.restaurantId).collection('pedidos').doc(target.orderId);

/** What a payment as the provider reports it means for the order: its new payment state and status. */
function nextOf(payment: ProviderPayment, status: string): { estado: OnlinePaymentState; status: string } {
  const estado = onlinePaymentStateOf(payment);
  if (status !== 'aguardando_pagamento') return { estado, status };
  if (estado === 'aprovado') return { estado, status: 'novo_pedido' };
  if (estado === 'expirado' || estado === 'recusado') return { estado, status: 'cancelado' };
  return { estado, status };
}

/**
 * The provider's word on a payment, applied to its order in one transaction, idempotently. A
 * payment whose order, store or amount does not match what Sabor charged is flagged on its index
 * entry (pagamentos/{id}.divergencia, for the operator) and changes nothing. Once an order is
 * released to the kitchen, it is numbered and watched (its time to answer, the reminders).
 */
export async function applyPayment(db: Firestore, payment: ProviderPayment, watch: PaidOrderWatch, now: Date): Promise<PaymentOutcome> {
  const indexRef = db.collection(ORDER_PAYMENTS).doc(payment.id);
  const index = await indexRef.get();
  if (!index.exists) {
    logger.warn('A payment notice for a payment Sabor did not create', { paymentId: payment.id });
    return 'unknown';
  }
  const target = { restaurantId: String(index.get('restaurantId')), orderId: String(index.get('orderId')) };
  const orderRef = orderRefOf(db, target);
  // The store's settings (its time to answer, its commission terms) read outside the transaction:
  // read in it, the store's document would stay locked against the panel's own writes (its
  // heartbeat, a pause) until the payment commits, and those writes time out waiting.
  const restaurant = await db.collection('restaurantes').doc(target.restaurantId).get();
  const outcome = await db.runTransaction(async (transaction): Promise<{ outcome: PaymentOutcome; prazoAceiteEm?: Date; liberarEm?: Date; unnumbered?: boolean }> => {
    const order = await transaction.get(orderRef);
    const stored = onlinePaymentFromData(order?.get('pagamentoOnline'));
    const mismatch = !order?.exists || !stored
      ? 'o pedido não existe ou não é pago pelo app'
      : payment.externalReference !== paymentReference(target.restaurantId, target.orderId)
        ? `a referência ${payment.externalReference || '(vazia)'} não é a do pedido`
        : payment.amount !== stored.valor
          ? `o valor ${payment.amount} difere do cobrado (${stored.valor}), em centavos`
          : null;
    if (mismatch) {
      // Flagged once: a notice repeated for it leaves a flag the operator resolved closed.
      if (index.get('divergencia') !== mismatch) transaction.update(indexRef, { ...divergenceData(mismatch, Timestamp.fromDate(now)), estadoProvedor: payment.status });
      return { outcome: 'mismatch' };
    }
    const status = String(order!.get('status') ?? '');
    const next = nextOf(payment, status);
    // Released by another notice (the webhook racing the callable's own answer) whose numbering may not have landed yet.
    const unnumbered = next.status === 'novo_pedido' && status === 'novo_pedido' && order!.get('numero') == null;
    if (next.estado === stored!.estado && payment.refunded === stored!.reembolsado && next.status === status) return { outcome: 'unchanged', unnumbered };
    // A chargeback: the bank took the money back from the store; the operator follows it up, and
    // Sabor's fee on it goes back to the store on its next statement (once: the entry's id is the order's).
    const chargedBack = next.estado === 'contestado' && stored!.estado !== 'contestado';
    if (chargedBack) await creditChargeback(db, transaction, target, order!, restaurant, stored!, now);
    // Money given back: the customer hears of it by e-mail too (the push goes with the order's write).
    if (payment.refunded > stored!.reembolsado && !chargedBack) await queueRefundMail(db, transaction, orderFromData(target.orderId, target.restaurantId, order!.data() ?? {}), payment.refunded, payment.refunded - stored!.reembolsado);
    const fields: Record<string, unknown> = {
      'pagamentoOnline.estado': next.estado,
      'pagamentoOnline.reembolsado': payment.refunded,
      ultimaAtualizacao: FieldValue.serverTimestamp(),
    };
    if (next.estado === 'recusado') fields['pagamentoOnline.motivo'] = cardDeclineMessage(payment.statusDetail);
    // A challenge answered (or given up): the bank's page is of no more use.
    if (stored!.desafio && !payment.challenge) fields['pagamentoOnline.desafio'] = null;
    if (next.estado === 'aprovado' && !stored!.pagoEm) fields['pagamentoOnline.pagoEm'] = Timestamp.fromDate(payment.approvedAt ?? now);
    const chargeback = chargedBack ? divergenceData(CHARGEBACK_REASON, Timestamp.fromDate(now)) : {};
    transaction.update(indexRef, { estadoProvedor: payment.status, atualizadoEm: Timestamp.fromDate(now), ...chargeback });
    const liberarEm = (order!.get('liberarEm') as Timestamp | undefined)?.toDate();
    if (next.status === 'novo_pedido' && status === 'aguardando_pagamento' && liberarEm) {
      // Paid for a later slot (issue #54): it waits apart until its time (orders/scheduled-orders.ts).
      transaction.update(orderRef, { ...fields, status: 'agendado' });
      return { outcome: 'scheduled', liberarEm };
    }
    if (next.status === 'novo_pedido' && status === 'aguardando_pagamento') {
      // Paid: to the kitchen now, with its whole time to answer, numbered among the day's orders.
      const prazoAceiteEm = new Date(now.getTime() + toNumber(restaurant?.get('limiteAceiteMin'), DEFAULT_ACCEPT_LIMIT_MINUTES) * 60_000);
      transaction.update(orderRef, { ...fields, status: 'novo_pedido', numero: null, prazoAceiteEm: Timestamp.fromDate(prazoAceiteEm) });
      return { outcome: 'released', prazoAceiteEm };
    }
    transaction.update(orderRef, { ...fields, status: next.status });
    return { outcome: next.status === 'cancelado' && status !== 'cancelado' ? 'ended' : 'updated', unnumbered };
  });
  if (outcome.outcome === 'scheduled' && outcome.liberarEm) await watch.scheduledOrder(target, outcome.liberarEm);
  // When released to the kitchen now: its time to answer.
  const released = outcome.outcome === 'released' ? outcome.prazoAceiteEm : undefined;
  // Numbered before whoever brought the word is answered, also when another notice released it a
  // moment before: the customer's checkout learns the order stands only once it has its number.
  if (released || outcome.unnumbered) {
    await numberOrder(db, orderRef).catch((error: unknown) => logger.error('Could not number a paid order yet; the next order of the day numbers it', { ...target, error: String(error) }));
  }
  if (released) await watch.newOrder({ ...target, prazoAceiteEm: released });
  return outcome.outcome;
}

/** Sabor's fee on a charged-back payment, credited to the store's next statement (payment-divergence.ts chargebackCredit). */
async function creditChargeback(db: Firestore, transaction: Transaction, target: PaymentTarget, orderSnapshot: DocumentSnapshot, restaurant: DocumentSnapshot | undefined, online: OrderOnlinePayment, now: Date): Promise<void> {
  const credit = chargebackCredit(online);
  if (credit <= 0) return;
  const order = orderFromData(target.orderId, target.restaurantId, orderSnapshot.data() ?? {});
  await postAdjustment(
    db,
    transaction,
    {
      id: `contestacao-${target.orderId}`,
      restaurantId: target.restaurantId,
      restaurantNome: String(restaurant?.get('nome') ?? order.restaurantName),
      valor: -credit,
      motivo: chargebackAdjustmentReason(orderNumberLabel(order)),
      por: 'sistema',
      pedido: { pedidoId: target.orderId, numero: order.numero, pedidoEm: order.createdAt, pagamento: order.pagamento },
    },
    now,
  );
}

/** The e-mail of a refund (`amount` of the `refunded` so far), to the customer's address on their account (none when the account is gone). */
async function queueRefundMail(db: Firestore, transaction: Transaction, order: Order, refunded: Centavos, amount: Centavos): Promise<void> {
  const customer = order.userId ? await transaction.get(db.collection('usuarios').doc(order.userId)) : null;
  const email = customer?.get('email');
  if (typeof email !== 'string' || !email) return;
  queueMail(db, transaction, outboxId('reembolso', order.restaurantId, order.id, String(refunded)), {
    to: email,
    assunto: 'reembolso',
    message: refundMail({
      nome: String(customer?.get('nome') ?? '').split(' ')[0] ?? '',
      restaurantName: order.restaurantName,
      order: orderNumberLabel(order),
      amount: formatCentavos(amount),
      total: formatCentavos(order.pagamentoOnline?.valor ?? toCentavos(order.totalValue)),
      link: `${appUrl()}${PATHS.orderStatusOf(order.id, order.restaurantId)}`,
    }),
  });
}

/**
 * A webhook's notice, acted on: the payment read again from the provider with the store's
 * credentials (never the notice's body), then applied. Resolves with what it did; rejects when the
 * provider could not be read, so the provider sends the notice again.
 */
export async function handlePaymentNotice(db: Firestore, provider: PaymentProvider, paymentId: string, watch: PaidOrderWatch, now: Date): Promise<PaymentOutcome> {
  const index = await db.collection(ORDER_PAYMENTS).doc(paymentId).get();
  if (!index.exists) {
    logger.warn('A payment notice for a payment Sabor did not create', { paymentId });
    return 'unknown';
  }
  const seller = await connectedSeller(db, String(index.get('restaurantId')));
  return applyPayment(db, await provider.getPayment(seller, paymentId), watch, now);
}

/**
 * A Pix charge's end, or a card's unanswered 3-D Secure challenge's (the task queued with it, at
 * its expiry): still unpaid, the charge is cancelled at the provider and the order with it; paid
 * after all (a notice lost), the order goes to the kitchen. 'not-due' before the expiry; 'done'
 * when the order no longer waits.
 */
export async function endUnpaidCharge(db: Firestore, provider: PaymentProvider, target: PaymentTarget, watch: PaidOrderWatch, now: Date): Promise<'done' | 'not-due'> {
  const order = await orderRefOf(db, target).get();
  const stored = onlinePaymentFromData(order.get('pagamentoOnline'));
  if (!order.exists || order.get('status') !== 'aguardando_pagamento' || !stored?.pagamentoId) return 'done';
  const due = stored.pix?.expiraEm ?? stored.desafio?.expiraEm;
  if (due && due > now) return 'not-due';
  const seller = await connectedSeller(db, target.restaurantId);
  let payment = await provider.getPayment(seller, stored.pagamentoId);
  if (payment.status === 'pending' || payment.status === 'in_process') payment = await provider.cancelPayment(seller, stored.pagamentoId);
  await applyPayment(db, payment, watch, now);
  return 'done';
}

/** Statuses in which an order ended without reaching the customer (rejected, unanswered, cancelled). */
const ENDED_UNDELIVERED = ['rejeitado', 'rejected', 'cancelado', 'expirado'];

/**
 * A paid order that ended without being delivered (the kitchen rejected it, nobody answered it,
 * the customer cancelled it, or its Pix was paid after it had expired) is refunded in full at the
 * provider, once (the refund's idempotency key is the order's), and its state read back from the
 * provider. Run by the order trigger on every write; nothing to do for any other order.
 */
export async function refundEndedOrder(
  db: Firestore,
  provider: PaymentProvider | null,
  target: PaymentTarget,
  after: Record<string, unknown> | undefined,
  watch: PaidOrderWatch,
  now: Date,
): Promise<'refunded' | 'none'> {
  const online = onlinePaymentFromData(after?.pagamentoOnline);
  if (!provider || !online?.pagamentoId || !(online.estado === 'aprovado' || online.estado === 'reembolsado_parcial') || !ENDED_UNDELIVERED.includes(String(after?.status ?? ''))) return 'none';
  const seller = await sellerCredentialsOf(db, target.restaurantId);
  if (!seller) {
    // The store disconnected its account since: no token to refund with. Retrying would not help;
    // the payment's entry says so for the operator, who refunds it by hand.
    logger.error('A paid order ended undelivered, but its store has no payment account to refund from', { ...target, paymentId: online.pagamentoId });
    await db.collection(ORDER_PAYMENTS).doc(online.pagamentoId).set(divergenceData('reembolso pendente: a loja desconectou a conta Mercado Pago', Timestamp.fromDate(now)), { merge: true });
    return 'none';
  }
  await provider.refund(seller, online.pagamentoId, null, `reembolso-${target.orderId}`);
  await applyPayment(db, await provider.getPayment(seller, online.pagamentoId), watch, now);
  logger.info('A paid order that ended undelivered was refunded in full', { ...target, paymentId: online.pagamentoId });
  return 'refunded';
}
