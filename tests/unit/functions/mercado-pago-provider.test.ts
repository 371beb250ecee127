import { createHmac, randomUUID } from 'node:crypto';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mercadoPagoProvider, mercadoPagoSettings } from '../../../functions/src/payments/mercado-pago';
import type { PaymentProvider, SellerCredentials } from '../../../functions/src/payments/provider';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../scripts/lib/mercado-pago-stand-in.mjs';

/**
 * Mercado Pago behind Sabor's payment interface (issue #52), against the local stand-in: a store
 * connected by OAuth, a Pix charge split with the commission as the marketplace fee, cards
 * approved and declined, a partial refund, and webhooks read only when their signature holds.
 */

const CLIENT_ID = 'sabor-app';
const CLIENT_SECRET = 'segredo-do-app';
const WEBHOOK_SECRET = 'segredo-dos-webhooks';
const REDIRECT_URI = 'http://127.0.0.1:5173/painel-restaurante/mercado-pago';
const sdkAddress = AppConfig as { BASE_URL: string };
const originalBaseUrl = sdkAddress.BASE_URL;

let standIn: MercadoPagoStandIn;
let provider: PaymentProvider;
let seller: SellerCredentials;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ webhookSecret: WEBHOOK_SECRET, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, retryDelaysMs: [20] });
  const settings = mercadoPagoSettings({
    MERCADO_PAGO_CLIENT_ID: CLIENT_ID,
    MERCADO_PAGO_CLIENT_SECRET: CLIENT_SECRET,
    MERCADO_PAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADO_PAGO_API_URL: standIn.url,
    MERCADO_PAGO_AUTH_URL: `${standIn.url}/authorization`,
  });
  provider = mercadoPagoProvider(settings!);
});

afterAll(async () => {
  sdkAddress.BASE_URL = originalBaseUrl;
  await standIn?.stop();
});

const charge = (reference: string) => ({
  amount: 5890,
  marketplaceFee: 589,
  description: 'Pedido #0042 · Cantina da Nonna',
  externalReference: reference,
  payerEmail: 'cliente@sabor.dev',
  idempotencyKey: `${reference}-1`,
  notificationUrl: null,
});

async function cardToken(name: string, cardNumber = '5031433215406351'): Promise<string> {
  const response = await fetch(`${standIn.url}/v1/card_tokens?public_key=${encodeURIComponent(seller.publicKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card_number: cardNumber, expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name, identification: { type: 'CPF', number: '12345678909' } } }),
  });
  return ((await response.json()) as { id: string }).id;
}

describe('the Mercado Pago provider', () => {
  it('sends the store to the consent page and connects it with the code that comes back', async () => {
    const url = new URL(provider.authorizationUrl('cantina-da-nonna:nonce', REDIRECT_URI));
    expect(url.origin + url.pathname).toBe(`${standIn.url}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: CLIENT_ID, response_type: 'code', state: 'cantina-da-nonna:nonce', redirect_uri: REDIRECT_URI });

    const { code } = standIn.authorize({ redirectUri: REDIRECT_URI, sellerId: 1001 });
    seller = await provider.connectSeller(code, REDIRECT_URI);
    expect(seller).toMatchObject({ sellerId: '1001', accessToken: expect.any(String), refreshToken: expect.any(String), publicKey: expect.any(String) });
    expect(seller.expiresAt.getTime()).toBeGreaterThan(Date.now() + 100 * 24 * 3600_000);
    const refreshed = await provider.refreshSeller(seller.refreshToken);
    expect(refreshed.refreshToken).not.toBe(seller.refreshToken);
    seller = refreshed;
  });

  it("charges a Pix in the store's account with Sabor's fee, once per idempotency key, and reads it back", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const pix = await provider.createPixCharge(seller, { ...charge('cantina-da-nonna/pedido42'), expiresAt });
    expect(pix).toMatchObject({ status: 'pending', amount: 5890, marketplaceFee: 589, refunded: 0, sellerId: '1001', externalReference: 'cantina-da-nonna/pedido42', method: 'pix' });
    expect(pix.pix?.qrCode).toMatch(/^000201/);
    expect(pix.pix?.qrCodeBase64.length).toBeGreaterThan(100);
    expect(Math.abs((pix.pix?.expiresAt?.getTime() ?? 0) - expiresAt.getTime())).toBeLessThan(1000);
    const again = await provider.createPixCharge(seller, { ...charge('cantina-da-nonna/pedido42'), expiresAt });
    expect(again.id).toBe(pix.id);

    standIn.approve(pix.id);
    expect(await provider.getPayment(seller, pix.id)).toMatchObject({ status: 'approved', statusDetail: 'accredited', approvedAt: expect.any(Date) });
    expect(await provider.refund(seller, pix.id, 1290, `${pix.id}-reembolso-1`)).toMatchObject({ amount: 1290 });
    expect(await provider.getPayment(seller, pix.id)).toMatchObject({ status: 'approved', refunded: 1290 });
  });

  it("pays by card from the browser's token: approved, or declined with the provider's reason", async () => {
    const approved = await provider.createCardPayment(seller, { ...charge('cantina-da-nonna/pedido43'), cardToken: await cardToken('APRO'), paymentMethodId: 'master', payerDocument: '12345678909' });
    expect(approved).toMatchObject({ status: 'approved', method: 'card', amount: 5890, marketplaceFee: 589, pix: null });
    const declined = await provider.createCardPayment(seller, { ...charge('cantina-da-nonna/pedido44'), cardToken: await cardToken('FUND'), paymentMethodId: 'master', payerDocument: null });
    expect(declined).toMatchObject({ status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' });
  });

  it("asks for 3-D Secure where the bank wants it: the bank's page and its creq, until the challenge is answered", async () => {
    const challenged = await provider.createCardPayment(seller, { ...charge('cantina-da-nonna/pedido46'), cardToken: await cardToken('APRO', '5483928164574623'), paymentMethodId: 'master', payerDocument: null });
    expect(challenged).toMatchObject({ status: 'pending', statusDetail: 'pending_challenge', challenge: { url: `${standIn.url}/3ds/desafio`, creq: expect.stringMatching(/^[\w-]+$/) } });
    await fetch(`${standIn.url}/__stand-in/payments/${challenged.id}/challenge`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ acao: 'confirmar' }) });
    expect(await provider.getPayment(seller, challenged.id)).toMatchObject({ status: 'approved', challenge: null });
  });

  it('cancels a Pix nobody paid', async () => {
    const pix = await provider.createPixCharge(seller, { ...charge('cantina-da-nonna/pedido45'), expiresAt: new Date(Date.now() + 15 * 60_000) });
    expect(await provider.cancelPayment(seller, pix.id)).toMatchObject({ status: 'cancelled' });
  });

  it('reads a webhook only when its signature holds and it is fresh', () => {
    const now = new Date();
    const requestId = randomUUID();
    const sign = (dataId: string, at: number) => `ts=${Math.floor(at / 1000)},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`id:${dataId};request-id:${requestId};ts:${Math.floor(at / 1000)};`).digest('hex')}`;
    const request = (dataId: string, signature: string) => ({ headers: { 'x-signature': signature, 'x-request-id': requestId }, query: { 'data.id': dataId, type: 'payment' }, body: { id: 77, type: 'payment', user_id: 1001 } });
    expect(provider.readWebhook(request('123', sign('123', now.getTime())), now)).toEqual({ ok: true, notice: { paymentId: '123', sellerId: '1001', noticeId: '77' } });
    expect(provider.readWebhook(request('124', sign('123', now.getTime())), now)).toEqual({ ok: false, reason: 'signature' });
    expect(provider.readWebhook(request('123', sign('123', now.getTime() - 10 * 60_000)), now)).toEqual({ ok: false, reason: 'stale' });
    expect(provider.readWebhook({ ...request('123', sign('123', now.getTime())), query: { 'data.id': '123', type: 'merchant_order' }, body: {} }, now)).toEqual({ ok: false, reason: 'not-payment' });
  });
});
