import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as adminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { riderPositionData } from '@/domain/delivery/rider-tracking.record';
import { endRiderTracking } from '../../functions/src/orders/rider-tracking';
import { startEachTestClean } from './clean-suite';
import { PROJECT_ID, withRulesOff } from './support';

/**
 * The rider on a map (issue #54) over the emulator: only the rider carrying an order writes its
 * position, a point on Earth at the server's time and at a pace; its customer, its store's team and
 * the operators read it during the leg, nobody else and nobody after; the orders' trigger deletes
 * it when the leg ends.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));

const STORE = 'forno-mapa';
const ORDER = 'pedidoMapa0000000001';
const PATH = `restaurantes/${STORE}/pedidos/${ORDER}`;
const TRACKING = `${PATH}/rastreio/entregador`;
const client = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();
const PAULISTA = { lat: -23.561414, lng: -46.655881 };

let app: App;
let db: AdminFirestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'rider-tracking');
  db = adminFirestore(app);
});
afterAll(() => deleteApp(app));

beforeEach(async () => {
  await withRulesOff(env, async (admin) => {
    for (const [uid, tipo] of [['lia', 'cliente'], ['bia', 'cliente'], ['dona', 'restaurante'], ['moto', 'motoboy'], ['moto-2', 'motoboy'], ['op', 'admin']] as const) {
      await setDoc(doc(admin, `usuarios/${uid}`), { uid, email: `${uid}@sabor.dev`, nome: uid, tipo, emailVerificado: true, ...(tipo === 'restaurante' ? { restaurantId: STORE } : {}) });
    }
    await setDoc(doc(admin, `restaurantes/${STORE}`), { nome: 'Forno do Mapa' });
    await setDoc(doc(admin, `restaurantes/${STORE}/membros/dona`), { papel: 'dono', nome: 'Dona', email: 'dona@sabor.dev' });
    await setDoc(doc(admin, 'usuarios/atendente-outra'), { uid: 'atendente-outra', email: 'atendente-outra@sabor.dev', nome: 'Outra', tipo: 'restaurante', restaurantId: 'outra-loja', emailVerificado: true });
    await setDoc(doc(admin, 'restaurantes/outra-loja/membros/atendente-outra'), { papel: 'atendente', nome: 'Outra', email: 'atendente-outra@sabor.dev' });
    await setDoc(doc(admin, PATH), { userId: 'lia', restaurantId: STORE, status: 'em_preparacao', deliverymanId: null, itens: [], totalValue: 45, createdAt: Timestamp.now() });
  });
});

const position = (uid: string, point = PAULISTA, accuracy = 8) => riderPositionData(point, accuracy, uid, serverTimestamp());

describe('the rider’s position on an order', () => {
  it('is written by the rider carrying it, at a pace, and read by the order’s parties during the leg only', async () => {
    // Not claimed yet: no rider writes it.
    await assertFails(setDoc(doc(client('moto'), TRACKING), position('moto')));
    await withRulesOff(env, (admin) => updateDoc(doc(admin, PATH), { status: 'a_caminho', deliverymanId: 'moto' }));

    // Another rider, another's id, a point off the Earth, an extra field, a time of the client's: refused.
    await assertFails(setDoc(doc(client('moto-2'), TRACKING), position('moto-2')));
    await assertFails(setDoc(doc(client('moto'), TRACKING), position('moto-2')));
    await assertFails(setDoc(doc(client('moto'), TRACKING), position('moto', { lat: 95, lng: -46 })));
    await assertFails(setDoc(doc(client('moto'), TRACKING), { ...position('moto'), rota: [] }));
    await assertFails(setDoc(doc(client('moto'), TRACKING), riderPositionData(PAULISTA, 8, 'moto', Timestamp.now())));
    await assertFails(setDoc(doc(client('lia'), TRACKING), position('lia')));
    await assertFails(setDoc(doc(client('moto'), `${PATH}/rastreio/outro`), position('moto')));
    await assertSucceeds(setDoc(doc(client('moto'), TRACKING), position('moto')));
    // Again at once: too soon (the page writes every 10 s at most; the rules hold 5 s).
    await assertFails(setDoc(doc(client('moto'), TRACKING), position('moto', { lat: PAULISTA.lat + 0.001, lng: PAULISTA.lng })));
    await withRulesOff(env, (admin) => updateDoc(doc(admin, TRACKING), { em: Timestamp.fromMillis(Date.now() - 6_000) }));
    await assertSucceeds(setDoc(doc(client('moto'), TRACKING), position('moto', { lat: PAULISTA.lat + 0.001, lng: PAULISTA.lng })));
    await assertFails(updateDoc(doc(client('moto'), TRACKING), { lat: 0 }));

    // Read by its customer, the store's team, the operators and the rider; not by another customer,
    // another store's clerk, nor as a list.
    for (const uid of ['lia', 'dona', 'op', 'moto']) await assertSucceeds(getDoc(doc(client(uid), TRACKING)));
    for (const uid of ['bia', 'atendente-outra', 'moto-2']) await assertFails(getDoc(doc(client(uid), TRACKING)));
    await assertFails(getDocs(collection(client('lia'), `${PATH}/rastreio`)));
    // Nobody deletes it but the Functions.
    await assertFails(deleteDoc(doc(client('moto'), TRACKING)));

    // Delivered: nobody reads where the rider was, even before the trigger deletes it, and no more is written.
    await withRulesOff(env, (admin) => updateDoc(doc(admin, PATH), { status: 'entregue' }));
    await withRulesOff(env, (admin) => setDoc(doc(admin, TRACKING), riderPositionData(PAULISTA, 8, 'moto', Timestamp.now())));
    for (const uid of ['lia', 'dona', 'op', 'moto']) await assertFails(getDoc(doc(client(uid), TRACKING)));
    // (The orders' trigger may have deleted it already: written afresh, a minute old.)
    await withRulesOff(env, (admin) => setDoc(doc(admin, TRACKING), riderPositionData(PAULISTA, 8, 'moto', Timestamp.fromMillis(Date.now() - 60_000))));
    await assertFails(setDoc(doc(client('moto'), TRACKING), position('moto')));
  });

  it('starts from points the store and the customer placed: the store’s by its managers, the door’s in the customer’s own address book', async () => {
    const store = (uid: string) => doc(client(uid), `restaurantes/${STORE}`);
    await assertSucceeds(updateDoc(store('dona'), { localizacao: PAULISTA }));
    await assertFails(updateDoc(store('dona'), { localizacao: { lat: 120, lng: -46 } }));
    await assertFails(updateDoc(store('dona'), { localizacao: { ...PAULISTA, zoom: 17 } }));
    await assertFails(updateDoc(store('dona'), { localizacao: PAULISTA, nome: 'Outro nome' }));
    await assertFails(updateDoc(store('atendente-outra'), { localizacao: PAULISTA }));
    await assertFails(updateDoc(store('lia'), { localizacao: PAULISTA }));

    const address = { rua: 'Praça da Sé', numero: '1', bairro: 'Sé', cidade: 'São Paulo', cep: '01001-000' };
    const book = (ponto: unknown) => ({ enderecos: [{ ...address, ponto }], enderecoSelecionado: 0 });
    await assertSucceeds(updateDoc(doc(client('lia'), 'usuarios/lia'), book({ lat: -23.55052, lng: -46.633309 })));
    await assertFails(updateDoc(doc(client('lia'), 'usuarios/lia'), book({ lat: -23.55052 })));
    await assertFails(updateDoc(doc(client('lia'), 'usuarios/lia'), book('-23.5,-46.6')));
    await assertSucceeds(updateDoc(doc(client('lia'), 'usuarios/lia'), { enderecos: [address], enderecoSelecionado: 0 }));
  });

  it('is deleted when the leg ends or the rider changes, and kept while the same rider carries it', async () => {
    await db.doc(TRACKING).set(riderPositionData(PAULISTA, 8, 'moto', new Date()));
    const carrying = { status: 'a_caminho', deliverymanId: 'moto' };
    await expect(endRiderTracking(db, STORE, ORDER, carrying, { ...carrying, retiradoEm: new Date() })).resolves.toBe(false);
    await expect(endRiderTracking(db, STORE, ORDER, { status: 'em_preparacao' }, carrying)).resolves.toBe(false);
    expect((await db.doc(TRACKING).get()).exists).toBe(true);
    await expect(endRiderTracking(db, STORE, ORDER, carrying, { ...carrying, status: 'entregue' })).resolves.toBe(true);
    expect((await db.doc(TRACKING).get()).exists).toBe(false);
    // Given back before pickup, or the order gone: deleted too.
    await db.doc(TRACKING).set(riderPositionData(PAULISTA, 8, 'moto', new Date()));
    await expect(endRiderTracking(db, STORE, ORDER, carrying, { status: 'aguardando_entregador', deliverymanId: null })).resolves.toBe(true);
    expect((await db.doc(TRACKING).get()).exists).toBe(false);
    await db.doc(TRACKING).set(riderPositionData(PAULISTA, 8, 'moto', new Date()));
    await expect(endRiderTracking(db, STORE, ORDER, carrying, null)).resolves.toBe(true);
    expect((await db.doc(TRACKING).get()).exists).toBe(false);
  });
});
