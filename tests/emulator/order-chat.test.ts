import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, where } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as adminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@/domain/orders/order-chat';
import { exportMyDataAs } from '../../functions/src/accounts/data-export';
import { sendOrderMessageAs } from '../../functions/src/orders/order-chat';
import { startEachTestClean } from './clean-suite';
import { PROJECT_ID, withRulesOff } from './support';

/**
 * Chat per order (issue #53) over the emulators: the customer talks with the store's team and,
 * once a rider took the order, with the rider; each message reaches the other side by push; a
 * stranger cannot write or read; the pace and the windows hold; each channel is read only by its
 * parties, each reader writes only their own marks; the person's export carries the chat.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));

const STORE = 'forno-conversa';
const ORDER = 'pedidoConversa000001';
const caller = (uid: string) => ({ uid, token: { email: `${uid}@sabor.dev`, email_verified: true } });
const client = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();

let app: App;
let db: AdminFirestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'order-chat');
  db = adminFirestore(app);
});
afterAll(() => deleteApp(app));

const orderRef = () => db.doc(`restaurantes/${STORE}/pedidos/${ORDER}`);
const messages = (canal?: 'loja' | 'entregador') => {
  const all = db.collection(`restaurantes/${STORE}/pedidos/${ORDER}/mensagens`);
  return (canal ? all.where('canal', '==', canal) : all).orderBy('criadoEm').get();
};

beforeEach(async () => {
  await withRulesOff(env, async (admin) => {
    for (const [uid, tipo] of [['lia', 'cliente'], ['bia', 'cliente'], ['dona', 'restaurante'], ['moto', 'motoboy'], ['moto-2', 'motoboy'], ['op', 'admin']] as const) {
      await setDoc(doc(admin, `usuarios/${uid}`), { uid, email: `${uid}@sabor.dev`, nome: uid, tipo, emailVerificado: true, ...(tipo === 'restaurante' ? { restaurantId: STORE } : {}) });
    }
    await setDoc(doc(admin, `restaurantes/${STORE}`), { nome: 'Forno da Conversa' });
    await setDoc(doc(admin, `restaurantes/${STORE}/membros/dona`), { papel: 'dono', nome: 'Dona', email: 'dona@sabor.dev' });
    await setDoc(doc(admin, 'usuarios/atendente-outra'), { uid: 'atendente-outra', email: 'atendente-outra@sabor.dev', nome: 'Outra', tipo: 'restaurante', restaurantId: 'outra-loja', emailVerificado: true });
    await setDoc(doc(admin, 'restaurantes/outra-loja/membros/atendente-outra'), { papel: 'atendente', nome: 'Outra', email: 'atendente-outra@sabor.dev' });
    await setDoc(doc(admin, `restaurantes/${STORE}/pedidos/${ORDER}`), {
      userId: 'lia',
      clientName: 'Lia',
      restaurantId: STORE,
      restaurantName: 'Forno da Conversa',
      status: 'em_preparacao',
      numero: 7,
      deliverymanId: null,
      itens: [],
      totalValue: 45,
      createdAt: Timestamp.now(),
      ultimaAtualizacao: Timestamp.now(),
    });
  });
});

describe('an order’s chat', () => {
  it('carries messages between the customer and the store, then the rider, each told by push, at a pace, within its window; strangers neither write nor read', async () => {
    const t0 = Date.now();
    const at = (seconds: number) => () => new Date(t0 + seconds * 1000);
    await sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0001', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: '  O interfone não funciona  ' }, at(0));
    // The same message again (a retry): once.
    await sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0001', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'O interfone não funciona' }, at(0));
    // Too soon after it: refused, nothing written.
    await expect(sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0002', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'Alô?' }, at(0.5))).rejects.toMatchObject({ message: CHAT_MESSAGES.tooFast });
    await sendOrderMessageAs(db, caller('dona'), { id: 'msg-dona-001', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'Pode ser Coca Zero no lugar?' }, at(3));
    expect((await messages('loja')).docs.map((message) => [message.get('autor'), message.get('texto')])).toEqual([
      ['cliente', 'O interfone não funciona'],
      ['loja', 'Pode ser Coca Zero no lugar?'],
    ]);
    // The chat's pushes (the order's own triggers may queue others meanwhile).
    const pushes = (await db.collection('push').where('payload.kind', '==', 'mensagem_pedido').get()).docs.map((push) => ({ para: push.get('para'), kind: push.get('payload.kind'), title: push.get('payload.title'), url: push.get('payload.url') }));
    expect(pushes).toEqual(
      expect.arrayContaining([
        { para: { restaurantId: STORE }, kind: 'mensagem_pedido', title: 'Cliente · Pedido #0007', url: '/painel-restaurante' },
        { para: { uid: 'lia' }, kind: 'mensagem_pedido', title: 'Forno da Conversa · Pedido #0007', url: `/status/${ORDER}?restaurante=${STORE}` },
      ]),
    );
    expect(pushes).toHaveLength(2);

    // Nobody else writes: another customer, a rider before the claim, the rider on the store's channel.
    await expect(sendOrderMessageAs(db, caller('bia'), { id: 'msg-bia-0001', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'Oi' }, at(10))).rejects.toMatchObject({ message: CHAT_MESSAGES.notParty });
    await expect(sendOrderMessageAs(db, caller('moto'), { id: 'msg-moto-001', restaurantId: STORE, orderId: ORDER, canal: 'entregador', texto: 'Estou chegando' }, at(10))).rejects.toMatchObject({ message: CHAT_MESSAGES.notParty });
    await orderRef().update({ status: 'a_caminho', deliverymanId: 'moto' });
    await expect(sendOrderMessageAs(db, caller('moto'), { id: 'msg-moto-002', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'Oi' }, at(10))).rejects.toMatchObject({ message: CHAT_MESSAGES.notParty });
    await sendOrderMessageAs(db, caller('moto'), { id: 'msg-moto-003', restaurantId: STORE, orderId: ORDER, canal: 'entregador', texto: 'Estou no portão' }, at(12));
    await sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0003', restaurantId: STORE, orderId: ORDER, canal: 'entregador', texto: 'Estou descendo' }, at(14));
    expect((await db.collection('push').where('para.uid', '==', 'moto').where('payload.kind', '==', 'mensagem_pedido').get()).docs.map((push) => push.get('payload.url'))).toEqual(['/deliveryman-dashboard/my-active-orders']);

    // Each channel is read by its parties only (their queries name it), and by the operators.
    const store = (uid: string, canal: string) => getDocs(query(collection(client(uid), `restaurantes/${STORE}/pedidos/${ORDER}/mensagens`), where('canal', '==', canal)));
    await assertSucceeds(getDocs(collection(client('lia'), `restaurantes/${STORE}/pedidos/${ORDER}/mensagens`)));
    await assertSucceeds(store('dona', 'loja'));
    await assertFails(store('dona', 'entregador'));
    await assertSucceeds(store('moto', 'entregador'));
    await assertFails(store('moto', 'loja'));
    // Another store's atendente, another rider, another customer: nothing.
    await assertFails(store('atendente-outra', 'loja'));
    await assertFails(store('moto-2', 'entregador'));
    await assertFails(getDocs(collection(client('bia'), `restaurantes/${STORE}/pedidos/${ORDER}/mensagens`)));
    await assertSucceeds(getDocs(collection(client('op'), `restaurantes/${STORE}/pedidos/${ORDER}/mensagens`)));
    await assertFails(setDoc(doc(client('lia'), `restaurantes/${STORE}/pedidos/${ORDER}/mensagens/forjada`), { canal: 'loja', autor: 'loja', autorId: 'dona', texto: 'Pedido cancelado', criadoEm: serverTimestamp() }));

    // The marks: each reader their own, of their channels, at the write's time.
    const reads = (reader: string, owner: string) => doc(client(reader), `restaurantes/${STORE}/pedidos/${ORDER}/leituras/${owner}`);
    await assertSucceeds(setDoc(reads('lia', 'lia'), { loja: serverTimestamp(), entregador: serverTimestamp() }));
    await assertSucceeds(setDoc(reads('dona', 'dona'), { loja: serverTimestamp() }));
    await assertSucceeds(setDoc(reads('moto', 'moto'), { entregador: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(reads('moto', 'moto'), { loja: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(reads('lia', 'dona'), { loja: serverTimestamp() }));
    await assertFails(setDoc(reads('bia', 'bia'), { loja: serverTimestamp() }));
    await assertFails(setDoc(reads('lia', 'lia'), { loja: Timestamp.fromMillis(0) }, { merge: true }));
    await assertSucceeds(getDoc(reads('lia', 'lia')));
    await assertFails(getDoc(reads('lia', 'dona')));

    // The person's file carries the chat of their order.
    const file = await exportMyDataAs(db, caller('lia'));
    expect(file.mensagensDePedidos.map((message) => (message as { texto: string }).texto)).toEqual(['O interfone não funciona', 'Pode ser Coca Zero no lugar?', 'Estou no portão', 'Estou descendo']);

    // Delivered: the rider's channel closes 15 minutes after, the store's two hours after.
    const delivered = t0 + 20_000;
    await orderRef().update({ status: 'entregue', ultimaAtualizacao: new Date(delivered) });
    await expect(sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0004', restaurantId: STORE, orderId: ORDER, canal: 'entregador', texto: 'Obrigada!' }, () => new Date(delivered + 16 * 60_000))).rejects.toMatchObject({ message: CHAT_MESSAGES.closed });
    await sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0005', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'Chegou tudo certo.' }, () => new Date(delivered + 60 * 60_000));
    await expect(sendOrderMessageAs(db, caller('lia'), { id: 'msg-lia-0006', restaurantId: STORE, orderId: ORDER, canal: 'loja', texto: 'Mais uma coisa' }, () => new Date(delivered + 121 * 60_000))).rejects.toMatchObject({ message: CHAT_MESSAGES.closed });
  });
});
