/** Types for mercado-pago-stand-in.mjs, which the tests import. */

export interface StandInSeller {
  readonly id: number;
  readonly nickname: string;
  readonly email: string;
  readonly city: string;
}

export declare const SELLERS: readonly StandInSeller[];
export declare const MARKETPLACE_USER_ID: number;

/** A payment as GET /v1/payments/:id answers it (the fields the stand-in fills). */
export interface StandInPayment {
  id: number;
  status: 'pending' | 'approved' | 'in_process' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';
  status_detail: string;
  collector_id: number;
  marketplace_owner: number | null;
  application_fee: number | null;
  fee_details: { type: string; amount: number; fee_payer: string }[];
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: 'BRL';
  description: string | null;
  payment_method_id: string;
  payment_type_id: string;
  external_reference: string | null;
  notification_url: string | null;
  metadata: Record<string, unknown>;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  refunds: { id: number; payment_id: number; amount: number; status: string; date_created: string }[];
  point_of_interaction: { type?: 'PIX'; transaction_data?: { qr_code: string; qr_code_base64: string; ticket_url: string } };
  [field: string]: unknown;
}

/** A webhook the stand-in queued, with every attempt to deliver it. */
export interface StandInNotification {
  id: number;
  url: string;
  requestId: string;
  paymentId: number;
  action: 'payment.created' | 'payment.updated';
  body: {
    action: 'payment.created' | 'payment.updated';
    api_version: 'v1';
    data: { id: string };
    date_created: string;
    id: number;
    live_mode: false;
    type: 'payment';
    user_id: number;
  };
  attempts: { at: string; ts: string; status: number | null; error: string | null }[];
  /** The last attempt's answer; null when the URL was unreachable. */
  status: number | null;
  delivered: boolean;
}

export interface MercadoPagoStandInOptions {
  /** 0 (the default): any free port. */
  port?: number;
  webhookSecret: string;
  clientId: string;
  clientSecret: string;
  /** The webhook URL of the application's panel; a payment's own notification_url wins. */
  notificationUrl?: string;
  /** The application's name on the consent page ('Sabor'). */
  appName?: string;
  /** Seller tokens' life (180 days). */
  tokenLifetimeSeconds?: number;
  /** Waits before each retry of a failed webhook ([200, 1000, 3000]). */
  retryDelaysMs?: number[];
  /** The stand-in's clock (token and Pix expiry, dates, the signature's ts). */
  now?: () => Date;
  log?: (message: string) => void;
}

export interface MercadoPagoStandIn {
  url: string;
  marketplace: { userId: number; accessToken: string; publicKey: string };
  sellers: readonly StandInSeller[];
  authorize(options: { redirectUri: string; sellerId?: number; state?: string }): { code: string; state: string | null; redirectUrl: string };
  approve(paymentId: number | string): StandInPayment;
  expire(paymentId: number | string): StandInPayment;
  chargeback(paymentId: number | string): StandInPayment;
  payments(): StandInPayment[];
  notifications(): StandInNotification[];
  resend(notificationId: number): Promise<number | null>;
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export declare function startMercadoPagoStandIn(options: MercadoPagoStandInOptions): Promise<MercadoPagoStandIn>;
