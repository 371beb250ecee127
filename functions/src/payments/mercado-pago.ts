import { MercadoPagoConfig, OAuth, Payment, PaymentRefund, WebhookSignatureValidator } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { toCentavos, toReais, type Centavos } from '@/domain/shared/money';
import type {
  CardPaymentRequest,
  ChargeRequest,
  PaymentProvider,
  PixChargeRequest,
  ProviderPayment,
  ProviderPaymentStatus,
  SellerCredentials,
  WebhookReading,
  WebhookRequest,
} from './provider';

/**
 * Mercado Pago behind the payment interface (issue #52), through its official SDK: split 1:1
 * (marketplace), each payment created with the store's own access token and Sabor's commission as
 * `application_fee`; stores connect by OAuth; webhooks checked with the SDK's own validator.
 *
 * Configuration (functions/.env and secrets, README 'Pagamento online'):
 * - MERCADO_PAGO_CLIENT_ID, MERCADO_PAGO_CLIENT_SECRET: Sabor's application (its OAuth client);
 * - MERCADO_PAGO_WEBHOOK_SECRET: the key webhooks are signed with;
 * - MERCADO_PAGO_API_URL and MERCADO_PAGO_AUTH_URL: the API and the authorisation page, only to
 *   point them at the local stand-in (scripts/lib/mercado-pago-stand-in.mjs); production leaves them unset.
 */

export interface MercadoPagoSettings {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  apiUrl: string | null;
  authUrl: string;
}

export const MERCADO_PAGO_AUTH_URL = 'https://auth.mercadopago.com/authorization';

/**
 * The secrets a Function that talks to Mercado Pago binds on a deployed project (README, 'Payment
 * in the app'); the emulator binds none (it cannot reach Secret Manager) and the scripts pass
 * plain variables, as for the e-mail (notify/settings.ts).
 */
export const PAYMENT_SECRETS: string[] = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['MERCADO_PAGO_CLIENT_SECRET', 'MERCADO_PAGO_WEBHOOK_SECRET'];

/** How far a webhook's timestamp may be from now (seconds): an older one replayed is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export function mercadoPagoSettings(env: NodeJS.ProcessEnv = process.env): MercadoPagoSettings | null {
  const clientId = env.MERCADO_PAGO_CLIENT_ID?.trim();
  const clientSecret = env.MERCADO_PAGO_CLIENT_SECRET?.trim();
  const webhookSecret = env.MERCADO_PAGO_WEBHOOK_SECRET?.trim();
  if (!clientId || !clientSecret || !webhookSecret) return null;
  return { clientId, clientSecret, webhookSecret, apiUrl: env.MERCADO_PAGO_API_URL?.trim() || null, authUrl: env.MERCADO_PAGO_AUTH_URL?.trim() || MERCADO_PAGO_AUTH_URL };
}

const STATUSES: readonly ProviderPaymentStatus[] = ['pending', 'in_process', 'approved', 'rejected', 'cancelled', 'refunded', 'charged_back'];

function statusOf(value: unknown): ProviderPaymentStatus {
  if (value === 'authorized' || value === 'in_mediation') return 'in_process';
  return STATUSES.includes(value as ProviderPaymentStatus) ? (value as ProviderPaymentStatus) : 'pending';
}

const dateOf = (value: unknown): Date | null => (typeof value === 'string' && value ? new Date(value) : null);
const amountOf = (value: unknown): Centavos => (typeof value === 'number' && Number.isFinite(value) ? toCentavos(value) : 0);

/** A payment as the API answered it, in the interface's terms. */
export function paymentFromApi(data: Record<string, unknown>): ProviderPayment {
  const interaction = (data.point_of_interaction ?? {}) as { transaction_data?: Record<string, unknown> };
  const transaction = interaction.transaction_data ?? {};
  const fees = Array.isArray(data.fee_details) ? (data.fee_details as Array<Record<string, unknown>>) : [];
  const applicationFee = typeof data.application_fee === 'number' ? data.application_fee : fees.find((fee) => fee.type === 'application_fee')?.amount;
  const pix = data.payment_method_id === 'pix';
  const threeDs = (data.three_ds_info ?? {}) as { external_resource_url?: unknown; creq?: unknown };
  return {
    id: String(data.id ?? ''),
    status: statusOf(data.status),
    statusDetail: typeof data.status_detail === 'string' ? data.status_detail : '',
    amount: amountOf(data.transaction_amount),
    refunded: amountOf(data.transaction_amount_refunded),
    marketplaceFee: amountOf(applicationFee),
    sellerId: data.collector_id === undefined || data.collector_id === null ? '' : String(data.collector_id),
    externalReference: typeof data.external_reference === 'string' ? data.external_reference : '',
    method: pix ? 'pix' : 'card',
    pix: pix
      ? {
          qrCode: typeof transaction.qr_code === 'string' ? transaction.qr_code : '',
          qrCodeBase64: typeof transaction.qr_code_base64 === 'string' ? transaction.qr_code_base64 : '',
          expiresAt: dateOf(data.date_of_expiration),
          ticketUrl: typeof transaction.ticket_url === 'string' ? transaction.ticket_url : null,
        }
      : null,
    createdAt: dateOf(data.date_created),
    approvedAt: dateOf(data.date_approved),
    challenge:
      data.status_detail === 'pending_challenge' && typeof threeDs.external_resource_url === 'string' && typeof threeDs.creq === 'string'
        ? { url: threeDs.external_resource_url, creq: threeDs.creq }
        : null,
  };
}

function credentialsFrom(data: Record<string, unknown>, now: Date): SellerCredentials {
  const expiresIn = typeof data.expires_in === 'number' ? data.expires_in : 0;
  return {
    sellerId: String(data.user_id ?? ''),
    accessToken: String(data.access_token ?? ''),
    refreshToken: String(data.refresh_token ?? ''),
    publicKey: String(data.public_key ?? ''),
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
  };
}

/** Mercado Pago as Sabor's payment provider, with `settings`. */
export function mercadoPagoProvider(settings: MercadoPagoSettings, now: () => Date = () => new Date()): PaymentProvider {
  // The SDK has one base URL for all its clients: the stand-in's under the emulators, the real one otherwise.
  if (settings.apiUrl) (AppConfig as { BASE_URL: string }).BASE_URL = settings.apiUrl;
  // The OAuth calls carry the application's credentials in their body; the SDK wants a token for
  // its client anyway, and the application's secret is the one Sabor holds.
  const app = new MercadoPagoConfig({ accessToken: settings.clientSecret });
  const as = (seller: SellerCredentials) => new MercadoPagoConfig({ accessToken: seller.accessToken });
  const common = (charge: ChargeRequest) => ({
    transaction_amount: toReais(charge.amount),
    application_fee: toReais(charge.marketplaceFee),
    description: charge.description,
    external_reference: charge.externalReference,
    ...(charge.notificationUrl ? { notification_url: charge.notificationUrl } : {}),
  });

  return {
    name: 'mercadopago',

    authorizationUrl(state, redirectUri) {
      const url = new URL(settings.authUrl);
      url.search = new URLSearchParams({ client_id: settings.clientId, response_type: 'code', platform_id: 'mp', state, redirect_uri: redirectUri }).toString();
      return url.toString();
    },

    async connectSeller(code, redirectUri) {
      const answer = await new OAuth(app).create({ body: { client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: redirectUri } });
      return credentialsFrom(answer as unknown as Record<string, unknown>, now());
    },

    async refreshSeller(refreshToken) {
      const answer = await new OAuth(app).refresh({ body: { client_id: settings.clientId, client_secret: settings.clientSecret, refresh_token: refreshToken } });
      return credentialsFrom(answer as unknown as Record<string, unknown>, now());
    },

    async createPixCharge(seller, charge: PixChargeRequest) {
      const body = { ...common(charge), payment_method_id: 'pix', payer: { email: charge.payerEmail }, date_of_expiration: charge.expiresAt.toISOString() };
      const answer = await new Payment(as(seller)).create({ body, requestOptions: { idempotencyKey: charge.idempotencyKey } });
      return paymentFromApi(answer as unknown as Record<string, unknown>);
    },

    async createCardPayment(seller, payment: CardPaymentRequest) {
      const body = {
        ...common(payment),
        token: payment.cardToken,
        payment_method_id: payment.paymentMethodId,
        // Sabor offers no installments: a meal is paid at once.
        installments: 1,
        // 3-D Secure 2 when the bank asks for it: the payment then waits 'pending_challenge' with
        // the bank's page in `three_ds_info` (the customer answers it on '/status').
        three_d_secure_mode: 'optional',
        payer: { email: payment.payerEmail, ...(payment.payerDocument ? { identification: { type: 'CPF', number: payment.payerDocument } } : {}) },
      };
      const answer = await new Payment(as(seller)).create({ body, requestOptions: { idempotencyKey: payment.idempotencyKey } });
      return paymentFromApi(answer as unknown as Record<string, unknown>);
    },

    async getPayment(seller, paymentId) {
      return paymentFromApi((await new Payment(as(seller)).get({ id: paymentId })) as unknown as Record<string, unknown>);
    },

    async cancelPayment(seller, paymentId) {
      return paymentFromApi((await new Payment(as(seller)).cancel({ id: paymentId })) as unknown as Record<string, unknown>);
    },

    async refund(seller, paymentId, amount, idempotencyKey) {
      const answer = (await new PaymentRefund(as(seller)).create({
        payment_id: paymentId,
        body: amount === null ? {} : { amount: toReais(amount) },
        requestOptions: { idempotencyKey },
      })) as unknown as Record<string, unknown>;
      return { id: String(answer.id ?? ''), amount: amountOf(answer.amount) };
    },

    readWebhook(request: WebhookRequest, at: Date): WebhookReading {
      const dataId = request.query['data.id'] ?? null;
      try {
        WebhookSignatureValidator.validate({
          xSignature: request.headers['x-signature'],
          xRequestId: request.headers['x-request-id'],
          dataId,
          secret: settings.webhookSecret,
          toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
          now: () => at.getTime(),
        });
      } catch (error) {
        return { ok: false, reason: (error as { reason?: string }).reason === 'TimestampOutOfTolerance' ? 'stale' : 'signature' };
      }
      const body = (request.body ?? {}) as { type?: unknown; id?: unknown; user_id?: unknown };
      if ((request.query.type ?? body.type) !== 'payment' || !dataId) return { ok: false, reason: 'not-payment' };
      return { ok: true, notice: { paymentId: dataId, sellerId: body.user_id === undefined ? null : String(body.user_id), noticeId: String(body.id ?? request.headers['x-request-id'] ?? '') } };
    },
  };
}
