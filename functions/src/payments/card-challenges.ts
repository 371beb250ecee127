import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { ONLINE_PAYMENT_MESSAGES, type OnlinePaymentState } from '@/domain/payments/online-payment';
import { onlinePaymentFromData } from '@/domain/payments/online-payment.record';
import { orderTargetSchema } from '@/domain/orders/order-target.schema';
import { actorOf, readOrRefuse, refuse, type Caller } from '../lib/callable-support';
import type { PaidOrderWatch } from '../orders/order-watch';
import { applyPayment } from './order-payments';
import { connectedSeller } from './payment-accounts';
import type { PaymentProvider } from './provider';

/**
 * A card's 3-D Secure challenge answered (issue #52). The customer answers their bank's page in a
 * frame on '/status' (public/verificacao-cartao.html); when that page says it is done, the app
 * asks here, and the payment is read from the provider (as a webhook's notice would have it read)
 * and applied to the order: approved, to the kitchen; declined, cancelled with the reason. The
 * provider's notice does the same on its own; whichever comes first moves the order, the other
 * changes nothing (order-payments.ts applyPayment).
 */

export const CARD_CHALLENGE_NOT_FOUND = 'Pedido não encontrado.';

export async function checkCardPaymentAs(
  db: Firestore,
  provider: PaymentProvider | null,
  caller: Caller | undefined,
  data: unknown,
  watch: PaidOrderWatch,
  now: () => Date = () => new Date(),
): Promise<{ ok: true; estado: OnlinePaymentState }> {
  const actor = await actorOf(db, caller);
  const target = readOrRefuse(orderTargetSchema, data);
  const order = await db.collection('restaurantes').doc(target.restaurantId).collection('pedidos').doc(target.orderId).get();
  // Someone else's order reads as none at all.
  if (!order.exists || order.get('userId') !== actor.uid) throw refuse('not-found', 'not-found', CARD_CHALLENGE_NOT_FOUND);
  const stored = onlinePaymentFromData(order.get('pagamentoOnline'));
  if (!stored?.pagamentoId) throw refuse('not-found', 'not-found', CARD_CHALLENGE_NOT_FOUND);
  // Settled already (the notice came first): nothing to ask the provider.
  if (order.get('status') !== 'aguardando_pagamento' || !provider) return { ok: true, estado: stored.estado };
  try {
    const payment = await provider.getPayment(await connectedSeller(db, target.restaurantId), stored.pagamentoId);
    await applyPayment(db, payment, watch, now());
  } catch (error) {
    logger.error('Could not read a card payment after its challenge', { ...target, error: String(error) });
    throw refuse('unavailable', 'provider', ONLINE_PAYMENT_MESSAGES.challengeUnconfirmed);
  }
  const after = onlinePaymentFromData((await order.ref.get()).get('pagamentoOnline'));
  return { ok: true, estado: after?.estado ?? stored.estado };
}
