import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, Timestamp, where, type Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as adminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/domain/checkout/order-request';
import { HELP_CASE_MESSAGES } from '@/domain/help/help-case';
import { PARTIAL_REFUND_MESSAGES } from '@/domain/payments/partial-refund';
import { settlementsOf } from '@/domain/delivery/rider-settlements';
import { orderFromData } from '@/domain/orders/order.record';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { signInWithEmail } from '@/services/accounts';
import { openHelpCase } from '@/services/help-cases';
import { newOrderId, placeOrder } from '@/services/orders';
import { connectPaymentAccount, finishPaymentAccount } from '@/services/payment-accounts';
import { escalateHelpCase } from '../../functions/src/help/help-cases';
import { answerHelpCaseAs, decideHelpCaseAs } from '../../functions/src/help/help-answers';
import { countDeliveryReview } from '../../functions/src/orders/delivery-reviews';
import { returnSpentCredit } from '../../functions/src/money/customer-credits';
import { releaseCasePhoto } from '../../functions/src/stores/photos';
import { firestoreImageStore } from '../../functions/src/lib/image-store';
import { rollUpHelpCase } from '../../functions/src/help/help-figures';
import { mercadoPagoProvider, mercadoPagoSettings } from '../../functions/src/payments/mercado-pago';
import { NO_WATCH } from '../../functions/src/orders/order-watch';
import { startEachTestClean } from './clean-suite';
import { webpBytes } from '../fixtures/photos';
import { PHOTO_MESSAGES } from '@/domain/photos/photos';
import { createAuthUser, OPEN_ALL_WEEK, PROJECT_ID, withRulesOff } from './support';

/**
 * 'Preciso de ajuda' (issue #53) over the emulators: a case opened on an order by its customer,
 * told to the store, answered once however many answer at once, the money given back through the
 * provider for an order paid in the app; a case left unanswered goes to the operator at its
 * deadline, once; a rider's problem goes straight to the operator; only the customer, the store's
 * team and the operators read a case; the delivery rated apart from the restaurant, counted once in
 * the rider's tally.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));
const asOwner = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

const STAND_IN = process.env.SABOR_MERCADO_PAGO_URL ?? '';
const PASSWORD = 'segredo1';
const STORE = 'forno-ajuda';
const address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };
const OWNER = { uid: 'dona-ajuda', token: { email: 'dona.ajuda@sabor.dev', email_verified: true } };
const OPERATOR = { uid: 'op-ajuda', token: { email: 'op.ajuda@sabor.dev', email_verified: true } };

let app: App;
let db: AdminFirestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'help-cases');
  db = adminFirestore(app);
});
afterAll(() => deleteApp(app));

function orderRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    orderId: newOrderId(STORE),
    restaurantId: STORE,
    lines: [{ productId: 'pizza', quantidade: 2, size: null, flavor: null, complementos: [], observacoes: '' }],
    endereco: address,
    clientName: 'Lia Souza',
    clientPhone: '(11) 98765-4321',
    pagamento: 'Dinheiro',
    troco: null,
    observacoesPedido: '',
    expectedTotal: 8500,
    ...overrides,
  };
}

beforeEach(async () => {
  await createAuthUser({ uid: 'lia', email: 'lia.ajuda@sabor.dev', password: PASSWORD, emailVerified: true });
  await createAuthUser({ uid: OWNER.uid, email: OWNER.token.email, password: PASSWORD, emailVerified: true });
  await asOwner(async (client) => {
    await setDoc(doc(client, 'usuarios/lia'), { uid: 'lia', email: 'lia.ajuda@sabor.dev', nome: 'Lia', tipo: 'cliente', emailVerificado: true });
    await setDoc(doc(client, 'usuarios/bia'), { uid: 'bia', email: 'bia@sabor.dev', nome: 'Bia', tipo: 'cliente', emailVerificado: true });
    await setDoc(doc(client, `usuarios/${OWNER.uid}`), { uid: OWNER.uid, email: OWNER.token.email, nome: 'Dona', tipo: 'restaurante', restaurantId: STORE, emailVerificado: true });
    await setDoc(doc(client, `usuarios/${OPERATOR.uid}`), { uid: OPERATOR.uid, email: OPERATOR.token.email, nome: 'Operadora', tipo: 'admin', emailVerificado: true });
    await setDoc(doc(client, `restaurantes/${STORE}/membros/${OWNER.uid}`), { papel: 'dono', nome: 'Dona', email: OWNER.token.email });
    await setDoc(doc(client, 'restaurantes/outra-loja/membros/dono-outro'), { papel: 'dono', nome: 'Outro', email: 'outro@sabor.dev' });
    await setDoc(doc(client, `restaurantes/${STORE}`), {
      nome: 'Forno da Ajuda',
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
});

/** A photo's bytes as the browser's cropper hands them over. */
const blobOf = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
const caseRef = (id: string) => db.doc(`casos/${id}`);
const deliver = (orderId: string) => db.doc(`restaurantes/${STORE}/pedidos/${orderId}`).update({ status: 'entregue', ultimaAtualizacao: new Date() });

/** The dona connects the store's Mercado Pago account, and Lia pays two pizzas by card in the app. */
async function paidInTheApp(): Promise<string> {
  await signInWithEmail(OWNER.token.email, PASSWORD);
  const url = await connectPaymentAccount(STORE);
  const back = new URL((await fetch(`${url}&auto=1&seller_id=1001`, { redirect: 'manual' })).headers.get('location') ?? '');
  await finishPaymentAccount({ code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' });
  const publicKey = String((await db.doc(`restaurantes/${STORE}`).get()).get('chavePublicaPagamento'));
  const tokenAnswer = await fetch(`${STAND_IN}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: '5031433215406351', expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } } }),
  });
  const cartao = { token: String(((await tokenAnswer.json()) as { id: string }).id), bandeira: 'master' as const, cpf: '12345678909' };
  await signInWithEmail('lia.ajuda@sabor.dev', PASSWORD);
  const request = orderRequest({ pagamento: 'Cartão', online: 'cartao', cartao });
  await placeOrder(request);
  return request.orderId;
}

describe('a help case', () => {
  it('is opened once per order and problem, told to the store, read only by its parties, and answered once: the store’s refund goes back through the provider', async () => {
    const orderId = await paidInTheApp();
    await deliver(orderId);
    // With a photo of what came, cropped and compressed in the browser as the panel's are.
    const photo = { foto: blobOf(webpBytes(800, 600, 50_000)), miniatura: blobOf(webpBytes(320, 240, 8_000)) };
    const opened = { restaurantId: STORE, orderId, problema: 'item_faltando' as const, itens: [{ indice: 0, quantidade: 1 }], descricao: 'Veio só uma pizza das duas que pedi.' };
    await expect(openHelpCase({ ...opened, itens: [{ indice: 0, quantidade: 3 }] })).rejects.toMatchObject({ message: HELP_CASE_MESSAGES.tooMany });
    const id = await openHelpCase(opened, photo);
    await expect(openHelpCase(opened)).rejects.toEqual(new CallableRefusal('already-open', HELP_CASE_MESSAGES.alreadyOpen));

    await expect(openHelpCase({ ...opened, problema: 'item_errado' }, { ...photo, foto: blobOf(webpBytes(800, 800, 50_000)) })).rejects.toMatchObject({ message: PHOTO_MESSAGES.badDimensions });
    const stored = (await caseRef(id).get()).data() ?? {};
    expect(String(stored.foto)).toMatch(/^\/img\/[A-Za-z0-9]{20}$/);
    expect((await db.doc(`imagens/${String(stored.foto).slice(5)}`).get()).get('uso')).toBe('ajuda');
    expect(stored).toMatchObject({ estado: 'aguardando_loja', pagoNoApp: true, pedido: '#0001', itens: [{ indice: 0, nome: 'Pizza Margherita', quantidade: 1 }], userId: 'lia' });
    expect(Math.abs((stored.prazoLojaEm as { toMillis(): number }).toMillis() - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
    const told = (await db.collection('push').where('para.restaurantId', '==', STORE).get()).docs.map((push) => push.get('payload'));
    expect(told).toContainEqual(expect.objectContaining({ kind: 'ajuda_nova', title: 'Pedido #0001: o cliente pediu ajuda' }));

    // Read by Lia, the store's team and the operators; not by another customer nor another store.
    const reader = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();
    await assertSucceeds(getDoc(doc(reader('lia'), `casos/${id}`)));
    await assertSucceeds(getDocs(query(collection(reader(OWNER.uid), 'casos'), where('restaurantId', '==', STORE), where('estado', '==', 'aguardando_loja'))));
    await assertSucceeds(getDoc(doc(reader(OPERATOR.uid), `casos/${id}`)));
    await assertFails(getDoc(doc(reader('bia'), `casos/${id}`)));
    await assertFails(getDoc(doc(reader('dono-outro'), `casos/${id}`)));
    await assertFails(setDoc(doc(reader('lia'), `casos/${id}`), { estado: 'resolvido' }));

    // The store refunds the pizza while the operator decides otherwise: one decision stands.
    const provider = mercadoPagoProvider(mercadoPagoSettings(process.env)!);
    const race = await Promise.allSettled([
      answerHelpCaseAs(db, provider, OWNER, { casoId: id, acao: 'reembolsar' }, NO_WATCH),
      decideHelpCaseAs(db, provider, OPERATOR, { casoId: id, acao: 'sem_reembolso', responsavel: 'loja', nota: 'Sem evidência' }, NO_WATCH),
    ]);
    expect(race.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const decided = (await caseRef(id).get()).data() ?? {};
    expect(decided).toMatchObject({ estado: 'resolvido', decidindo: null });
    const order = (await db.doc(`restaurantes/${STORE}/pedidos/${orderId}`).get()).data() ?? {};
    if (race[0].status === 'fulfilled') {
      expect(decided.decisao).toMatchObject({ acao: 'reembolso', valor: 4000, responsavel: 'loja', por: 'loja' });
      expect(order.pagamentoOnline).toMatchObject({ reembolsado: 4000 });
    } else {
      expect(decided.decisao).toMatchObject({ acao: 'sem_reembolso', valor: 0, por: 'operador' });
      expect(order.pagamentoOnline).toMatchObject({ reembolsado: 0 });
    }
    // The month's figures for 'Atendimento', each event counted once however often the trigger runs:
    // the case as the trigger sees it, in a month of its own (the real case's is counted by the trigger).
    const openedIn2031 = { ...stored, abertoEm: new Date('2031-01-15T12:00:00Z') };
    const decidedIn2031 = { ...openedIn2031, estado: 'resolvido', primeiraRespostaEm: new Date('2031-01-15T12:12:00Z'), decisao: { acao: 'reembolso', valor: 4000, responsavel: 'loja', por: 'loja', nota: '' } };
    await expect(rollUpHelpCase(db, `${id}-2031`, undefined, openedIn2031)).resolves.toBe(1);
    await expect(rollUpHelpCase(db, `${id}-2031`, openedIn2031, decidedIn2031)).resolves.toBe(2);
    await expect(rollUpHelpCase(db, `${id}-2031`, openedIn2031, decidedIn2031)).resolves.toBe(0);
    // The figures are the operators' alone.
    await assertSucceeds(getDoc(doc(reader(OPERATOR.uid), 'indicadoresAjuda/2031-01')));
    await assertFails(getDoc(doc(reader(OWNER.uid), 'indicadoresAjuda/2031-01')));
    expect((await db.doc('indicadoresAjuda/2031-01').get()).data()).toMatchObject({
      casos: 1,
      porLoja: { [STORE]: { nome: 'Forno da Ajuda', casos: 1 } },
      primeiraResposta: { soma: 12, n: 1 },
      reembolsos: { loja: 4000 },
      decisoes: { loja: 1 },
    });

    // Answered: a late answer is told so, and nothing more is given back.
    await expect(answerHelpCaseAs(db, provider, OWNER, { casoId: id, acao: 'reenviar' }, NO_WATCH)).rejects.toMatchObject({ message: HELP_CASE_MESSAGES.answered });
    expect((decided.eventos as unknown[]).length).toBe(2);

    // The photo leaves with its customer's account (which takes it off the case): its bytes are deleted.
    const photoId = String(stored.foto).slice(5);
    await releaseCasePhoto(firestoreImageStore(db), stored.foto, null);
    expect((await db.doc(`imagens/${photoId}`).get()).exists).toBe(false);
  });

  it('left unanswered goes to the operator at its deadline, once; a rider’s problem goes there at once; an order paid at the door is given back as Sabor credits, spent on the next order and returned when it is rejected', async () => {
    await signInWithEmail('lia.ajuda@sabor.dev', PASSWORD);
    const request = orderRequest();
    await placeOrder(request);
    await deliver(request.orderId);
    // The operator gives stores 45 minutes ('Prazo das lojas'); nobody else sets it, nor outside 10 to 180.
    const settings = (uid: string) => doc(env.authenticatedContext(uid, { email_verified: true }).firestore(), 'config/atendimento');
    await assertFails(setDoc(settings(OWNER.uid), { prazoLojaMin: 600, atualizadoPor: OWNER.uid, atualizadoEm: serverTimestamp() }));
    await assertFails(setDoc(settings(OPERATOR.uid), { prazoLojaMin: 5, atualizadoPor: OPERATOR.uid, atualizadoEm: serverTimestamp() }));
    await assertSucceeds(setDoc(settings(OPERATOR.uid), { prazoLojaMin: 45, atualizadoPor: OPERATOR.uid, atualizadoEm: serverTimestamp() }));
    await assertSucceeds(getDoc(settings(OPERATOR.uid)));
    await assertFails(getDoc(settings(OWNER.uid)));
    const id = await openHelpCase({ restaurantId: STORE, orderId: request.orderId, problema: 'frio_derramado', itens: [{ indice: 0, quantidade: 2 }], descricao: 'As pizzas chegaram frias e amassadas.' });
    await expect(escalateHelpCase(db, id, new Date())).resolves.toBe('not-due');
    await expect(escalateHelpCase(db, id, new Date(Date.now() + 31 * 60_000))).resolves.toBe('not-due');
    await expect(escalateHelpCase(db, id, new Date(Date.now() + 46 * 60_000))).resolves.toBe('done');
    await expect(escalateHelpCase(db, id, new Date(Date.now() + 47 * 60_000))).resolves.toBe('done');
    const escalated = (await caseRef(id).get()).data() ?? {};
    expect(escalated).toMatchObject({ estado: 'com_operador', prazoLojaEm: null });
    expect((escalated.eventos as Array<{ autor: string; texto: string }>).filter((event) => event.autor === 'sistema')).toEqual([
      expect.objectContaining({ texto: 'A loja não respondeu em 45 min: a equipe da Sabor vai decidir.' }),
    ]);
    // With the operator, the store can no longer answer it.
    await expect(answerHelpCaseAs(db, null, OWNER, { casoId: id, acao: 'reenviar' }, NO_WATCH)).rejects.toMatchObject({ message: HELP_CASE_MESSAGES.notTheStores });
    // Paid at the door: given back as Sabor credits, the store charged on its statement what it
    // was paid for the pizzas less Sabor's commission on them.
    await decideHelpCaseAs(db, null, OPERATOR, { casoId: id, acao: 'reembolso', responsavel: 'loja', nota: 'A loja embalou mal' }, NO_WATCH);
    expect((await caseRef(id).get()).data()).toMatchObject({ estado: 'resolvido', decisao: expect.objectContaining({ acao: 'reembolso', valor: 8000, responsavel: 'loja', por: 'operador' }) });
    expect(((await caseRef(id).get()).get('eventos') as Array<{ texto: string }>).at(-1)?.texto).toMatch(/^A equipe da Sabor devolveu R\$\s80,00 em créditos Sabor, para usar no próximo pedido\./);
    expect((await db.doc('creditos/lia').get()).get('saldo')).toBe(8000);
    expect((await db.doc(`creditos/lia/movimentos/concedido-ajuda-${id}`).get()).data()).toMatchObject({ tipo: 'concedido', valor: 8000, orderId: request.orderId, descricao: 'Item com problema no pedido #0001 de Forno da Ajuda' });
    expect((await db.doc(`restaurantes/${STORE}/lancamentos/reembolso-ajuda-${id}`).get()).data()).toMatchObject({ tipo: 'ajuste', valor: 7200, pedidoId: request.orderId });
    expect((await db.doc(`restaurantes/${STORE}/pedidos/${request.orderId}`).get()).get(`reembolsos.ajuda-${id}`)).toMatchObject({ meio: 'credito', estado: 'feito', valor: 8000 });
    // Only the customer (and the operators) read their credits; nobody writes them but the Functions.
    const client = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();
    await assertSucceeds(getDoc(doc(client('lia'), 'creditos/lia')));
    await assertSucceeds(getDocs(collection(client('lia'), 'creditos/lia/movimentos')));
    await assertSucceeds(getDoc(doc(client(OPERATOR.uid), 'creditos/lia')));
    await assertFails(getDoc(doc(client('bia'), 'creditos/lia')));
    await assertFails(getDocs(collection(client('bia'), 'creditos/lia/movimentos')));
    await assertFails(setDoc(doc(client('lia'), 'creditos/lia'), { saldo: 100_000 }));

    // Spent on the next order: its total is what the credits do not cover, and the balance is taken with it.
    const next = orderRequest({ credito: 8000, expectedTotal: 500 });
    await placeOrder(next);
    const spentOrder = (await db.doc(`restaurantes/${STORE}/pedidos/${next.orderId}`).get()).data() ?? {};
    expect(spentOrder).toMatchObject({ totalValue: 5, reparticao: expect.objectContaining({ creditoSabor: 8000, total: 500, creditoPlataforma: 8000 }) });
    expect((await db.doc('creditos/lia').get()).get('saldo')).toBe(0);
    // Nothing left to spend: a checkout that still shows credits is told so, and no order is written.
    const stale = orderRequest({ credito: 8000, expectedTotal: 500 });
    await expect(placeOrder(stale)).rejects.toMatchObject({ code: 'credit' });
    expect((await db.doc(`restaurantes/${STORE}/pedidos/${stale.orderId}`).get()).exists).toBe(false);
    // The store rejects it: the credits come back, once.
    await db.doc(`restaurantes/${STORE}/pedidos/${next.orderId}`).update({ status: 'rejeitado' });
    const rejected = (await db.doc(`restaurantes/${STORE}/pedidos/${next.orderId}`).get()).data();
    await returnSpentCredit(db, { restaurantId: STORE, orderId: next.orderId }, rejected);
    await expect(returnSpentCredit(db, { restaurantId: STORE, orderId: next.orderId }, rejected)).resolves.toBe(0);
    expect((await db.doc('creditos/lia').get()).get('saldo')).toBe(8000);
    expect((await db.collection('creditos/lia/movimentos').get()).docs.map((move) => move.get('tipo')).sort()).toEqual(['concedido', 'devolvido', 'usado']);

    const rider = await openHelpCase({ restaurantId: STORE, orderId: request.orderId, problema: 'entregador', descricao: 'O entregador foi grosseiro na entrega.' });
    expect((await caseRef(rider).get()).data()).toMatchObject({ estado: 'com_operador', prazoLojaEm: null, itens: [], totalPedido: 8500 });
    expect((await db.collection('push').where('para.restaurantId', '==', STORE).get()).docs.filter((push) => push.id.includes('entregador'))).toEqual([]);
    // No rider carried this order: nobody to charge as the rider; the case stays open to decide again.
    const decideRider = (valor: number) => decideHelpCaseAs(db, null, OPERATOR, { casoId: rider, acao: 'reembolso', valor, responsavel: 'entregador', nota: 'Desculpas pelo atendimento' }, NO_WATCH);
    await expect(decideRider(300)).rejects.toMatchObject({ message: HELP_CASE_MESSAGES.noRider });
    await db.doc(`restaurantes/${STORE}/pedidos/${request.orderId}`).update({ deliverymanId: 'moto-1', entregadorNome: 'Caio' });
    await caseRef(rider).update({ entregadorId: 'moto-1', entregadorNome: 'Caio' });
    // The operator decides an amount of their own: no more than the order has left to give (R$ 85,00
    // less the R$ 80,00 given).
    await expect(decideRider(600)).rejects.toMatchObject({ message: PARTIAL_REFUND_MESSAGES.aboveTotal });
    await decideRider(300);
    expect((await caseRef(rider).get()).data()).toMatchObject({ estado: 'resolvido', decisao: expect.objectContaining({ acao: 'reembolso', valor: 300, responsavel: 'entregador' }) });
    expect((await db.doc(`restaurantes/${STORE}/pedidos/${request.orderId}`).get()).get(`reembolsos.ajuda-${rider}`)).toMatchObject({ meio: 'credito', valor: 300, itens: [], responsavel: 'entregador' });
    expect((await db.doc('creditos/lia').get()).get('saldo')).toBe(8300);
    // The rider answers for it: the store pays it all back on its statement and takes it from Caio's settlement.
    expect((await db.doc(`restaurantes/${STORE}/lancamentos/reembolso-ajuda-${rider}`).get()).data()).toMatchObject({ tipo: 'ajuste', valor: 300, pedidoId: request.orderId });
    expect(String((await db.doc(`restaurantes/${STORE}/lancamentos/reembolso-ajuda-${rider}`).get()).get('motivo'))).toContain('O entregador Caio responde pelo valor');
    const [settlement] = settlementsOf([orderFromData(request.orderId, STORE, (await db.doc(`restaurantes/${STORE}/pedidos/${request.orderId}`).get()).data() ?? {})]);
    expect(settlement).toMatchObject({ deliverymanId: 'moto-1', descontos: 300 });
  });

  it('lets the customer rate the delivery apart from the restaurant, once, for the rider who brought it; the rider’s tally counts it once and only the rider and the operators read it', async () => {
    const orderPath = `restaurantes/${STORE}/pedidos/entregue-1`;
    await db.doc(orderPath).set({ userId: 'lia', status: 'entregue', deliverymanId: 'moto-1', entregadorNome: 'Caio', createdAt: new Date(), itens: [], totalValue: 45 });
    const review = { userId: 'lia', entregadorId: 'moto-1', restaurantId: STORE, orderId: 'entregue-1', nota: 5, comentario: 'Chegou rápido e com cuidado.' };
    const client = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();
    const reviewData = (data: typeof review) => ({ ...data, createdAt: serverTimestamp() });
    // Not rated yet: the customer's page may ask (and finds nothing).
    await assertSucceeds(getDoc(doc(client('lia'), 'avaliacoesEntrega/entregue-1')));
    // Another customer, another rider, an undelivered order: refused.
    await assertFails(setDoc(doc(client('bia'), 'avaliacoesEntrega/entregue-1'), reviewData({ ...review, userId: 'bia' })));
    await assertFails(setDoc(doc(client('lia'), 'avaliacoesEntrega/entregue-1'), reviewData({ ...review, entregadorId: 'moto-2' })));
    await db.doc(`restaurantes/${STORE}/pedidos/a-caminho-1`).set({ userId: 'lia', status: 'a_caminho', deliverymanId: 'moto-1', createdAt: new Date(), itens: [], totalValue: 45 });
    await assertFails(setDoc(doc(client('lia'), 'avaliacoesEntrega/a-caminho-1'), reviewData({ ...review, orderId: 'a-caminho-1' })));
    await assertSucceeds(setDoc(doc(client('lia'), 'avaliacoesEntrega/entregue-1'), reviewData(review)));
    // Once: not changed, not rated again.
    await assertFails(setDoc(doc(client('lia'), 'avaliacoesEntrega/entregue-1'), reviewData({ ...review, nota: 1 })));

    await db.doc('usuarios/moto-1').set({ nome: 'Caio Prates', tipo: 'motoboy' });
    await expect(countDeliveryReview(db, 'entregue-1')).resolves.toBe(true);
    await expect(countDeliveryReview(db, 'entregue-1')).resolves.toBe(false);
    expect((await db.doc('notasEntregadores/moto-1').get()).data()).toMatchObject({ total: 1, soma: 5, media: 5, nome: 'Caio Prates' });
    // A second ride of 4 stars: the average the operator's list sorts by follows.
    await db.doc('avaliacoesEntrega/entregue-2').set({ ...review, orderId: 'entregue-2', nota: 4, createdAt: new Date() });
    await expect(countDeliveryReview(db, 'entregue-2')).resolves.toBe(true);
    expect((await db.doc('notasEntregadores/moto-1').get()).data()).toMatchObject({ total: 2, soma: 9, media: 4.5 });
    await db.doc('notasEntregadores/moto-3').set({ total: 3, soma: 9, media: 3, nome: 'Rui' });
    const lowestFirst = query(collection(client(OPERATOR.uid), 'notasEntregadores'), orderBy('media'), limit(10));
    expect((await assertSucceeds(getDocs(lowestFirst))).docs.map((rated) => rated.id)).toEqual(['moto-3', 'moto-1']);
    // Nobody else lists the riders' ratings, not even a rider.
    await assertFails(getDocs(query(collection(client('moto-1'), 'notasEntregadores'), orderBy('media'), limit(10))));
    await assertSucceeds(getDoc(doc(client('moto-1'), 'notasEntregadores/moto-1')));
    await assertSucceeds(getDoc(doc(client('moto-1'), 'avaliacoesEntrega/entregue-1')));
    await assertSucceeds(getDoc(doc(client(OPERATOR.uid), 'notasEntregadores/moto-1')));
    await assertSucceeds(getDoc(doc(client('lia'), 'avaliacoesEntrega/entregue-1')));
    await assertFails(getDoc(doc(client('moto-2'), 'notasEntregadores/moto-1')));
    await assertFails(getDoc(doc(client('moto-2'), 'avaliacoesEntrega/entregue-1')));
    await assertFails(setDoc(doc(client('moto-1'), 'notasEntregadores/moto-1'), { total: 100, soma: 500 }));
  });
});

