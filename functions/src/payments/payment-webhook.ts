import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { PaidOrderWatch } from '../orders/order-watch';
import { handlePaymentNotice } from './order-payments';
import type { PaymentProvider, WebhookRequest } from './provider';

/**
 * The provider's notifications (issue #52): POST /mercadoPagoWebhook, the URL set in Sabor's
 * application at Mercado Pago (the stand-in's `notificationUrl` locally). A notice only says
 * "payment N changed": its signature is checked (provider.readWebhook: HMAC over the documented
 * manifest, constant time, a stale timestamp refused), then the payment is read again from the
 * provider and applied to its order (order-payments.ts). Anything but a 2xx makes the provider
 * send it again later, so only a failure worth retrying answers 500.
 */

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** An HTTP request's headers and query as plain strings (Express gives arrays for repeated ones). */
function flat(values: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key.toLowerCase(), Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value)]));
}

export async function answerPaymentWebhook(
  db: Firestore,
  provider: PaymentProvider | null,
  request: { method: string; headers: Record<string, unknown>; query: Record<string, unknown>; body: unknown },
  watch: PaidOrderWatch,
  now: Date,
): Promise<WebhookAnswer> {
  if (request.method !== 'POST') return { status: 405, body: 'Use POST.' };
  if (!provider) return { status: 404, body: 'Pagamento online não configurado.' };
  const webhook: WebhookRequest = { headers: flat(request.headers), query: flat(request.query), body: request.body };
  const reading = provider.readWebhook(webhook, now);
  if (!reading.ok) {
    // Not about a payment (a test notice, another topic): taken, so it is not sent again.
    if (reading.reason === 'not-payment') return { status: 200, body: 'ignorada' };
    logger.warn('A payment webhook with a bad or stale signature was refused', { reason: reading.reason, requestId: webhook.headers['x-request-id'] });
    return { status: 401, body: 'Assinatura inválida.' };
  }
  try {
    const outcome = await handlePaymentNotice(db, provider, reading.notice.paymentId, watch, now);
    return { status: 200, body: outcome };
  } catch (error) {
    logger.error('A payment notice could not be handled; the provider sends it again', { paymentId: reading.notice.paymentId, error: String(error) });
    return { status: 500, body: 'Tente de novo.' };
  }
}
