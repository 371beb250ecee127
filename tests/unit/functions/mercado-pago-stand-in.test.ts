import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import jsQR from 'jsqr';
import { MercadoPagoConfig, OAuth, Payment, PaymentRefund, WebhookSignatureValidator } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../scripts/lib/mercado-pago-stand-in.mjs';

/**
 * The Mercado Pago stand-in (issue #52), driven by the official SDK as the functions will drive
 * it: a seller's OAuth consent, a Pix split with the marketplace fee, webhooks the SDK's
 * validator accepts, test cards, refunds, and one seller kept out of another's payments.
 */

const CLIENT_ID = '4242424242424242';
const CLIENT_SECRET = 'segredo-da-aplicacao';
const WEBHOOK_SECRET = 'segredo-do-webhook';
const REDIRECT_URI = 'http://127.0.0.1:5173/restaurante/mercado-pago/retorno';

interface Received {
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: { action: string; type: string; data: { id: string }; user_id: number; api_version: string; live_mode: boolean; id: number };
}

/** The marketplace's webhook endpoint: keeps what it receives; answers 500 to the next `failures` posts. */
async function startWebhookReceiver() {
  const received: Received[] = [];
  let failures = 0;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ query: new URL(request.url ?? '/', 'http://hooks').searchParams, headers: request.headers, body: JSON.parse(text) });
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500).end();
      } else {
        response.writeHead(200).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/mercado-pago`,
    received,
    failNext: (count: number) => (failures = count),
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

let standIn: MercadoPagoStandIn;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let clockOffsetMs = 0;
/** The SDK's hard-coded API address: read-only in its types, a plain static at run time, the one knob to reach the stand-in. */
const sdkAddress = AppConfig as { BASE_URL: string };
const originalBaseUrl = sdkAddress.BASE_URL;

/**
 * A new SDK configuration for each call: the SDK merges a call's requestOptions (the idempotency
 * key among them) into its configuration for good, so a shared one would send the key again.
 */
const sdk = (accessToken: string) => new MercadoPagoConfig({ accessToken, options: { timeout: 5_000, maxRetries: 0 } });
const oauth = () => new OAuth(sdk(standIn.marketplace.accessToken));

/** A seller's tokens, the way Sabor will get them: consent, then the code exchanged by the SDK. */
async function connectSeller(sellerId: number) {
  const { code } = standIn.authorize({ redirectUri: REDIRECT_URI, sellerId });
  return oauth().create({ body: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code, redirect_uri: REDIRECT_URI } });
}

/** A card token as the browser gets it: straight to the provider with the seller's public key. */
async function tokenize(cardholderName: string, publicKey: string) {
  const response = await fetch(`${standIn.url}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: '5031433215406351',
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: cardholderName, identification: { type: 'CPF', number: '12345678909' } },
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; first_six_digits: string; last_four_digits: string };
}

const signatureOf = (hit: Received) => ({
  signature: hit.headers['x-signature'] as string,
  requestId: hit.headers['x-request-id'] as string,
  dataId: hit.query.get('data.id'),
});

/** What the SDK's webhook validator (the functions' check, functions/src/payments/mercado-pago.ts) says of a notification: 'valid', or its reason. */
function verdictOf(notification: { signature: string; requestId: string; dataId: string | null }, secret: string): string {
  try {
    WebhookSignatureValidator.validate({ xSignature: notification.signature, xRequestId: notification.requestId, dataId: notification.dataId, secret, toleranceSeconds: 300 });
    return 'valid';
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
}

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  standIn = await startMercadoPagoStandIn({
    webhookSecret: WEBHOOK_SECRET,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    retryDelaysMs: [20, 40],
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  sdkAddress.BASE_URL = standIn.url;
});

afterAll(async () => {
  sdkAddress.BASE_URL = originalBaseUrl;
  await standIn?.stop();
  await hooks?.stop();
});

describe('OAuth: a restaurant connects its Mercado Pago account', () => {
  it('shows the consent page at the address the SDK builds, and redirects with a code or with access_denied', async () => {
    const sdkUrl = oauth().getAuthorizationURL({ options: { client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, state: 'restaurante-42' } });
    // The SDK writes the real host; the stand-in answers the same path and query.
    const page = await fetch(sdkUrl.replace(/^https:\/\/auth\.mercadopago\.com/, standIn.url));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Conectar sua conta Mercado Pago à Sabor');
    expect(html).toContain('Cantina da Nonna (vendedor 1001)');
    expect(html).toMatch(/>Autorizar<.*>Cancelar</s);

    const decide = (decisao: string) =>
      fetch(`${standIn.url}/authorization`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, state: 'restaurante-42', seller_id: '1002', decisao }),
      });
    const authorized = new URL((await decide('autorizar')).headers.get('location') ?? '');
    expect(authorized.origin + authorized.pathname).toBe(REDIRECT_URI);
    expect(authorized.searchParams.get('state')).toBe('restaurante-42');
    expect(authorized.searchParams.get('code')).toMatch(/^TG-[0-9a-f]+-1002$/);
    const refused = new URL((await decide('cancelar')).headers.get('location') ?? '');
    expect(Object.fromEntries(refused.searchParams)).toEqual({ error: 'access_denied', state: 'restaurante-42' });

    // Without a browser: auto=1 redirects at once with the first seller.
    const auto = await fetch(`${standIn.url}/authorization?client_id=${CLIENT_ID}&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&auto=1`, { redirect: 'manual' });
    expect(new URL(auto.headers.get('location') ?? '').searchParams.get('code')).toMatch(/-1001$/);
  });

  it('exchanges a code once for tokens bound to the seller; refreshing retires the old refresh token', async () => {
    const { code } = standIn.authorize({ redirectUri: REDIRECT_URI, sellerId: 1001, state: 'x' });
    const exchange = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code, redirect_uri: REDIRECT_URI };
    const tokens = await oauth().create({ body: exchange });
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 15_552_000, scope: 'offline_access payments write', user_id: 1001, live_mode: false });
    expect(tokens.access_token).toMatch(/^APP_USR-.+-1001$/);
    expect(tokens.public_key).toMatch(/^APP_USR-/);

    await expect(oauth().create({ body: exchange })).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    const another = standIn.authorize({ redirectUri: REDIRECT_URI, sellerId: 1001 }).code;
    await expect(oauth().create({ body: { ...exchange, code: another, client_secret: 'errado' } })).rejects.toMatchObject({ status: 401, error: 'invalid_client' });
    await expect(oauth().create({ body: { ...exchange, code: another, redirect_uri: 'http://127.0.0.1:5173/outro' } })).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });

    const refresh = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, refresh_token: tokens.refresh_token };
    const renewed = await oauth().refresh({ body: refresh });
    expect(renewed).toMatchObject({ user_id: 1001, public_key: tokens.public_key });
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(oauth().refresh({ body: refresh })).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
  });
});

describe('payments with the seller token and the marketplace fee', () => {
  let nonna: Awaited<ReturnType<typeof connectSeller>>;
  let sertao: Awaited<ReturnType<typeof connectSeller>>;
  let pixId: number;
  let cardId: number;

  beforeAll(async () => {
    nonna = await connectSeller(1001);
    sertao = await connectSeller(1002);
  });

  const pixBody = (reference: string) => ({
    transaction_amount: 58.9,
    description: 'Pedido #0042',
    payment_method_id: 'pix',
    payer: { email: 'cliente@example.com' },
    application_fee: 7.07,
    external_reference: reference,
    notification_url: hooks.url,
    metadata: { pedido: '0042' },
  });

  it('creates a pending Pix once per idempotency key, with its QR, the seller as collector and the fee split', async () => {
    const body = pixBody('pedido-42');
    const first = await new Payment(sdk(nonna.access_token!)).create({ body, requestOptions: { idempotencyKey: 'pedido-42-pix' } });
    const again = await new Payment(sdk(nonna.access_token!)).create({ body, requestOptions: { idempotencyKey: 'pedido-42-pix' } });
    expect(again.id).toBe(first.id);
    expect(standIn.payments().filter((payment) => payment.external_reference === 'pedido-42')).toHaveLength(1);
    pixId = first.id!;

    expect(first).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      currency_id: 'BRL',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      collector_id: 1001,
      transaction_amount: 58.9,
      transaction_amount_refunded: 0,
      fee_details: [{ type: 'application_fee', amount: 7.07, fee_payer: 'collector' }],
      metadata: { pedido: '0042' },
      refunds: [],
      date_approved: null,
    });
    expect(standIn.payments().find((payment) => payment.id === pixId)).toMatchObject({ collector_id: 1001, application_fee: 7.07 });
    const expiresInMs = Date.parse(first.date_of_expiration!) - Date.parse(first.date_created!);
    expect(expiresInMs).toBe(30 * 60_000);

    const pix = first.point_of_interaction!.transaction_data!;
    expect(pix.qr_code).toMatch(/^000201.*br\.gov\.bcb\.pix.*540558\.905802BR.*6304[0-9A-F]{4}$/);
    const image = PNG.sync.read(Buffer.from(pix.qr_code_base64!, 'base64'));
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(pix.qr_code);
    expect(pix.ticket_url).toBe(`${standIn.url}/pagar/${pixId}`);
  });

  it("approves the Pix; the webhooks carry a signature the SDK's validator (the functions' check) accepts, and refuses for another id", async () => {
    standIn.approve(pixId);
    expect(await new Payment(sdk(nonna.access_token!)).get({ id: pixId })).toMatchObject({ status: 'approved', status_detail: 'accredited', date_approved: expect.any(String) });

    await standIn.settled();
    const hits = hooks.received.filter((hit) => hit.query.get('data.id') === String(pixId));
    expect(hits.map((hit) => hit.body.action)).toEqual(['payment.created', 'payment.updated']);
    for (const hit of hits) {
      expect(hit.query.get('type')).toBe('payment');
      expect(hit.body).toMatchObject({ type: 'payment', api_version: 'v1', live_mode: false, user_id: 1001, data: { id: String(pixId) } });
      expect(verdictOf(signatureOf(hit), WEBHOOK_SECRET)).toBe('valid');
    }
    const tampered = { ...signatureOf(hits[0]!), dataId: String(pixId + 1) };
    expect(verdictOf(tampered, WEBHOOK_SECRET)).toBe('SignatureMismatch');
    expect(verdictOf(signatureOf(hits[0]!), 'outro-segredo')).toBe('SignatureMismatch');

    // A resent notification keeps its x-request-id and body, with a fresh signature, as the provider's retries.
    const created = standIn.notifications().find((notification) => notification.paymentId === pixId && notification.action === 'payment.created')!;
    expect(await standIn.resend(created.id)).toBe(200);
    const resent = hooks.received.at(-1)!;
    expect(resent.headers['x-request-id']).toBe(created.requestId);
    expect(resent.body).toEqual(created.body);
    expect(verdictOf(signatureOf(resent), WEBHOOK_SECRET)).toBe('valid');
  });

  it('retries a webhook the marketplace answered with an error', async () => {
    hooks.failNext(1);
    const created = await new Payment(sdk(nonna.access_token!)).create({ body: pixBody('pedido-43') });
    await standIn.settled();
    const notification = standIn.notifications().find((each) => each.paymentId === created.id)!;
    expect(notification.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(notification.delivered).toBe(true);
  });

  it('decides a card payment by the test cardholder name; a card token works once', async () => {
    const card = (token: string, reference: string) => ({
      transaction_amount: 40,
      token,
      installments: 1,
      payment_method_id: 'master',
      payer: { email: 'cliente@example.com' },
      application_fee: 5,
      external_reference: reference,
    });
    const apro = await tokenize('APRO', nonna.public_key!);
    expect(apro).toMatchObject({ first_six_digits: '503143', last_four_digits: '6351' });
    const approved = await new Payment(sdk(nonna.access_token!)).create({ body: card(apro.id, 'pedido-44') });
    expect(approved).toMatchObject({ status: 'approved', status_detail: 'accredited', payment_type_id: 'credit_card', collector_id: 1001, date_approved: expect.any(String) });
    expect(approved.card).toMatchObject({ last_four_digits: '6351', cardholder: { name: 'APRO' } });
    cardId = approved.id!;

    const othe = await tokenize('OTHE', nonna.public_key!);
    expect(await new Payment(sdk(nonna.access_token!)).create({ body: card(othe.id, 'pedido-45') })).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_other_reason' });

    await expect(new Payment(sdk(nonna.access_token!)).create({ body: card(apro.id, 'pedido-46') })).rejects.toMatchObject({ status: 400, causes: [{ code: 2062 }] });
    await expect(new Payment(sdk(nonna.access_token!)).create({ body: card('0123456789abcdef', 'pedido-47') })).rejects.toMatchObject({ status: 400, causes: [{ code: 2006 }] });
  });

  it('serves a browser SDK stand-in whose createCardToken posts to the stand-in', async () => {
    const response = await fetch(`${standIn.url}/js/v2`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const window: { MercadoPago?: new (key: string, options?: { locale: string }) => { createCardToken(data: object): Promise<{ id: string }> } } = {};
    vm.runInNewContext(await response.text(), { window, document: { currentScript: { src: `${standIn.url}/js/v2` } }, fetch, URL });
    const mp = new window.MercadoPago!(nonna.public_key!, { locale: 'pt-BR' });
    const token = await mp.createCardToken({
      cardNumber: '4235 6477 2802 5682',
      cardholderName: 'FUND',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      securityCode: '123',
      identificationType: 'CPF',
      identificationNumber: '123.456.789-09',
    });
    const payment = await new Payment(sdk(nonna.access_token!)).create({
      body: { transaction_amount: 10, token: token.id, payment_method_id: 'visa', installments: 1, payer: { email: 'cliente@example.com' } },
    });
    expect(payment).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' });
  });

  it('refunds part, refuses more than what remains, then refunds the rest', async () => {
    const refunds = () => new PaymentRefund(sdk(nonna.access_token!));
    const partial = await refunds().create({ payment_id: cardId, body: { amount: 15 }, requestOptions: { idempotencyKey: 'estorno-44-1' } });
    expect(partial).toMatchObject({ payment_id: cardId, amount: 15, status: 'approved' });
    const repeated = await refunds().create({ payment_id: cardId, body: { amount: 15 }, requestOptions: { idempotencyKey: 'estorno-44-1' } });
    expect(repeated.id).toBe(partial.id);
    expect(await new Payment(sdk(nonna.access_token!)).get({ id: cardId })).toMatchObject({ status: 'approved', status_detail: 'partially_refunded', transaction_amount_refunded: 15 });

    await expect(refunds().create({ payment_id: cardId, body: { amount: 30 } })).rejects.toMatchObject({ status: 400 });
    await refunds().total({ payment_id: cardId });
    expect(await new Payment(sdk(nonna.access_token!)).get({ id: cardId })).toMatchObject({ status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: 40 });
    expect((await refunds().list({ payment_id: cardId })).map((refund) => refund.amount)).toEqual([15, 25]);
    await expect(refunds().total({ payment_id: cardId })).rejects.toMatchObject({ status: 400 });
  });

  it('keeps each seller to its own payments and refuses unknown tokens and a fee on the application\'s own token', async () => {
    await expect(new Payment(sdk(sertao.access_token!)).get({ id: pixId })).rejects.toMatchObject({ status: 404, causes: [{ code: 2000 }] });
    await expect(new PaymentRefund(sdk(sertao.access_token!)).total({ payment_id: pixId })).rejects.toMatchObject({ status: 404 });
    await expect(new Payment(sdk('APP_USR-desconhecido')).get({ id: pixId })).rejects.toMatchObject({ status: 401 });
    await expect(new Payment(sdk(standIn.marketplace.accessToken)).create({ body: pixBody('pedido-48') })).rejects.toMatchObject({ status: 400, causes: [{ code: 2059 }] });
    await expect(new Payment(sdk(nonna.access_token!)).create({ body: { ...pixBody('pedido-49'), application_fee: 60 } })).rejects.toMatchObject({ status: 400 });
  });

  it('cancels a pending Pix, lets the payer page expire another, and expires tokens and Pix with the clock', async () => {
    const cancelled = await new Payment(sdk(nonna.access_token!)).create({ body: pixBody('pedido-50') });
    expect(await new Payment(sdk(nonna.access_token!)).cancel({ id: cancelled.id! })).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });

    const expiring = await new Payment(sdk(nonna.access_token!)).create({ body: pixBody('pedido-51') });
    const payPage = await (await fetch(`${standIn.url}/pagar/${expiring.id}`)).text();
    expect(payPage).toContain('R$\u00a058,90');
    expect(payPage).toMatch(/>Pagar<.*>Deixar expirar</s);
    const expired = await fetch(`${standIn.url}/pagar/${expiring.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ acao: 'expirar' }) });
    expect(await expired.json()).toMatchObject({ status: 'cancelled', status_detail: 'expired' });

    const left = await new Payment(sdk(sertao.access_token!)).create({ body: pixBody('pedido-52') });
    clockOffsetMs = 181 * 24 * 60 * 60_000;
    expect(standIn.payments().find((payment) => payment.id === left.id)).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    await expect(new Payment(sdk(sertao.access_token!)).get({ id: left.id! })).rejects.toMatchObject({ status: 401 });
    clockOffsetMs = 0;
  });
});
