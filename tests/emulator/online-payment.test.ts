import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createHmac } from 'node:crypto';
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as adminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/domain/checkout/order-request';
import { ONLINE_PAYMENT_MESSAGES } from '@/domain/payments/online-payment';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { signInWithEmail } from '@/services/accounts';
import { newOrderId, placeOrder } from '@/services/orders';
import { connectPaymentAccount, finishPaymentAccount, refundOrderItems } from '@/services/payment-accounts';
import { checkCardPayment } from '@/services/card-challenges';
import { PARTIAL_REFUND_MESSAGES } from '@/domain/payments/partial-refund';
import { statementWeekOf } from '@/domain/money/commission-ledger';
import { saoPauloMidnight } from '@/domain/shared/sao-paulo-day';
import { refundOrderItemsAs, SABOR_LIABLE_MESSAGE } from '../../functions/src/payments/partial-refunds';
import { mercadoPagoProvider, mercadoPagoSettings } from '../../functions/src/payments/mercado-pago';
import { endUnpaidCharge, refundEndedOrder } from '../../functions/src/payments/order-payments';
import { reconcilePayments } from '../../functions/src/payments/reconciliation';
import { NO_WATCH } from '../../functions/src/orders/order-watch';
import { startEachTestClean } from './clean-suite';
import { createAuthUser, FUNCTIONS_HOST, mailTo, OPEN_ALL_WEEK, PROJECT_ID, withRulesOff } from './support';

/**
 * Paid in the app (issue #52), through the Functions emulator and the Mercado Pago stand-in: a Pix
 * charge at the store's own account with Sabor's share as the marketplace fee, the order kept from
 * the kitchen until the provider says it is paid (its signed notice, read back from the API), the
 * same notice ten times changing nothing, a mismatched payment flagged, an expired charge cancelled
 * with its order, and a paid order the kitchen rejects refunded in full.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));
const asOwner = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

const STAND_IN = process.env.SABOR_MERCADO_PAGO_URL ?? '';
const PASSWORD = 'segredo1';
const STORE = 'forno-pago';
const address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };

let app: App;
let db: AdminFirestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'online-payment');
  db = adminFirestore(app);
});
afterAll(() => deleteApp(app));

/** A Pix order of R$ 40,00 + R$ 5,00 of delivery, paid in the app. */
function pixRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    orderId: newOrderId(STORE),
    restaurantId: STORE,
    lines: [{ productId: 'pizza', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }],
    endereco: address,
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    pagamento: 'Pix',
    online: 'pix',
    troco: null,
    observacoesPedido: '',
    expectedTotal: 4500,
    ...overrides,
  };
}

/** The store's dono connects its Mercado Pago account through the stand-in's consent page, as the panel does. */
async function connectStore(): Promise<void> {
  await signInWithEmail('dona@sabor.dev', PASSWORD);
  const url = await connectPaymentAccount(STORE);
  const answer = await fetch(`${url}&auto=1&seller_id=1001`, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  await finishPaymentAccount({ code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' });
}

beforeEach(async () => {
  await createAuthUser({ uid: 'ana', email: 'lia.online@sabor.dev', password: PASSWORD, emailVerified: true });
  await createAuthUser({ uid: 'dona', email: 'dona@sabor.dev', password: PASSWORD, emailVerified: true });
  await asOwner(async (client) => {
    await setDoc(doc(client, 'usuarios/ana'), { uid: 'ana', email: 'lia.online@sabor.dev', nome: 'Ana', tipo: 'cliente', emailVerificado: true });
    await setDoc(doc(client, 'usuarios/dona'), { uid: 'dona', email: 'dona@sabor.dev', nome: 'Dona', tipo: 'restaurante', restaurantId: STORE, emailVerificado: true });
    await setDoc(doc(client, `restaurantes/${STORE}/membros/dona`), { papel: 'dono', nome: 'Dona', email: 'dona@sabor.dev' });
    await setDoc(doc(client, `restaurantes/${STORE}`), {
      nome: 'Forno Pago',
      listado: true,
      taxaEntrega: 5,
      pedidoMinimo: 0,
      limiteAceiteMin: 10,
      horarioFuncionamento: OPEN_ALL_WEEK,
      exigePainelAberto: false,
      painelVistoEm: Timestamp.now(),
    });
    await setDoc(doc(client, `restaurantes/${STORE}/produtos/pizza`), { nome: 'Pizza Margherita', type: 'regular', preco: 40, disponivel: true, categoriaId: 'pizzas' });
  });
  await connectStore();
  await signInWithEmail('lia.online@sabor.dev', PASSWORD);
});

const orderRef = (orderId: string) => db.doc(`restaurantes/${STORE}/pedidos/${orderId}`);

/** Waits until the order satisfies `ready` (a notice reaches the functions after the stand-in answers). */
async function orderWhen(orderId: string, ready: (data: Record<string, unknown>) => boolean, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await orderRef(orderId).get()).data() ?? {};
    if (ready(data)) return data;
    if (Date.now() > deadline) throw new Error(`The order ${orderId} never got there: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const online = (data: Record<string, unknown>) => (data.pagamentoOnline ?? {}) as Record<string, unknown>;
const hook = (path: string) => fetch(`${STAND_IN}/__stand-in/${path}`, { method: 'POST' }).then((answer) => answer.json() as Promise<Record<string, unknown>>);

/** The payment as the store's account at the stand-in sees it (read with its own token, as the functions do). */
async function providerPayment(paymentId: string): Promise<Record<string, unknown>> {
  const token = String((await db.doc(`contasPagamento/${STORE}`).get()).get('accessToken'));
  return (await fetch(`${STAND_IN}/v1/payments/${paymentId}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<Record<string, unknown>>;
}

const webhookUrl = (paymentId: string) => `http://${FUNCTIONS_HOST}/${PROJECT_ID}/southamerica-east1/mercadoPagoWebhook?data.id=${paymentId}&type=payment`;

/** A notice signed as Mercado Pago signs them, with this run's secret, at `ts` (seconds). */
function signedNotice(paymentId: string, ts: number, secret = process.env.MERCADO_PAGO_WEBHOOK_SECRET ?? '') {
  const requestId = `teste-${paymentId}-${ts}`;
  const v1 = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' };
}

describe('Pix paid in the app', () => {
  it('reaches the kitchen only once paid, numbered, with Sabor’s share taken at source; notices repeat harmlessly; a forged one is refused; the kitchen’s rejection refunds it', async () => {
    const request = pixRequest();
    await expect(placeOrder(request)).resolves.toBe(request.orderId);

    // Written waiting for its payment: no number, no time to answer, the charge's copia e cola.
    const waiting = await orderWhen(request.orderId, (data) => typeof online(data).pagamentoId === 'string');
    expect(waiting).toMatchObject({ status: 'aguardando_pagamento', prazoAceiteEm: null, pagamento: 'Pix' });
    expect(waiting).not.toHaveProperty('numero');
    const paymentId = String(online(waiting).pagamentoId);
    expect(online(waiting)).toMatchObject({ metodo: 'pix', estado: 'aguardando', valor: 4500, taxaSabor: 450, reembolsado: 0, pagoEm: null });
    expect(String((online(waiting).pix as Record<string, unknown>).copiaECola)).toMatch(/^000201/);
    expect((await db.doc(`pagamentos/${paymentId}`).get()).data()).toMatchObject({ restaurantId: STORE, orderId: request.orderId, valor: 4500, metodo: 'pix' });
    // At the store's account, for the exact total, with Sabor's 10% as the marketplace fee.
    expect(await providerPayment(paymentId)).toMatchObject({ status: 'pending', transaction_amount: 45, application_fee: 4.5, external_reference: `${STORE}/${request.orderId}`, collector_id: 1001 });

    // A notice with a forged signature, or a replayed one from long ago, changes nothing.
    const now = Math.floor(Date.now() / 1000);
    const forged = await fetch(webhookUrl(paymentId), { method: 'POST', headers: signedNotice(paymentId, now, 'outro-segredo'), body: JSON.stringify({ type: 'payment', data: { id: paymentId } }) });
    expect(forged.status).toBe(401);
    const stale = await fetch(webhookUrl(paymentId), { method: 'POST', headers: signedNotice(paymentId, now - 3600), body: JSON.stringify({ type: 'payment', data: { id: paymentId } }) });
    expect(stale.status).toBe(401);
    expect((await orderRef(request.orderId).get()).get('status')).toBe('aguardando_pagamento');

    // The customer pays: the stand-in notifies the functions, which read the payment back and release the order.
    await hook(`payments/${paymentId}/approve`);
    const paid = await orderWhen(request.orderId, (data) => typeof data.numero === 'number');
    expect(paid).toMatchObject({ status: 'novo_pedido', numero: 1 });
    expect(online(paid)).toMatchObject({ estado: 'aprovado', reembolsado: 0 });
    expect(online(paid).pagoEm).toBeInstanceOf(Object);
    // Its time to answer starts when it is paid.
    const deadline = (paid.prazoAceiteEm as { toMillis(): number }).toMillis();
    expect(Math.abs(deadline - Date.now() - 10 * 60_000)).toBeLessThan(60_000);

    // The same notice ten times over (signed and fresh) changes nothing after the first.
    const settled = (await orderRef(request.orderId).get()).updateTime!.toMillis();
    for (let round = 0; round < 10; round += 1) {
      const again = await fetch(webhookUrl(paymentId), { method: 'POST', headers: signedNotice(paymentId, Math.floor(Date.now() / 1000)), body: JSON.stringify({ type: 'payment', data: { id: paymentId } }) });
      expect(await again.text()).toBe('unchanged');
    }
    expect((await orderRef(request.orderId).get()).updateTime!.toMillis()).toBe(settled);

    // The kitchen rejects it: the trigger refunds it in full, and the order says so.
    await orderRef(request.orderId).update({ status: 'rejeitado', motivoRejeicao: 'Item indisponível', ultimaAtualizacao: new Date() });
    // Run here as the order trigger runs it (the e2e journey sees the trigger do it), so this test
    // waits on no other test's triggers; the two together still refund once (the refund's key).
    const provider = mercadoPagoProvider(mercadoPagoSettings(process.env)!);
    await refundEndedOrder(db, provider, { restaurantId: STORE, orderId: request.orderId }, (await orderRef(request.orderId).get()).data(), NO_WATCH, new Date());
    const refunded = await orderWhen(request.orderId, (data) => online(data).estado === 'reembolsado');
    expect(online(refunded)).toMatchObject({ reembolsado: 4500 });
    expect(await providerPayment(paymentId)).toMatchObject({ status: 'refunded', transaction_amount_refunded: 45 });
    // The customer is told by e-mail too, once (the push goes with the order's write).
    await expect.poll(async () => (await mailTo('lia.online@sabor.dev')).map((mail) => mail.assunto), { timeout: 60_000 }).toEqual([expect.stringMatching(/^Devolvemos R\$\s45,00 do seu pedido em Forno Pago$/)]);
    expect((await mailTo('lia.online@sabor.dev'))[0]?.texto).toContain('foi devolvido por inteiro');
  });

  it('makes good a lost notice at the daily reconciliation: the paid Pix released to the kitchen, once', async () => {
    const request = pixRequest();
    await placeOrder(request);
    const waiting = await orderWhen(request.orderId, (data) => typeof online(data).pagamentoId === 'string');
    const paymentId = String(online(waiting).pagamentoId);
    // The notice is lost: it arrives while the payment's entry is out of reach, and is answered 'unknown'.
    const entry = (await db.doc(`pagamentos/${paymentId}`).get()).data()!;
    await db.doc(`pagamentos/${paymentId}`).delete();
    await hook(`payments/${paymentId}/approve`);
    const delivered = async () => {
      const notices = (await (await fetch(`${STAND_IN}/__stand-in/notifications`)).json()) as Array<{ paymentId: number; delivered: boolean; action: string }>;
      return notices.some((notice) => String(notice.paymentId) === paymentId && notice.action === 'payment.updated' && notice.delivered);
    };
    await expect.poll(delivered, { timeout: 30_000 }).toBe(true);
    await db.doc(`pagamentos/${paymentId}`).set(entry);
    expect((await orderRef(request.orderId).get()).get('status')).toBe('aguardando_pagamento');

    const provider = mercadoPagoProvider(mercadoPagoSettings(process.env)!);
    const first = await reconcilePayments(db, provider, NO_WATCH, new Date());
    expect(first.corrigidos).toBe(1);
    expect((await orderRef(request.orderId).get()).data()).toMatchObject({ status: 'novo_pedido', numero: 1, pagamentoOnline: expect.objectContaining({ estado: 'aprovado' }) });
    // Run again, nothing left to make good.
    expect((await reconcilePayments(db, provider, NO_WATCH, new Date())).corrigidos).toBe(0);
  });

  it('for a later slot (issue #54): once paid it waits apart for its time, unnumbered, with no time to answer yet', async () => {
    await db.doc(`restaurantes/${STORE}`).update({ agendamento: { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 5 }, tempoPreparoPadrao: 30 });
    // Three hours on, moved clear of midnight (the store closes at 23:59) in São Paulo time.
    let slot = Math.ceil((Date.now() + 3 * 3_600_000) / 1_800_000) * 1_800_000;
    while (slot - saoPauloMidnight(new Date(slot)).getTime() > 22 * 3_600_000) slot += 1_800_000;
    const request = pixRequest({ agendadoPara: slot });
    await placeOrder(request);
    const waiting = await orderWhen(request.orderId, (data) => typeof online(data).pagamentoId === 'string');
    expect(waiting).toMatchObject({ status: 'aguardando_pagamento', prazoAceiteEm: null });
    expect((waiting.liberarEm as { toMillis(): number }).toMillis()).toBe(slot - 30 * 60_000);
    await hook(`payments/${String(online(waiting).pagamentoId)}/approve`);
    const paid = await orderWhen(request.orderId, (data) => data.status !== 'aguardando_pagamento');
    expect(paid).toMatchObject({ status: 'agendado', prazoAceiteEm: null, pagamentoOnline: expect.objectContaining({ estado: 'aprovado' }) });
    expect(paid).not.toHaveProperty('numero');
    expect((paid.agendadoPara as { toMillis(): number }).toMillis()).toBe(slot);
  });

  it('flags a payment whose amount is not what Sabor charged, and leaves its order waiting', async () => {
    const request = pixRequest();
    await placeOrder(request);
    await orderWhen(request.orderId, (data) => typeof online(data).pagamentoId === 'string');
    // Someone's other payment at the store's account, pointed at this order (a tampered index or a mix-up).
    const token = String((await db.doc(`contasPagamento/${STORE}`).get()).get('accessToken'));
    const other = (await (
      await fetch(`${STAND_IN}/v1/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-idempotency-key': `outro-${request.orderId}` },
        body: JSON.stringify({ transaction_amount: 1, payment_method_id: 'pix', payer: { email: 'lia.online@sabor.dev' }, external_reference: `${STORE}/${request.orderId}` }),
      })
    ).json()) as { id: number };
    await db.doc(`pagamentos/${other.id}`).set({ restaurantId: STORE, orderId: request.orderId, valor: 100, metodo: 'pix' });
    await hook(`payments/${other.id}/approve`);
    const deadline = Date.now() + 30_000;
    while (!(await db.doc(`pagamentos/${other.id}`).get()).get('divergencia') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await db.doc(`pagamentos/${other.id}`).get()).get('divergencia')).toBe('o valor 100 difere do cobrado (4500), em centavos');
    expect((await orderRef(request.orderId).get()).data()).toMatchObject({ status: 'aguardando_pagamento', pagamentoOnline: expect.objectContaining({ estado: 'aguardando' }) });
  });

  it('cancels an order whose Pix ran out unpaid, charge and all, with nothing to refund', async () => {
    const request = pixRequest();
    await placeOrder(request);
    const waiting = await orderWhen(request.orderId, (data) => typeof online(data).pagamentoId === 'string');
    const paymentId = String(online(waiting).pagamentoId);
    const provider = mercadoPagoProvider(mercadoPagoSettings(process.env)!);
    // Before its expiry the task asks to run again; after it, the charge is cancelled at the store's account.
    await expect(endUnpaidCharge(db, provider, { restaurantId: STORE, orderId: request.orderId }, NO_WATCH, new Date())).resolves.toBe('not-due');
    await expect(endUnpaidCharge(db, provider, { restaurantId: STORE, orderId: request.orderId }, NO_WATCH, new Date(Date.now() + 16 * 60_000))).resolves.toBe('done');
    expect((await orderRef(request.orderId).get()).data()).toMatchObject({ status: 'cancelado', pagamentoOnline: expect.objectContaining({ estado: 'expirado', reembolsado: 0, pagoEm: null }) });
    expect(await providerPayment(paymentId)).toMatchObject({ status: 'cancelled' });
    expect((await orderRef(request.orderId).get()).data()).not.toHaveProperty('numero');
  });

  it('is refused where the store takes no payment in the app, and cancelled at once when its charge cannot be made', async () => {
    await db.doc(`restaurantes/${STORE}`).update({ pagamentoOnline: false });
    await expect(placeOrder(pixRequest())).rejects.toEqual(new CallableRefusal('payment', ONLINE_PAYMENT_MESSAGES.notOffered));
    // Connected as far as the store's card says, but its tokens are gone: no charge can be made.
    await db.doc(`restaurantes/${STORE}`).update({ pagamentoOnline: true });
    await db.doc(`contasPagamento/${STORE}`).delete();
    const request = pixRequest();
    await expect(placeOrder(request)).rejects.toEqual(new CallableRefusal('payment', ONLINE_PAYMENT_MESSAGES.pixFailed));
    expect((await orderRef(request.orderId).get()).data()).toMatchObject({ status: 'cancelado', pagamentoOnline: expect.objectContaining({ estado: 'recusado', motivo: ONLINE_PAYMENT_MESSAGES.pixFailed }) });
  });

  it('takes a card tokenised in the browser: declined with Mercado Pago’s reason in Portuguese and cancelled; approved straight to the kitchen, numbered', async () => {
    const publicKey = String((await db.doc(`restaurantes/${STORE}`).get()).get('chavePublicaPagamento'));
    expect(publicKey).not.toBe('');
    /** A card token as Mercado Pago's script makes it in the customer's browser (the holder's name picks the test outcome). */
    const token = async (holder: string) => {
      const answer = await fetch(`${STAND_IN}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: '5031433215406351', expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name: holder, identification: { type: 'CPF', number: '12345678909' } } }),
      });
      return String(((await answer.json()) as { id: string }).id);
    };
    const card = async (holder: string) => ({ token: await token(holder), bandeira: 'master' as const, cpf: '12345678909' });

    const declined = pixRequest({ pagamento: 'Cartão', online: 'cartao', cartao: await card('FUND') });
    await expect(placeOrder(declined)).rejects.toEqual(new CallableRefusal('payment', 'O cartão não tem limite suficiente. Use outro cartão ou pague com Pix.'));
    const declinedOrder = (await orderRef(declined.orderId).get()).data() ?? {};
    expect(declinedOrder).toMatchObject({ status: 'cancelado', pagamentoOnline: expect.objectContaining({ metodo: 'cartao', estado: 'recusado', pagoEm: null }) });
    // Nothing of the card is kept beyond the attempt: no token, no CPF, no digits of it.
    const kept = JSON.stringify([declinedOrder, (await orderRef(declined.orderId).collection('privado').doc('entrega').get()).data(), (await db.doc(`pagamentos/${String(online(declinedOrder).pagamentoId)}`).get()).data()]);
    expect(kept).not.toMatch(new RegExp(`${declined.cartao!.token}|12345678909|5031|6351`));

    // The provider's record stays on the server: not even the paying customer reads it.
    const customerDb = env.authenticatedContext('ana', { email_verified: true }).firestore();
    await assertFails(getDoc(doc(customerDb, `pagamentos/${String(online(declinedOrder).pagamentoId)}`)));
    await assertFails(getDoc(doc(env.authenticatedContext('dona', { email_verified: true }).firestore(), `pagamentos/${String(online(declinedOrder).pagamentoId)}`)));

    const approved = pixRequest({ pagamento: 'Cartão', online: 'cartao', cartao: await card('APRO') });
    await expect(placeOrder(approved)).resolves.toBe(approved.orderId);
    const paid = (await orderRef(approved.orderId).get()).data() ?? {};
    expect(paid).toMatchObject({ status: 'novo_pedido', numero: 1, pagamento: 'Cartão', pagamentoOnline: expect.objectContaining({ metodo: 'cartao', estado: 'aprovado', valor: 4500, taxaSabor: 450 }) });
    expect(await providerPayment(String(online(paid).pagamentoId))).toMatchObject({ status: 'approved', installments: 1, payment_method_id: 'master', application_fee: 4.5, transaction_amount: 45 });

    // Later the customer disputes it with their bank: the money leaves the store's account, the
    // operator is told, and Sabor's fee goes back to the store on its next statement, once.
    const paymentId = String(online(paid).pagamentoId);
    await hook(`payments/${paymentId}/chargeback`);
    await orderWhen(approved.orderId, (data) => online(data).estado === 'contestado');
    expect((await db.doc(`pagamentos/${paymentId}`).get()).data()).toMatchObject({ divergenciaAberta: true, estadoProvedor: 'charged_back' });
    const entry = (await db.doc(`restaurantes/${STORE}/lancamentos/ajuste-contestacao-${approved.orderId}`).get()).data() ?? {};
    expect(entry).toMatchObject({ tipo: 'ajuste', valor: -450, pedidoId: approved.orderId, motivo: 'Contestação no banco (chargeback) do pedido #0001: a comissão da Sabor volta para a loja.' });
    const resent = (await (await fetch(`${STAND_IN}/__stand-in/notifications`)).json()) as Array<{ id: number; paymentId: number; action: string }>;
    const notice = resent.filter((each) => String(each.paymentId) === paymentId).at(-1)!;
    await fetch(`${STAND_IN}/__stand-in/notifications/${notice.id}/resend`, { method: 'POST' });
    const entries = await db.collection(`restaurantes/${STORE}/lancamentos`).where('pedidoId', '==', approved.orderId).get();
    expect(entries.docs.filter((each) => each.get('tipo') === 'ajuste').map((each) => each.id)).toEqual([`ajuste-contestacao-${approved.orderId}`]);
  });
});

describe('a card whose bank asks for 3-D Secure', () => {
  /** Mercado Pago's 3-D Secure test card, tokenised for the store's account as the browser's script does. */
  async function challengeCard() {
    const publicKey = String((await db.doc(`restaurantes/${STORE}`).get()).get('chavePublicaPagamento'));
    const answer = await fetch(`${STAND_IN}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '5483928164574623', expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } } }),
    });
    return { token: String(((await answer.json()) as { id: string }).id), bandeira: 'master' as const, cpf: '12345678909' };
  }
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${STAND_IN}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }).then((answer) => answer.text());

  it('waits for the bank’s page, answered on /status: confirmed, to the kitchen; given up, cancelled with why; left unanswered, cancelled at its time with nothing charged', async () => {
    const confirmed = pixRequest({ pagamento: 'Cartão', online: 'cartao', cartao: await challengeCard() });
    await expect(placeOrder(confirmed)).resolves.toBe(confirmed.orderId);
    const waiting = (await orderRef(confirmed.orderId).get()).data() ?? {};
    const desafio = online(waiting).desafio as { url: string; creq: string; expiraEm: Timestamp };
    expect(waiting).toMatchObject({ status: 'aguardando_pagamento', pagamentoOnline: expect.objectContaining({ metodo: 'cartao', estado: 'aguardando' }) });
    expect(desafio.url).toBe(`${STAND_IN}/3ds/desafio`);
    expect(desafio.expiraEm.toMillis() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await providerPayment(String(online(waiting).pagamentoId))).toMatchObject({ status: 'pending', status_detail: 'pending_challenge', three_d_secure_mode: 'optional' });

    // The bank's page (posted its creq, as the 3-D Secure page does), a code typed, and its last page tells the frame.
    expect(await form('/3ds/desafio', { creq: desafio.creq })).toContain('Confirme que é você');
    expect(await form('/3ds/desafio/resposta', { creq: desafio.creq, acao: 'confirmar', codigo: '12' })).toContain('Digite os 6 dígitos do código.');
    expect(await form('/3ds/desafio/resposta', { creq: desafio.creq, acao: 'confirmar', codigo: '123456' })).toContain("postMessage({ status: 'COMPLETE' }");
    // Someone else asking about it learns nothing; the customer is told it is paid, whichever of this and the notice came first.
    await signInWithEmail('dona@sabor.dev', PASSWORD);
    await expect(checkCardPayment({ restaurantId: STORE, orderId: confirmed.orderId })).rejects.toMatchObject({ code: 'not-found' });
    await signInWithEmail('lia.online@sabor.dev', PASSWORD);
    await expect(checkCardPayment({ restaurantId: STORE, orderId: confirmed.orderId })).resolves.toBe('aprovado');
    // Numbered right after it is released (by this call or by the notice, whichever came first).
    const released = await orderWhen(confirmed.orderId, (data) => data.numero === 1);
    expect(released).toMatchObject({ status: 'novo_pedido', pagamentoOnline: expect.objectContaining({ estado: 'aprovado', desafio: null }) });

    // Given up on the bank's page: declined as Mercado Pago declines it, the order cancelled with the reason.
    const givenUp = pixRequest({ pagamento: 'Cartão', online: 'cartao', cartao: await challengeCard() });
    await placeOrder(givenUp);
    const givenUpPayment = String(online((await orderRef(givenUp.orderId).get()).data() ?? {}).pagamentoId);
    expect(await hook(`payments/${givenUpPayment}/challenge`)).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_3ds_challenge' });
    await expect(checkCardPayment({ restaurantId: STORE, orderId: givenUp.orderId })).resolves.toBe('recusado');
    expect((await orderRef(givenUp.orderId).get()).data()).toMatchObject({ status: 'cancelado', pagamentoOnline: expect.objectContaining({ estado: 'recusado', motivo: 'A verificação do banco não foi concluída. Tente de novo.', desafio: null, pagoEm: null }) });

    // Never answered: the task queued with it cancels it at its time, at the provider too.
    const unanswered = pixRequest({ pagamento: 'Cartão', online: 'cartao', cartao: await challengeCard() });
    await placeOrder(unanswered);
    const target = { restaurantId: STORE, orderId: unanswered.orderId };
    const provider = mercadoPagoProvider(mercadoPagoSettings(process.env)!);
    await expect(endUnpaidCharge(db, provider, target, NO_WATCH, new Date())).resolves.toBe('not-due');
    await expect(endUnpaidCharge(db, provider, target, NO_WATCH, new Date(Date.now() + 16 * 60_000))).resolves.toBe('done');
    const ended = (await orderRef(unanswered.orderId).get()).data() ?? {};
    expect(ended).toMatchObject({ status: 'cancelado', pagamentoOnline: expect.objectContaining({ estado: 'expirado', desafio: null, pagoEm: null }) });
    expect(await providerPayment(String(online(ended).pagamentoId))).toMatchObject({ status: 'cancelled' });
  });
});

describe('part of an order paid in the app given back', () => {
  it('by the store, for its missing item: refunded at the provider once, the store’s commission on it credited, the customer told; racing refunds of the last item give it back once', async () => {
    const publicKey = String((await db.doc(`restaurantes/${STORE}`).get()).get('chavePublicaPagamento'));
    const tokenAnswer = await fetch(`${STAND_IN}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '5031433215406351', expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } } }),
    });
    const cartao = { token: String(((await tokenAnswer.json()) as { id: string }).id), bandeira: 'master' as const, cpf: '12345678909' };
    // Two pizzas (R$ 80,00) and R$ 5,00 of delivery, paid by card, delivered.
    const request = pixRequest({ pagamento: 'Cartão', online: 'cartao', cartao, lines: [{ productId: 'pizza', quantidade: 2, size: null, flavor: null, complementos: [], observacoes: '' }], expectedTotal: 8500 });
    await placeOrder(request);
    await orderRef(request.orderId).update({ status: 'entregue', ultimaAtualizacao: new Date() });
    const paymentId = String(online((await orderRef(request.orderId).get()).data() ?? {}).pagamentoId);

    // Neither the customer nor the store can say Sabor bears it.
    const missing = { id: 'reembolso-pizza-1', restaurantId: STORE, orderId: request.orderId, itens: [{ indice: 0, quantidade: 1 }], motivo: 'Item faltando' as const };
    await expect(refundOrderItems(missing)).rejects.toEqual(new CallableRefusal('not-allowed', PARTIAL_REFUND_MESSAGES.managersOnly));
    await signInWithEmail('dona@sabor.dev', PASSWORD);
    await expect(refundOrderItems({ ...missing, responsavel: 'sabor' })).rejects.toEqual(new CallableRefusal('not-allowed', SABOR_LIABLE_MESSAGE));

    // The dona gives one pizza back; the same tap again gives nothing more.
    await expect(refundOrderItems(missing)).resolves.toBe(4000);
    await expect(refundOrderItems(missing)).resolves.toBe(4000);
    expect(await providerPayment(paymentId)).toMatchObject({ status: 'approved', transaction_amount_refunded: 40 });
    const once = (await orderRef(request.orderId).get()).data() ?? {};
    expect(online(once)).toMatchObject({ estado: 'reembolsado_parcial', reembolsado: 4000 });
    expect((once.reembolsos as Record<string, unknown>)['reembolso-pizza-1']).toMatchObject({ valor: 4000, estado: 'feito', responsavel: 'loja', por: 'loja', motivo: 'Item faltando', creditoLoja: 400 });
    // Sabor gives back its 10% on the pizza that was not sold after all, on the store's open statement.
    const credit = (await db.doc(`restaurantes/${STORE}/lancamentos/reembolso-reembolso-pizza-1`).get()).data() ?? {};
    expect(credit).toMatchObject({ tipo: 'ajuste', valor: -400, pedidoId: request.orderId, semana: statementWeekOf(new Date()), lancadoPor: 'dona' });
    expect(String(credit.motivo)).toMatch(/^Reembolso de R\$\s40,00 no pedido #0001: 1x Pizza Margherita \(Item faltando\)\. Custo: a loja\.$/);
    const audit = await db.collection('auditoria').where('acao', '==', 'reembolso_parcial').where('alvoId', '==', STORE).get();
    expect(audit.docs.map((entry) => entry.get('depois'))).toEqual([expect.objectContaining({ pedido: request.orderId, custo: 'loja' })]);
    await expect.poll(async () => (await mailTo('lia.online@sabor.dev')).map((mail) => mail.assunto), { timeout: 60_000 }).toContainEqual(expect.stringMatching(/^Devolvemos R\$\s40,00 do seu pedido em Forno Pago$/));

    // The last pizza, asked for by the store and by the operator at once: given back once.
    const provider = mercadoPagoProvider(mercadoPagoSettings(process.env)!);
    await createAuthUser({ uid: 'operadora', email: 'operadora@sabor.dev', password: PASSWORD, emailVerified: true });
    await db.doc('usuarios/operadora').set({ uid: 'operadora', email: 'operadora@sabor.dev', nome: 'Operadora', tipo: 'admin' });
    const operator = { uid: 'operadora', token: { email: 'operadora@sabor.dev', email_verified: true } };
    const race = await Promise.allSettled([
      refundOrderItems({ ...missing, id: 'reembolso-pizza-loja' }),
      refundOrderItemsAs(db, provider, operator, { ...missing, id: 'reembolso-pizza-sabor', responsavel: 'sabor' }, NO_WATCH),
    ]);
    expect(race.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await providerPayment(paymentId)).toMatchObject({ status: 'approved', transaction_amount_refunded: 80 });
    expect(online((await orderRef(request.orderId).get()).data() ?? {})).toMatchObject({ reembolsado: 8000 });
    // Nothing left to give back of the items.
    await expect(refundOrderItems({ ...missing, id: 'reembolso-pizza-3' })).rejects.toEqual(new CallableRefusal('invalid', PARTIAL_REFUND_MESSAGES.tooMany));
  });
});
