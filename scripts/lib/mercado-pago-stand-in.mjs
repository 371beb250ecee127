/**
 * The local stand-in for Mercado Pago (issue #52), which has no emulator and whose sandbox needs the
 * internet: a plain HTTP server that speaks the subset of the documented REST API a marketplace with
 * split payments uses, so the functions can be driven through the official SDK (point
 * `AppConfig.BASE_URL` of `mercadopago/dist/utils/config` at `url`) and the tests can watch the money.
 * Everything lives in memory and ends with `stop()`.
 *
 *   GET  /authorization?client_id=&redirect_uri=&state=&response_type=code
 *        -> the seller's consent page (Portuguese): pick a seller account, 'Autorizar' or 'Cancelar';
 *           the form posts to POST /authorization, which redirects to
 *           redirect_uri?code=<one-time code>&state=  or  redirect_uri?error=access_denied&state=
 *        -> with &auto=1 (and optionally &seller_id=1002): that redirect at once, no page (tests)
 *   POST /authorization/approve  { client_id, redirect_uri, state?, seller_id? }
 *        -> 200 { code, state, redirect_url }: a code without a browser (tests in another process)
 *   POST /oauth/token  { client_id, client_secret, grant_type: authorization_code, code, redirect_uri }
 *                      { client_id, client_secret, grant_type: refresh_token, refresh_token }
 *        -> { access_token, token_type, expires_in, scope, user_id, refresh_token, public_key, live_mode }
 *   GET  /users/me                       (Bearer) -> the account behind the token
 *   POST /v1/card_tokens?public_key=     (or Bearer) -> a single-use card token, CORS open
 *   GET  /v1/card_tokens/:id             (Bearer)
 *   POST /v1/payments                    (Bearer seller token, X-Idempotency-Key) -> 201 payment
 *   GET  /v1/payments/:id                (Bearer, only the payment's seller)
 *   PUT  /v1/payments/:id  { status: 'cancelled' }  (a pending Pix or a card in process)
 *   POST /v1/payments/:id/refunds  { amount? }  (X-Idempotency-Key) -> 201 refund
 *   GET  /v1/payments/:id/refunds[/:refundId]
 *   GET  /js/v2                          -> a stand-in of the browser SDK (`window.MercadoPago`)
 *   GET  /pagar/:id                      -> a page to pay a Pix as the customer's bank would
 *   POST /3ds/desafio  creq=             -> the card issuer's 3-D Secure challenge page (a code to type)
 *   POST /3ds/desafio/resposta  creq=&codigo=&acao=confirmar|cancelar
 *        -> approves or declines the payment, then a page that tells its parent frame
 *           { status: 'COMPLETE' } by postMessage, as Mercado Pago's last challenge page does
 *   POST /pagar/:id  acao=pagar|expirar  (form or JSON)
 *   POST /__stand-in/payments/:id/approve|expire|chargeback   GET /__stand-in/payments
 *   POST /__stand-in/payments/:id/challenge  { acao: confirmar|cancelar }  (the challenge, answered)
 *   GET  /__stand-in/notifications       POST /__stand-in/notifications/:id/resend
 *        -> the test hooks below, over HTTP, for tests that run in another process than the stand-in
 *
 * Card outcomes follow Mercado Pago's test cards: the cardholder's name decides (APRO approved,
 * CONT in process, OTHE/CALL/FUND/SECU/EXPI/FORM rejected with their status_detail); any other name
 * is approved. Mercado Pago's 3-D Secure test card (5483 9281 6457 4623) asks for a challenge when
 * the payment is created with three_d_secure_mode 'optional' (status pending, pending_challenge,
 * with three_ds_info), and is declined cc_rejected_3ds_mandatory without it. Webhooks are signed as the real ones (x-signature over
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, HMAC-SHA256 keyed with the webhook secret),
 * delivered after the answer and retried on failure.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { encodePng } from './png.mjs';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import qrcode from 'qrcode-generator';

/** The fake seller accounts a restaurant can connect; the first is the default of `auto=1`. */
export const SELLERS = Object.freeze([
  Object.freeze({ id: 1001, nickname: 'Cantina da Nonna', email: 'cantina.nonna@vendedor.test', city: 'Sao Paulo' }),
  Object.freeze({ id: 1002, nickname: 'Sabor do Sertão', email: 'sabor.sertao@vendedor.test', city: 'Recife' }),
  Object.freeze({ id: 1003, nickname: 'Pastelaria do Zé', email: 'pastelaria.ze@vendedor.test', city: 'Curitiba' }),
]);

/** The account that owns the application and collects the marketplace fee. */
export const MARKETPLACE_USER_ID = 1000;

/** Seller tokens last 180 days, as the real ones; then the refresh token (used once) renews them. */
const DEFAULT_TOKEN_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** An authorisation code is short-lived (10 minutes in the documentation) and works once. */
const CODE_LIFETIME_MS = 10 * 60_000;
/** A card token is valid for 7 days and one payment. */
const CARD_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** A Pix is open for 30 minutes unless the request says otherwise. */
const DEFAULT_PIX_LIFETIME_MS = 30 * 60_000;
/**
 * Retries after a failed delivery: short, so a test sees them; the real provider waits longer
 * (minutes to hours) but retries the same way, with the same x-request-id and a new signature.
 */
const DEFAULT_RETRY_DELAYS_MS = [200, 1_000, 3_000];
const DELIVERY_TIMEOUT_MS = 5_000;
const MAX_BODY_BYTES = 1_000_000;

/** What the cardholder's name on a test card does, as in Mercado Pago's testing guide. */
const CARD_OUTCOMES = {
  APRO: ['approved', 'accredited'],
  CONT: ['in_process', 'pending_contingency'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  CALL: ['rejected', 'cc_rejected_call_for_authorize'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  EXPI: ['rejected', 'cc_rejected_bad_filled_date'],
  FORM: ['rejected', 'cc_rejected_bad_filled_other'],
};

/** Mercado Pago's 3-D Secure test card, by the digits a token keeps of it. */
const CHALLENGE_CARD = { firstSix: '548392', lastFour: '4623' };
/** The code the challenge page takes: any six digits, as an SMS code would be. */
const CHALLENGE_CODE = /^\d{6}$/;

/** An error the API answers with, in its shape: { message, error, status, cause: [{ code, description, data }] }. */
class ApiError extends Error {
  constructor(status, error, message, cause = []) {
    super(message);
    this.status = status;
    this.error = error;
    this.cause = cause;
  }

  toJSON() {
    return { message: this.message, error: this.error, status: this.status, cause: this.cause };
  }
}

/** A 400 with one cause; codes are the documented ones where the documentation lists one (1 is "Params Error"). */
const badRequest = (description, code = 1) => new ApiError(400, 'bad_request', description, [{ code, description, data: null }]);
const notFound = (description, code) => new ApiError(404, 'not_found', description, code === undefined ? [] : [{ code, description, data: null }]);
const unauthorized = (description, code) => new ApiError(401, 'unauthorized', description, code === undefined ? [] : [{ code, description, data: null }]);
/** OAuth errors carry an OAuth error name and no causes, as /oauth/token answers. */
const oauthError = (status, error, message) => new ApiError(status, error, message, []);

const hex = (bytes) => randomBytes(bytes).toString('hex');
const cents = (amount) => Math.round(amount * 100);
const fromCents = (value) => value / 100;

/**
 * Dates as the API writes them: ISO 8601 with milliseconds and the -04:00 offset of its servers,
 * not UTC's 'Z', so a consumer that compares date strings instead of parsing them fails here too.
 */
function apiDate(ms) {
  return new Date(ms - 4 * 60 * 60_000).toISOString().replace('Z', '-04:00');
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const brl = (amount) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount);

/** Luhn's check digit, which every real card number passes (Mercado Pago's test cards too). */
function luhnValid(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The QR code of `text` as a grayscale PNG in base64, as `qr_code_base64` is: a real, scannable
 * code (4 pixels a module, the 4-module quiet zone), so a test can read the image back.
 */
function qrPngBase64(text) {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const modules = code.getModuleCount();
  const scale = 4;
  const quiet = 4;
  const size = (modules + 2 * quiet) * scale;
  // One filter byte (0: none) then one byte a pixel, white unless its module is dark.
  const raw = Buffer.alloc((size + 1) * size, 0xff);
  for (let y = 0; y < size; y += 1) {
    raw[y * (size + 1)] = 0;
    const row = Math.floor(y / scale) - quiet;
    for (let x = 0; x < size; x += 1) {
      const col = Math.floor(x / scale) - quiet;
      if (row >= 0 && row < modules && col >= 0 && col < modules && code.isDark(row, col)) raw[y * (size + 1) + 1 + x] = 0;
    }
  }
  return encodePng(size, size, 0, raw).toString('base64');
}

/** The request's body: JSON, or a form (the consent and Pix pages post forms). */
async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw badRequest('request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  if (String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed;
  } catch {
    throw badRequest('JSON parse error');
  }
}

/** A small HTML page in the stand-in's look (no script: the pages work with forms alone). */
function page(title, body) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mercado Pago (ambiente local)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  header { color: #00529b; font-weight: 700; margin-bottom: 1rem; }
  fieldset { border: 1px solid #ccc; border-radius: .5rem; margin: 1rem 0; }
  label { display: block; padding: .4rem 0; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: .4rem; border: 1px solid #00529b; margin-right: .5rem; }
  button.primario { background: #009ee3; border-color: #009ee3; color: #fff; }
  .nota { color: #555; font-size: .9rem; }
  .valor { font-size: 2rem; font-weight: 700; }
</style>
</head>
<body>
<header>Mercado Pago · ambiente local de testes</header>
${body}
<p class="nota">Este é o substituto local do Mercado Pago: nenhuma conta ou dinheiro real é usado.</p>
</body>
</html>`;
}

/**
 * The browser SDK's stand-in, served at /js/v2: `new MercadoPago(publicKey, { locale })` and
 * `createCardToken({...})`, posting to this server's /v1/card_tokens as the real script posts to
 * api.mercadopago.com, so card data goes from the browser to the provider and never through Sabor.
 * No eval, no inline code: it loads under a strict CSP that lists the stand-in's origin.
 */
const BROWSER_SDK = `/* Mercado Pago SDK v2: substituto local (Sabor, issue #52). */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var digits = function (value) { return String(value == null ? '' : value).replace(/\\D/g, ''); };
  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new TypeError('MercadoPago must be called with new');
    if (!publicKey) throw new Error('MercadoPago: a public key is required');
    this.publicKey = publicKey;
    this.locale = (options && options.locale) || 'pt-BR';
  }
  MercadoPago.prototype.createCardToken = function (data) {
    var body = {
      card_number: digits(data.cardNumber),
      expiration_month: Number(data.cardExpirationMonth),
      expiration_year: Number(data.cardExpirationYear),
      security_code: digits(data.securityCode),
      cardholder: {
        name: data.cardholderName,
        identification: { type: data.identificationType, number: digits(data.identificationNumber) }
      }
    };
    return fetch(origin + '/v1/card_tokens?public_key=' + encodeURIComponent(this.publicKey), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (response.ok) return answer;
        var error = new Error(answer.message || 'card token refused');
        error.cause = answer.cause || [];
        error.status = response.status;
        throw error;
      });
    });
  };
  window.MercadoPago = MercadoPago;
})();
`;

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port); resolves once it listens.
 *
 * `clientId`/`clientSecret` are the marketplace application's (the OAuth client), `webhookSecret`
 * signs the notifications, `notificationUrl` is the webhook configured in the application's panel
 * (a payment's own `notification_url` wins). `now` is the stand-in's clock (token and Pix expiry,
 * dates, the signature's ts): a test may move it forward. `log` hears deliveries and failures.
 *
 * @param {{ port?: number, webhookSecret: string, clientId: string, clientSecret: string,
 *   notificationUrl?: string, appName?: string, tokenLifetimeSeconds?: number,
 *   retryDelaysMs?: number[], now?: () => Date, log?: (message: string) => void }} options
 */
export async function startMercadoPagoStandIn({
  port = 0,
  webhookSecret,
  clientId,
  clientSecret,
  notificationUrl,
  appName = 'Sabor',
  tokenLifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  now = () => new Date(),
  log = () => undefined,
}) {
  if (!webhookSecret || !clientId || !clientSecret) throw new Error('startMercadoPagoStandIn needs webhookSecret, clientId and clientSecret');
  const nowMs = () => now().getTime();
  let baseUrl = '';

  const accounts = new Map([[MARKETPLACE_USER_ID, { id: MARKETPLACE_USER_ID, nickname: appName, email: 'marketplace@sabor.test', city: 'Sao Paulo' }], ...SELLERS.map((seller) => [seller.id, seller])]);
  // Public keys belong to an account, not to a token: the same seller always shows the same key.
  const publicKeys = new Map([...accounts.keys()].map((userId) => [`APP_USR-${randomUUID()}`, userId]));
  const publicKeyOf = (userId) => [...publicKeys].find(([, owner]) => owner === userId)?.[0];

  /** token -> { userId, expiresAt (ms, Infinity for the application's own), viaOAuth } */
  const accessTokens = new Map();
  /** refresh token -> userId; deleted once used */
  const refreshTokens = new Map();
  /** code -> { userId, redirectUri, expiresAt }; deleted once used */
  const codes = new Map();
  /** card token id -> { token (as answered), owner (userId of the key or token), used, expiresAt } */
  const cardTokens = new Map();
  /** payment id -> the payment as the API answers it */
  const payments = new Map();
  /** `${collector}:${key}` -> payment id, and `${paymentId}:${key}` -> refund: the same key never makes a second one */
  const paymentKeys = new Map();
  /** acsTransID of a 3-D Secure challenge -> its payment's id */
  const challenges = new Map();
  const refundKeys = new Map();
  const notifications = [];
  const timers = new Set();
  const inFlight = new Set();

  // Ids are numbers, as the real ones; starting from the clock keeps a restarted stand-in from
  // reusing the ids a still-running emulator's data may hold.
  let nextPaymentId = 10_000_000_000 + (Date.now() % 1_000_000_000) * 10;
  let nextRefundId = 2_000_000_000 + (Date.now() % 100_000_000) * 10;
  let nextNotificationId = 100_000_000 + (Date.now() % 10_000_000) * 10;

  const marketplaceToken = `APP_USR-${clientId}-${hex(3)}-${hex(16)}-${MARKETPLACE_USER_ID}`;
  accessTokens.set(marketplaceToken, { userId: MARKETPLACE_USER_ID, expiresAt: Infinity, viaOAuth: false });

  /** A fresh token pair for `userId`, as /oauth/token answers. */
  function issueTokens(userId) {
    const accessToken = `APP_USR-${clientId}-${hex(3)}-${hex(16)}-${userId}`;
    const refreshToken = `TG-${hex(12)}-${userId}`;
    accessTokens.set(accessToken, { userId, expiresAt: nowMs() + tokenLifetimeSeconds * 1000, viaOAuth: true });
    refreshTokens.set(refreshToken, userId);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: tokenLifetimeSeconds,
      scope: 'offline_access payments write',
      user_id: userId,
      refresh_token: refreshToken,
      public_key: publicKeyOf(userId),
      live_mode: false,
    };
  }

  /** Where the consent sends the browser back: the application's redirect_uri, which must be a URL. */
  function redirectTarget(redirectUri) {
    try {
      const target = new URL(redirectUri);
      if (target.protocol === 'http:' || target.protocol === 'https:') return target;
    } catch {
      // answered below
    }
    throw badRequest('redirect_uri must be a valid URL');
  }

  /** The one-time code a seller's consent gives, and where it sends the browser. */
  function authorize({ redirectUri, sellerId = SELLERS[0].id, state }) {
    const target = redirectTarget(redirectUri);
    if (!SELLERS.some((seller) => seller.id === Number(sellerId))) throw badRequest(`unknown seller ${sellerId}`);
    const code = `TG-${hex(12)}-${Number(sellerId)}`;
    codes.set(code, { userId: Number(sellerId), redirectUri, expiresAt: nowMs() + CODE_LIFETIME_MS });
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return { code, state: state ?? null, redirectUrl: target.toString() };
  }

  /** The account a Bearer token speaks for; 401 as the API answers when it is missing, unknown or expired. */
  function authenticate(request) {
    const match = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''));
    if (!match) throw unauthorized('Must provide your access_token to proceed', 5);
    const token = accessTokens.get(match[1]);
    if (!token || token.expiresAt <= nowMs()) throw unauthorized('invalid access token');
    return token;
  }

  /** A payment its seller may see; any other account gets the same 404 as an unknown id. */
  function paymentFor(id, token) {
    const payment = payments.get(Number(id));
    if (!payment || payment.collector_id !== token.userId) throw notFound('Payment not found', 2000);
    return payment;
  }

  // --- Status changes and their webhooks ---------------------------------------------------------

  function setStatus(payment, status, statusDetail) {
    const at = nowMs();
    payment.status = status;
    payment.status_detail = statusDetail;
    payment.date_last_updated = apiDate(at);
    if (status === 'approved' && !payment.date_approved) {
      payment.date_approved = apiDate(at);
      payment.money_release_date = apiDate(at);
      const fee = payment.application_fee ?? 0;
      payment.transaction_details.net_received_amount = fromCents(cents(payment.transaction_amount) - cents(fee));
    }
    notify(payment, 'payment.updated');
    return payment;
  }

  /** A pending Pix past its date_of_expiration is cancelled as expired, as the provider does on its own. */
  function expireOverdue() {
    const at = nowMs();
    for (const payment of payments.values()) {
      if (payment.status === 'pending' && payment.payment_method_id === 'pix' && Date.parse(payment.date_of_expiration) <= at) {
        setStatus(payment, 'cancelled', 'expired');
      }
    }
  }

  /** Test hooks: what the payer's bank, the clock or a card network would do. */
  function approve(id) {
    const payment = payments.get(Number(id));
    if (!payment) throw notFound('Payment not found', 2000);
    if (payment.status !== 'pending' && payment.status !== 'in_process') throw badRequest(`payment ${id} is ${payment.status}: only a pending payment is approved`);
    return structuredClone(setStatus(payment, 'approved', 'accredited'));
  }
  function expire(id) {
    const payment = payments.get(Number(id));
    if (!payment) throw notFound('Payment not found', 2000);
    if (payment.status !== 'pending') throw badRequest(`payment ${id} is ${payment.status}: only a pending Pix expires`);
    return structuredClone(setStatus(payment, 'cancelled', 'expired'));
  }
  function chargeback(id) {
    const payment = payments.get(Number(id));
    if (!payment) throw notFound('Payment not found', 2000);
    if (payment.status !== 'approved') throw badRequest(`payment ${id} is ${payment.status}: only an approved payment is charged back`);
    return structuredClone(setStatus(payment, 'charged_back', 'settled'));
  }

  /** The documented signature: HMAC-SHA256 of the manifest, keyed with the webhook secret. */
  function signature(dataId, requestId, ts) {
    const manifest = `id:${String(dataId).toLowerCase()};request-id:${requestId};ts:${ts};`;
    return `ts=${ts},v1=${createHmac('sha256', webhookSecret).update(manifest).digest('hex')}`;
  }

  /** Queues a notification of `payment` to its URL (none configured: nothing is sent, as the real one). */
  function notify(payment, action) {
    const target = payment.notification_url ?? notificationUrl;
    if (!target) return;
    const url = new URL(target);
    url.searchParams.set('data.id', String(payment.id));
    url.searchParams.set('type', 'payment');
    const notification = {
      id: nextNotificationId++,
      url: url.toString(),
      requestId: randomUUID(),
      paymentId: payment.id,
      action,
      body: {
        action,
        api_version: 'v1',
        data: { id: String(payment.id) },
        date_created: apiDate(nowMs()),
        id: 0,
        live_mode: false,
        type: 'payment',
        user_id: payment.collector_id,
      },
      attempts: [],
      status: null,
      delivered: false,
    };
    notification.body.id = notification.id;
    notifications.push(notification);
    // After the answer, as the provider does: the caller never waits for its own webhook.
    schedule(() => deliverWithRetries(notification, 0), 0);
  }

  function schedule(run, delayMs) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    // A test process ends when its tests do, pending retries or not.
    timer.unref();
    timers.add(timer);
  }

  /** One POST of `notification`, with a new ts and signature (the x-request-id stays): its HTTP status, or null when unreachable. */
  async function deliver(notification) {
    const ts = String(Math.floor(nowMs() / 1000));
    const attempt = { at: apiDate(nowMs()), ts, status: null, error: null };
    notification.attempts.push(attempt);
    const controller = new AbortController();
    const done = (async () => {
      const timeout = setTimeout(() => controller.abort(), DELIVERY_TIMEOUT_MS);
      try {
        const response = await fetch(notification.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'MercadoPago WebHook v1.0 payment',
            'x-request-id': notification.requestId,
            'x-signature': signature(notification.paymentId, notification.requestId, ts),
          },
          body: JSON.stringify(notification.body),
          signal: controller.signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        attempt.status = response.status;
      } catch (error) {
        attempt.error = error instanceof Error ? error.message : String(error);
      } finally {
        clearTimeout(timeout);
      }
    })();
    const entry = { done, controller };
    inFlight.add(entry);
    await done;
    inFlight.delete(entry);
    notification.status = attempt.status;
    if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) notification.delivered = true;
    log(`Mercado Pago (local): ${notification.body.action} ${notification.paymentId} -> ${notification.url}: ${attempt.status ?? attempt.error}`);
    return attempt.status;
  }

  async function deliverWithRetries(notification, retry) {
    const status = await deliver(notification);
    if (status !== null && status >= 200 && status < 300) return;
    if (retry < retryDelaysMs.length) schedule(() => deliverWithRetries(notification, retry + 1), retryDelaysMs[retry]);
  }

  // --- The API ------------------------------------------------------------------------------------

  function oauthToken(body) {
    const missing = ['grant_type', 'client_id', 'client_secret'].filter((name) => !body[name]);
    if (missing.length) {
      throw oauthError(400, 'invalid_request', `the following parameters are required: grant_type, client_id, client_secret. Missing parameters: ${missing.join(', ')}`);
    }
    if (String(body.client_id) !== String(clientId) || body.client_secret !== clientSecret) {
      throw oauthError(401, 'invalid_client', 'invalid client_id or client_secret');
    }
    const invalidGrant = () => oauthError(400, 'invalid_grant', 'Error validating grant. Your authorization code or refresh token may be expired or it was already used.');
    if (body.grant_type === 'authorization_code') {
      const code = codes.get(body.code);
      if (!code || code.expiresAt <= nowMs()) throw invalidGrant();
      // The redirect_uri must be the one the consent was asked with (RFC 6749 §4.1.3).
      if (body.redirect_uri !== code.redirectUri) throw invalidGrant();
      codes.delete(body.code);
      return issueTokens(code.userId);
    }
    if (body.grant_type === 'refresh_token') {
      const userId = refreshTokens.get(body.refresh_token);
      if (userId === undefined) throw invalidGrant();
      refreshTokens.delete(body.refresh_token);
      return issueTokens(userId);
    }
    throw oauthError(400, 'unsupported_grant_type', `grant_type ${body.grant_type} is not supported`);
  }

  function createCardToken(request, url, body) {
    let owner;
    const publicKey = url.searchParams.get('public_key');
    if (publicKey) {
      owner = publicKeys.get(publicKey);
      if (owner === undefined) throw unauthorized('invalid public_key');
    } else {
      owner = authenticate(request).userId;
    }
    const cardError = (code, description) => new ApiError(400, 'bad_request', 'invalid parameters', [{ code, description }]);
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    if (number.length < 13 || number.length > 19 || !luhnValid(number)) throw cardError('E301', 'invalid card_number');
    const month = Number(body.expiration_month);
    if (!Number.isInteger(month) || month < 1 || month > 12) throw cardError(325, 'invalid expiration_month');
    let year = Number(body.expiration_year);
    if (year < 100) year += 2000;
    const today = new Date(nowMs());
    if (!Number.isInteger(year) || year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
      throw cardError(326, 'invalid expiration_year');
    }
    const securityCode = String(body.security_code ?? '');
    if (!/^\d{3,4}$/.test(securityCode)) throw cardError('E302', 'invalid security_code');
    const name = String(body.cardholder?.name ?? '').trim();
    if (!name) throw cardError(316, 'invalid cardholder.name');
    const identification = body.cardholder?.identification ?? {};
    if (identification.number !== undefined && !/^\d{11}$|^\d{14}$/.test(String(identification.number).replace(/\D/g, ''))) {
      throw cardError(324, 'invalid cardholder.identification.number');
    }
    const at = nowMs();
    const token = {
      id: hex(16),
      public_key: publicKeyOf(owner),
      card_id: null,
      luhn_validation: true,
      status: 'active',
      date_used: null,
      card_number_length: number.length,
      date_created: apiDate(at),
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      security_code_length: securityCode.length,
      expiration_month: month,
      expiration_year: year,
      date_last_updated: apiDate(at),
      date_due: apiDate(at + CARD_TOKEN_LIFETIME_MS),
      live_mode: false,
      require_esc: false,
      cardholder: { name, identification: { type: identification.type ?? null, number: identification.number ? String(identification.number).replace(/\D/g, '') : null } },
    };
    cardTokens.set(token.id, { token, owner, used: false, expiresAt: at + CARD_TOKEN_LIFETIME_MS });
    return token;
  }

  /** The card part of a card payment: the token's outcome by cardholder name, the token spent either way. */
  function chargeCard(body) {
    const entry = cardTokens.get(String(body.token));
    if (!entry) throw badRequest('Card Token not found', 2006);
    if (entry.used || entry.expiresAt <= nowMs()) throw badRequest('Invalid card token', 2062);
    entry.used = true;
    entry.token.status = 'used';
    entry.token.date_used = apiDate(nowMs());
    const { token } = entry;
    const challengeCard = token.first_six_digits === CHALLENGE_CARD.firstSix && token.last_four_digits === CHALLENGE_CARD.lastFour;
    const outcome = challengeCard
      ? body.three_d_secure_mode === 'optional'
        ? ['pending', 'pending_challenge']
        : ['rejected', 'cc_rejected_3ds_mandatory']
      : (CARD_OUTCOMES[token.cardholder.name.toUpperCase().split(/\s+/)[0]] ?? CARD_OUTCOMES.APRO);
    return {
      outcome,
      card: {
        id: null,
        first_six_digits: token.first_six_digits,
        last_four_digits: token.last_four_digits,
        expiration_month: token.expiration_month,
        expiration_year: token.expiration_year,
        date_created: token.date_created,
        date_last_updated: token.date_last_updated,
        cardholder: token.cardholder,
      },
    };
  }

  /** A Pix's QR like the provider's: a BR Code with a key of its own (EVP), the seller as merchant, the amount. */
  function pixTransactionData(id, seller, amount) {
    const qrCode = generatePixPayload({
      key: randomUUID(),
      // The BR Code takes ASCII names: 'Sabor do Sertão' is written 'Sabor do Sertao'.
      merchantName: seller.nickname.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      merchantCity: seller.city,
      amount,
      txid: `MP${id}`,
    });
    return {
      qr_code: qrCode,
      qr_code_base64: qrPngBase64(qrCode),
      ticket_url: `${baseUrl}/pagar/${id}`,
      transaction_id: null,
      bank_transfer_id: null,
      financial_institution: null,
    };
  }

  function createPayment(request, body) {
    const token = authenticate(request);
    const key = request.headers['x-idempotency-key'];
    const scoped = key ? `${token.userId}:${key}` : null;
    if (scoped && paymentKeys.has(scoped)) return { status: 201, json: structuredClone(payments.get(paymentKeys.get(scoped))) };

    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || cents(amount) / 100 !== amount) {
      throw badRequest('Invalid transaction_amount', 4037);
    }
    if (!body.payment_method_id) throw badRequest('payment_method_id attribute can\'t be null');
    const email = body.payer?.email;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw badRequest('payer.email must be a valid email', 4050);
    const fee = body.application_fee;
    if (fee !== undefined && fee !== null) {
      // The fee splits a seller's payment: only a token got by OAuth (a seller's) may carry one.
      if (!token.viaOAuth) throw badRequest('You cannot use application_fee with this payment', 2059);
      if (typeof fee !== 'number' || !Number.isFinite(fee) || fee < 0 || cents(fee) > cents(amount)) {
        throw badRequest('application_fee must be a number between 0 and transaction_amount');
      }
    }
    if (body.notification_url !== undefined) {
      let valid = false;
      try {
        valid = ['http:', 'https:'].includes(new URL(body.notification_url).protocol);
      } catch {
        valid = false;
      }
      if (!valid) throw badRequest('notification_url attribute must be url valid', 4020);
    }
    const installments = body.installments ?? 1;
    if (!Number.isInteger(installments) || installments < 1) throw badRequest('Invalid installments');
    if (body.date_of_expiration !== undefined && Number.isNaN(Date.parse(body.date_of_expiration))) {
      throw badRequest("The following parameters must be valid date and format (yyyy-MM-dd'T'HH:mm:ssz) date_of_expiration", 23);
    }

    const pix = body.payment_method_id === 'pix';
    if (!pix && !body.token) throw badRequest('The stand-in takes Pix, or a card with its token: payment_method_id pix, or a token');
    // The card is charged (and its token spent) only once the request is known to be valid.
    const card = pix ? null : chargeCard(body);

    const at = nowMs();
    const id = nextPaymentId++;
    const expiresAt = pix ? (body.date_of_expiration ? Date.parse(body.date_of_expiration) : at + DEFAULT_PIX_LIFETIME_MS) : null;
    const [status, statusDetail] = pix ? ['pending', 'pending_waiting_transfer'] : card.outcome;
    // An approved card is approved from its creation: its date_approved and net amount come with it.
    const approved = status === 'approved';
    // Debit cards' ids start with 'deb' (debvisa, debmaster, debelo).
    const type = pix ? 'bank_transfer' : /^deb/.test(body.payment_method_id) ? 'debit_card' : 'credit_card';
    const payment = {
      id,
      date_created: apiDate(at),
      date_approved: approved ? apiDate(at) : null,
      date_last_updated: apiDate(at),
      date_of_expiration: expiresAt === null ? null : apiDate(expiresAt),
      money_release_date: approved ? apiDate(at) : null,
      operation_type: 'regular_payment',
      issuer_id: pix ? null : '25',
      payment_method_id: body.payment_method_id,
      payment_type_id: type,
      payment_method: { id: body.payment_method_id, type },
      status,
      status_detail: statusDetail,
      currency_id: 'BRL',
      description: body.description ?? null,
      live_mode: false,
      collector_id: token.userId,
      marketplace_owner: fee !== undefined && fee !== null ? MARKETPLACE_USER_ID : null,
      payer: { id: null, email, identification: body.payer?.identification ?? null, first_name: body.payer?.first_name ?? null, last_name: body.payer?.last_name ?? null, type: 'guest' },
      metadata: body.metadata ?? {},
      additional_info: body.additional_info ?? {},
      external_reference: body.external_reference ?? null,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      coupon_amount: 0,
      installments,
      transaction_details: {
        net_received_amount: approved ? fromCents(cents(amount) - cents(fee ?? 0)) : 0,
        total_paid_amount: amount,
        overpaid_amount: 0,
        installment_amount: fromCents(Math.round(cents(amount) / installments)),
        external_resource_url: null,
        financial_institution: null,
      },
      application_fee: fee ?? null,
      fee_details: fee ? [{ type: 'application_fee', amount: fee, fee_payer: 'collector' }] : [],
      captured: true,
      binary_mode: Boolean(body.binary_mode),
      statement_descriptor: body.statement_descriptor ?? null,
      card: card ? card.card : {},
      notification_url: body.notification_url ?? null,
      refunds: [],
      point_of_interaction: pix ? { type: 'PIX', transaction_data: pixTransactionData(id, accounts.get(token.userId), amount) } : {},
      three_d_secure_mode: body.three_d_secure_mode ?? 'not_supported',
      ...(statusDetail === 'pending_challenge' ? { three_ds_info: newChallenge(id) } : {}),
    };
    payments.set(id, payment);
    if (scoped) paymentKeys.set(scoped, id);
    notify(payment, 'payment.created');
    return { status: 201, json: structuredClone(payment) };
  }

  function updatePayment(request, id, body) {
    const payment = paymentFor(id, authenticate(request));
    if (body.capture !== undefined) throw badRequest('The stand-in does not hold authorisations: every card payment is captured');
    if (body.status !== 'cancelled') throw badRequest('The stand-in only updates a payment to status cancelled');
    if (!['pending', 'in_process', 'authorized'].includes(payment.status)) throw badRequest(`Payment ${id} is ${payment.status} and cannot be cancelled`);
    return structuredClone(setStatus(payment, 'cancelled', 'by_collector'));
  }

  function refund(request, id, body) {
    const payment = paymentFor(id, authenticate(request));
    const key = request.headers['x-idempotency-key'];
    const scoped = key ? `${payment.id}:${key}` : null;
    if (scoped && refundKeys.has(scoped)) return structuredClone(refundKeys.get(scoped));
    if (payment.status !== 'approved') throw badRequest(`Invalid payment status to refund: ${payment.status}`);
    const remaining = cents(payment.transaction_amount) - cents(payment.transaction_amount_refunded);
    const amount = body.amount === undefined || body.amount === null ? remaining : cents(body.amount);
    if (typeof (body.amount ?? 0) !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > remaining) {
      throw badRequest(`Invalid refund amount: ${fromCents(remaining)} remains to refund`);
    }
    const seller = accounts.get(payment.collector_id);
    const created = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount: fromCents(amount),
      metadata: {},
      source: { id: String(payment.collector_id), name: seller.nickname, type: 'collector' },
      date_created: apiDate(nowMs()),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      amount_refunded_to_payer: fromCents(amount),
      labels: [],
    };
    payment.refunds.push(created);
    payment.transaction_amount_refunded = fromCents(cents(payment.transaction_amount_refunded) + amount);
    if (scoped) refundKeys.set(scoped, created);
    if (amount === remaining) setStatus(payment, 'refunded', 'refunded');
    else setStatus(payment, 'approved', 'partially_refunded');
    return structuredClone(created);
  }

  // --- Pages --------------------------------------------------------------------------------------

  function consentPage(url) {
    const params = Object.fromEntries(url.searchParams);
    if (params.client_id !== String(clientId)) {
      return { status: 400, html: page('Aplicação desconhecida', '<h1>Aplicação desconhecida</h1><p>O client_id informado não corresponde a nenhuma aplicação.</p>') };
    }
    if (params.response_type && params.response_type !== 'code') {
      return { status: 400, html: page('Pedido inválido', '<h1>Pedido inválido</h1><p>response_type deve ser code.</p>') };
    }
    if (params.auto === '1') {
      return { status: 302, location: authorize({ redirectUri: params.redirect_uri, sellerId: params.seller_id ?? SELLERS[0].id, state: params.state }).redirectUrl };
    }
    try {
      redirectTarget(params.redirect_uri);
    } catch {
      return { status: 400, html: page('Pedido inválido', '<h1>Pedido inválido</h1><p>redirect_uri não é um endereço válido.</p>') };
    }
    const hidden = ['client_id', 'redirect_uri', 'state']
      .filter((name) => params[name])
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name])}">`)
      .join('\n');
    const choices = SELLERS.map(
      (seller, index) =>
        `<label><input type="radio" name="seller_id" value="${seller.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(seller.nickname)} (vendedor ${seller.id})</label>`,
    ).join('\n');
    return {
      status: 200,
      html: page(
        `Conectar sua conta Mercado Pago à ${appName}`,
        `<h1>Conectar sua conta Mercado Pago à ${escapeHtml(appName)}</h1>
<p>A ${escapeHtml(appName)} poderá criar cobranças em nome da sua conta e receber a comissão combinada de cada venda. O dinheiro das vendas cai na sua conta.</p>
<form method="post" action="/authorization">
${hidden}
<fieldset><legend>Com qual conta você quer entrar?</legend>
${choices}
</fieldset>
<button class="primario" type="submit" name="decisao" value="autorizar">Autorizar</button>
<button type="submit" name="decisao" value="cancelar">Cancelar</button>
</form>`,
      ),
    };
  }

  function consentDecision(body) {
    if (String(body.client_id) !== String(clientId)) throw badRequest('unknown client_id');
    if (body.decisao === 'cancelar') {
      const target = redirectTarget(body.redirect_uri);
      target.searchParams.set('error', 'access_denied');
      if (body.state) target.searchParams.set('state', body.state);
      return { status: 302, location: target.toString() };
    }
    return { status: 302, location: authorize({ redirectUri: body.redirect_uri, sellerId: body.seller_id, state: body.state }).redirectUrl };
  }

  // --- 3-D Secure: the issuer's challenge ----------------------------------------------------------

  /** A challenge for payment `id`: where the browser posts `creq`, and the creq (base64url JSON, as the real one). */
  function newChallenge(id) {
    const acsTransID = randomUUID();
    challenges.set(acsTransID, id);
    const creq = Buffer.from(JSON.stringify({ threeDSServerTransID: randomUUID(), acsTransID, challengeWindowSize: '05', messageType: 'CReq', messageVersion: '2.1.0' })).toString('base64url');
    return { external_resource_url: `${baseUrl}/3ds/desafio`, creq };
  }

  /** The payment a creq is about, still waiting for its challenge; throws for any other. */
  function challengedPayment(creq) {
    let acsTransID = null;
    try {
      acsTransID = JSON.parse(Buffer.from(String(creq ?? ''), 'base64url').toString('utf8')).acsTransID;
    } catch {
      acsTransID = null;
    }
    const payment = payments.get(challenges.get(acsTransID));
    if (!payment) throw badRequest('Invalid creq');
    return payment;
  }

  /** The challenge answered: confirmed, the card is approved; cancelled, declined as Mercado Pago declines a failed challenge. */
  function answerChallenge(payment, acao) {
    if (payment.status_detail !== 'pending_challenge') throw badRequest(`payment ${payment.id} is ${payment.status}: its challenge was answered`);
    delete payment.three_ds_info;
    return structuredClone(acao === 'confirmar' ? setStatus(payment, 'approved', 'accredited') : setStatus(payment, 'rejected', 'cc_rejected_3ds_challenge'));
  }

  function challengePage(creq, error = '') {
    const payment = challengedPayment(creq);
    const seller = accounts.get(payment.collector_id);
    if (payment.status_detail !== 'pending_challenge') return challengeDone(payment);
    return {
      status: 200,
      html: page(
        'Verificação do cartão',
        `<h1>Confirme que é você</h1>
<p>Compra de <strong>${escapeHtml(brl(payment.transaction_amount))}</strong> em ${escapeHtml(seller.nickname)} com o cartão final ${escapeHtml(payment.card.last_four_digits ?? '')}.</p>
<form method="post" action="/3ds/desafio/resposta">
<input type="hidden" name="creq" value="${escapeHtml(String(creq))}">
<label>Código enviado por SMS pelo seu banco <input name="codigo" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></label>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<p class="nota">No ambiente local, qualquer código de 6 dígitos confirma.</p>
<button class="primario" type="submit" name="acao" value="confirmar">Confirmar</button>
<button type="submit" name="acao" value="cancelar">Cancelar</button>
</form>`,
      ),
    };
  }

  /** The challenge's last page: it tells the page that framed it, as Mercado Pago's does. */
  function challengeDone(payment) {
    const approved = payment.status === 'approved';
    return {
      status: 200,
      html: page('Verificação concluída', `<h1>${approved ? 'Verificação concluída' : 'Verificação não concluída'}</h1>
<p>Volte para a loja para ver o seu pedido.</p>
<script>window.parent.postMessage({ status: 'COMPLETE' }, '*');</script>`),
    };
  }

  function challengeAnswer(body) {
    const payment = challengedPayment(body.creq);
    if (payment.status_detail === 'pending_challenge') {
      if (body.acao === 'confirmar' && !CHALLENGE_CODE.test(String(body.codigo ?? '').trim())) return challengePage(body.creq, 'Digite os 6 dígitos do código.');
      answerChallenge(payment, body.acao === 'confirmar' ? 'confirmar' : 'cancelar');
    }
    return challengeDone(payment);
  }

  function pixPage(id) {
    const payment = payments.get(Number(id));
    if (!payment || payment.payment_method_id !== 'pix') return { status: 404, html: page('Pix não encontrado', '<h1>Pix não encontrado</h1>') };
    const seller = accounts.get(payment.collector_id);
    const open = payment.status === 'pending';
    const state = open ? 'Aguardando pagamento' : payment.status === 'approved' || payment.status === 'refunded' ? 'Pago' : payment.status_detail === 'expired' ? 'Expirado' : 'Cancelado';
    return {
      status: 200,
      html: page(
        'Pagar com Pix',
        `<h1>Pagar com Pix</h1>
<p>${escapeHtml(seller.nickname)}${payment.description ? ` · ${escapeHtml(payment.description)}` : ''}</p>
<p class="valor">${escapeHtml(brl(payment.transaction_amount))}</p>
<p>Situação: <strong data-status="${escapeHtml(payment.status)}">${state}</strong></p>
<p><img alt="QR Code do Pix" width="200" height="200" src="data:image/png;base64,${payment.point_of_interaction.transaction_data.qr_code_base64}"></p>
${
  open
    ? `<form method="post">
<button class="primario" type="submit" name="acao" value="pagar">Pagar</button>
<button type="submit" name="acao" value="expirar">Deixar expirar</button>
</form>`
    : ''
}`,
      ),
    };
  }

  function pixAction(request, id, body) {
    const acao = body.acao;
    if (payments.get(Number(id))?.payment_method_id !== 'pix') throw notFound('Payment not found', 2000);
    if (acao !== 'pagar' && acao !== 'expirar') throw badRequest('acao must be pagar or expirar');
    const changed = acao === 'pagar' ? approve(id) : expire(id);
    // A person's form goes back to the page, which now shows the new state; a test gets the payment.
    if (String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return { status: 303, location: `/pagar/${id}` };
    return { status: 200, json: changed };
  }

  // --- What the tests read -------------------------------------------------------------------------

  /** Every payment, as GET /v1/payments/:id answers it, oldest first. */
  function listPayments() {
    expireOverdue();
    return [...payments.values()].map((payment) => structuredClone(payment));
  }

  /** Every notification queued: where, what, the x-request-id, each attempt's ts and answer status. */
  function listNotifications() {
    return notifications.map((notification) => structuredClone(notification));
  }

  /** The same notification again (same x-request-id and body, new ts and signature), as a retry; resolves with the answer's status (null: unreachable). */
  async function resend(notificationId) {
    const notification = notifications.find((each) => each.id === Number(notificationId));
    if (!notification) throw notFound(`No notification ${notificationId}`);
    return deliver(notification);
  }

  // --- Routing ------------------------------------------------------------------------------------

  /** Each route: method, path, and what it answers: { status, json | html | js | location }. */
  const routes = [
    ['GET', /^\/authorization$/, ({ url }) => consentPage(url)],
    ['POST', /^\/authorization$/, ({ body }) => consentDecision(body)],
    [
      'POST',
      /^\/authorization\/approve$/,
      ({ body }) => {
        if (String(body.client_id) !== String(clientId)) throw badRequest('unknown client_id');
        const { code, state, redirectUrl } = authorize({ redirectUri: body.redirect_uri, sellerId: body.seller_id ?? SELLERS[0].id, state: body.state });
        return { status: 200, json: { code, state, redirect_url: redirectUrl } };
      },
    ],
    ['POST', /^\/oauth\/token$/, ({ body }) => ({ status: 200, json: oauthToken(body) })],
    [
      'GET',
      /^\/users\/me$/,
      ({ request }) => {
        const account = accounts.get(authenticate(request).userId);
        return { status: 200, json: { id: account.id, nickname: account.nickname, email: account.email, site_id: 'MLB', country_id: 'BR' } };
      },
    ],
    ['POST', /^\/v1\/card_tokens$/, ({ request, url, body }) => ({ status: 201, json: createCardToken(request, url, body) })],
    [
      'GET',
      /^\/v1\/card_tokens\/([^/]+)$/,
      ({ request, params }) => {
        const { userId } = authenticate(request);
        const entry = cardTokens.get(params[0]);
        if (!entry || entry.owner !== userId) throw notFound('card token not found');
        return { status: 200, json: structuredClone(entry.token) };
      },
    ],
    ['POST', /^\/v1\/payments$/, ({ request, body }) => createPayment(request, body)],
    ['GET', /^\/v1\/payments\/(\d+)$/, ({ request, params }) => ({ status: 200, json: structuredClone(paymentFor(params[0], authenticate(request))) })],
    ['PUT', /^\/v1\/payments\/(\d+)$/, ({ request, params, body }) => ({ status: 200, json: updatePayment(request, params[0], body) })],
    ['POST', /^\/v1\/payments\/(\d+)\/refunds\/?$/, ({ request, params, body }) => ({ status: 201, json: refund(request, params[0], body) })],
    ['GET', /^\/v1\/payments\/(\d+)\/refunds\/?$/, ({ request, params }) => ({ status: 200, json: structuredClone(paymentFor(params[0], authenticate(request)).refunds) })],
    [
      'GET',
      /^\/v1\/payments\/(\d+)\/refunds\/(\d+)$/,
      ({ request, params }) => {
        const found = paymentFor(params[0], authenticate(request)).refunds.find((each) => each.id === Number(params[1]));
        if (!found) throw notFound('Refund not found');
        return { status: 200, json: structuredClone(found) };
      },
    ],
    ['GET', /^\/js\/v2$/, () => ({ status: 200, js: BROWSER_SDK })],
    ['GET', /^\/pagar\/(\d+)$/, ({ params }) => pixPage(params[0])],
    ['POST', /^\/pagar\/(\d+)$/, ({ request, params, body }) => pixAction(request, params[0], body)],
    ['POST', /^\/3ds\/desafio$/, ({ body }) => challengePage(body.creq)],
    ['POST', /^\/3ds\/desafio\/resposta$/, ({ body }) => challengeAnswer(body)],
    ['GET', /^\/__stand-in\/payments$/, () => ({ status: 200, json: listPayments() })],
    ['POST', /^\/__stand-in\/payments\/(\d+)\/approve$/, ({ params }) => ({ status: 200, json: approve(params[0]) })],
    ['POST', /^\/__stand-in\/payments\/(\d+)\/expire$/, ({ params }) => ({ status: 200, json: expire(params[0]) })],
    ['POST', /^\/__stand-in\/payments\/(\d+)\/chargeback$/, ({ params }) => ({ status: 200, json: chargeback(params[0]) })],
    [
      'POST',
      /^\/__stand-in\/payments\/(\d+)\/challenge$/,
      ({ params, body }) => {
        const payment = payments.get(Number(params[0]));
        if (!payment) throw notFound('Payment not found', 2000);
        return { status: 200, json: answerChallenge(payment, body.acao === 'confirmar' ? 'confirmar' : 'cancelar') };
      },
    ],
    ['GET', /^\/__stand-in\/notifications$/, () => ({ status: 200, json: listNotifications() })],
    ['POST', /^\/__stand-in\/notifications\/(\d+)\/resend$/, async ({ params }) => ({ status: 200, json: { status: await resend(params[0]) } })],
  ];

  function send(response, result) {
    const headers = {
      // The browser calls the card tokens and the SDK script from the app's origin, as it calls api.mercadopago.com.
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Idempotency-Key, X-Product-Id, X-Tracking-Id',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
    };
    if (result.location) {
      response.writeHead(result.status, { ...headers, Location: result.location });
      response.end();
    } else if (result.html !== undefined) {
      response.writeHead(result.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      response.end(result.html);
    } else if (result.js !== undefined) {
      response.writeHead(result.status, { ...headers, 'Content-Type': 'application/javascript; charset=utf-8' });
      response.end(result.js);
    } else {
      response.writeHead(result.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(result.json === undefined ? '' : JSON.stringify(result.json));
    }
  }

  const server = http.createServer(async (request, response) => {
    try {
      if (request.method === 'OPTIONS') return send(response, { status: 204 });
      const url = new URL(request.url ?? '/', 'http://stand-in');
      expireOverdue();
      const route = routes.find(([method, path]) => method === request.method && path.test(url.pathname));
      if (!route) throw notFound('resource not found');
      const params = route[1].exec(url.pathname).slice(1);
      const body = request.method === 'POST' || request.method === 'PUT' ? await readBody(request) : {};
      send(response, await route[2]({ request, url, params, body }));
    } catch (error) {
      if (error instanceof ApiError) return send(response, { status: error.status, json: error });
      log(`Mercado Pago (local): ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : error}`);
      send(response, { status: 500, json: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  // Pix expire on their own, even when nobody asks the stand-in anything.
  const sweeper = setInterval(expireOverdue, 1_000);
  sweeper.unref();

  /** In JavaScript the hooks throw a plain Error, with the API's message and status. */
  const toPlain = (error) => (error instanceof ApiError ? new Error(`${error.message} (${error.status})`) : error);
  const plain =
    (hook) =>
    (...args) => {
      try {
        return hook(...args);
      } catch (error) {
        throw toPlain(error);
      }
    };

  return {
    url: baseUrl,
    /** The marketplace application's own account (user 1000): its access token cannot carry an application_fee. */
    marketplace: { userId: MARKETPLACE_USER_ID, accessToken: marketplaceToken, publicKey: publicKeyOf(MARKETPLACE_USER_ID) },
    sellers: SELLERS,
    /** A seller's consent without the page: { code, state, redirectUrl }, the code for POST /oauth/token. */
    authorize: plain((options) => authorize(options)),
    approve: plain(approve),
    expire: plain(expire),
    chargeback: plain(chargeback),
    payments: listPayments,
    notifications: listNotifications,
    resend: (notificationId) =>
      resend(notificationId).catch((error) => {
        throw toPlain(error);
      }),
    /** Resolves once no delivery is under way or waiting for a retry. */
    settled: async () => {
      while (inFlight.size || timers.size) {
        await Promise.all([...inFlight].map((entry) => entry.done));
        if (timers.size) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop: async () => {
      clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const entry of inFlight) entry.controller.abort();
      await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
