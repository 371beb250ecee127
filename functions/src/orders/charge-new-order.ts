import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import type { OrderRefusal, OrderRequest } from '@/domain/checkout/order-request';
import { ONLINE_PAYMENT_MESSAGES } from '@/domain/payments/online-payment';
import { onlinePaymentFromData } from '@/domain/payments/online-payment.record';
import type { CouponReservation } from '@/domain/promotions/coupon.schema';
import { releaseCouponUse } from '../lib/coupon-uses';
import { cancelUncharged, chargeCard, chargePix, type ChargedOrder } from '../payments/order-charges';
import type { PaymentProvider } from '../payments/provider';
import type { OrderWatch } from './order-watch';

/** placeOrder's refusal of a payment in the app: the checkout shows `message` and keeps everything typed. */
function paymentRefusal(message: string): HttpsError {
  const refusal: OrderRefusal = { code: 'payment', message };
  return new HttpsError('failed-precondition', message, refusal);
}

/**
 * The charge of an order paid in the app, right after it is written (payments/order-payments.ts):
 * a Pix the customer then pays on '/status' (its end queued), or the card, which the provider
 * answers at once (or, when the bank asks for 3-D Secure, once the customer answered it on
 * '/status', its end queued like a Pix's). When the provider cannot make the charge, or declines the card, the order is
 * cancelled before anyone saw it, its coupon use given back, and the checkout says why, so the
 * customer may try another card or pay another way.
 */
export async function chargeUnpaidOrder(
  db: Firestore,
  payments: PaymentProvider,
  watch: OrderWatch,
  order: ChargedOrder,
  request: OrderRequest,
  reservation: CouponReservation | null,
  now: Date,
): Promise<void> {
  const orderRef = db.collection('restaurantes').doc(order.restaurantId).collection('pedidos').doc(order.orderId);
  const giveCouponBack = async () => {
    if (reservation) await releaseCouponUse(db, reservation, undefined, { unpaid: true }).catch((release: unknown) => logger.error('Could not give a coupon use back', { orderId: order.orderId, error: String(release) }));
  };
  const failed = request.online === 'cartao' ? ONLINE_PAYMENT_MESSAGES.cardFailed : ONLINE_PAYMENT_MESSAGES.pixFailed;
  let declined = false;
  try {
    if (request.online === 'cartao' && request.cartao) {
      const card = await chargeCard(db, payments, order, request.cartao, watch, now);
      declined = card.estado === 'recusado';
      // The bank asked for 3-D Secure: answered on '/status', or cancelled when its time is up.
      if (card.challengeUntil) await watch.unpaidOrder({ restaurantId: order.restaurantId, orderId: order.orderId }, card.challengeUntil);
    } else {
      const charge = await chargePix(db, payments, order, now);
      await watch.unpaidOrder({ restaurantId: order.restaurantId, orderId: order.orderId }, charge.expiresAt);
    }
  } catch (error) {
    logger.error('Could not charge an order paid in the app; it is cancelled', { orderId: order.orderId, error: String(error) });
    await cancelUncharged(orderRef, failed);
    await giveCouponBack();
    throw paymentRefusal(failed);
  }
  if (declined) {
    await giveCouponBack();
    const reason = onlinePaymentFromData((await orderRef.get()).get('pagamentoOnline'))?.motivo;
    throw paymentRefusal(reason || ONLINE_PAYMENT_MESSAGES.cardFailed);
  }
}
