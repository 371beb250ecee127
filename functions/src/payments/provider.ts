import type { Centavos } from '@/domain/shared/money';

/**
 * Payment in the app (issue #52) goes through one interface, so that a provider other than
 * Mercado Pago (Pagar.me, Stripe) can follow without touching orders: each restaurant connects its
 * own account to Sabor's application (OAuth), a payment is created with the store's credentials
 * and Sabor's commission as the marketplace fee, so the money lands in the store's account and
 * the fee in Sabor's: split at source, nothing to collect later.
 *
 * Amounts cross this interface in centavos; each provider converts to its own unit.
 */

/** A connected store's credentials at the provider: secrets, kept server-side only. */
export interface SellerCredentials {
  /** The provider's id of the store's account (the payments' collector). */
  sellerId: string;
  accessToken: string;
  refreshToken: string;
  /** Used by the browser to tokenise a card for this store's account. */
  publicKey: string;
  expiresAt: Date;
}

export type ProviderPaymentStatus = 'pending' | 'in_process' | 'approved' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';

/** A payment as the provider reports it (never as a client or a notification's body says). */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** The provider's reason code ('accredited', 'cc_rejected_insufficient_amount', 'expired', ...). */
  statusDetail: string;
  amount: Centavos;
  refunded: Centavos;
  marketplaceFee: Centavos;
  sellerId: string;
  /** What Sabor gave it: the order it pays ('{restaurantId}/{orderId}'). */
  externalReference: string;
  method: 'pix' | 'card';
  pix: { qrCode: string; qrCodeBase64: string; expiresAt: Date | null; ticketUrl: string | null } | null;
  createdAt: Date | null;
  approvedAt: Date | null;
  /**
   * A card whose bank asks the cardholder to prove who they are (3-D Secure 2): where the
   * browser posts `creq` (the issuer's challenge page) while the payment waits, 'pending'. Null
   * for any other payment.
   */
  challenge: { url: string; creq: string } | null;
}

/** What a charge carries, whatever its method. */
export interface ChargeRequest {
  amount: Centavos;
  marketplaceFee: Centavos;
  description: string;
  externalReference: string;
  payerEmail: string;
  /** The provider creates one payment per key, however often the request is sent. */
  idempotencyKey: string;
  notificationUrl: string | null;
}

export interface PixChargeRequest extends ChargeRequest {
  expiresAt: Date;
}

export interface CardPaymentRequest extends ChargeRequest {
  /** The card as tokenised in the browser by the provider's own script. */
  cardToken: string;
  paymentMethodId: string;
  /** The payer's CPF, as the card form took it. */
  payerDocument: string | null;
}

export interface ProviderRefund {
  id: string;
  amount: Centavos;
}

/** A webhook's claim, once its signature holds: which payment to read again from the API. */
export interface PaymentNotice {
  paymentId: string;
  sellerId: string | null;
  /** The notification's own id, for idempotency and the record. */
  noticeId: string;
}

export type WebhookReading = { ok: true; notice: PaymentNotice } | { ok: false; reason: 'signature' | 'stale' | 'not-payment' };

/** A request as the webhook's HTTP Function received it. */
export interface WebhookRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface PaymentProvider {
  readonly name: 'mercadopago';
  /** Where a store's owner goes to connect their account; `state` comes back with the code. */
  authorizationUrl(state: string, redirectUri: string): string;
  /** The store's credentials for the code the provider sent back to `redirectUri`. */
  connectSeller(code: string, redirectUri: string): Promise<SellerCredentials>;
  /** Fresh credentials before the access token expires. */
  refreshSeller(refreshToken: string): Promise<SellerCredentials>;
  createPixCharge(seller: SellerCredentials, charge: PixChargeRequest): Promise<ProviderPayment>;
  createCardPayment(seller: SellerCredentials, payment: CardPaymentRequest): Promise<ProviderPayment>;
  getPayment(seller: SellerCredentials, paymentId: string): Promise<ProviderPayment>;
  /** A pending charge cancelled (a Pix the customer gave up on). */
  cancelPayment(seller: SellerCredentials, paymentId: string): Promise<ProviderPayment>;
  /** All (`amount` null) or part of an approved payment given back. */
  refund(seller: SellerCredentials, paymentId: string, amount: Centavos | null, idempotencyKey: string): Promise<ProviderRefund>;
  /** A webhook's notification, its signature checked; never trusted for the payment's state. */
  readWebhook(request: WebhookRequest, now: Date): WebhookReading;
}
