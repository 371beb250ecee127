import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, runTransaction, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { HANDOVER_CODE, as, orderData, seedRulesFixture, type Person } from './rules-fixtures';
import { createRulesEnvironment } from './support';

/** 'Retirar no local' (issue #40, src/domain/orders/pickup-choice.ts): the pickup path and its code at the counter. */

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());

const past = Timestamp.fromDate(new Date('2026-01-10T12:00:00Z'));
const pickup = (status: string) => orderData('ana', { status, modalidade: 'retirada', endereco: null, taxaEntrega: 0, totalValue: 35, createdAt: past, aceitoEm: past, tempoPreparoMin: 25 });

beforeEach(async () => {
  await seedRulesFixture(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'restaurantes/r1/pedidos/ret-preparo'), pickup('em_preparacao'));
    await setDoc(doc(db, 'restaurantes/r1/pedidos/ret-pronto'), pickup('pronto_retirada'));
    await setDoc(doc(db, 'restaurantes/r1/pedidos/ret-pronto/privado/entrega'), { codigo: HANDOVER_CODE, userId: 'ana' });
  });
});

const move = (who: Person, id: string, next: string) =>
  updateDoc(doc(as(env, who), `restaurantes/r1/pedidos/${id}`), { status: next, ultimaAtualizacao: serverTimestamp() });
const tryCode = (who: Person, n: number, code: string, staffId: string = who) =>
  setDoc(doc(as(env, who), `restaurantes/r1/pedidos/ret-pronto/tentativasRetirada/${n}`), { codigo: code, staffId, em: serverTimestamp() });
const collect = (db: Firestore, n: number) =>
  runTransaction(db, async (transaction) => {
    const ref = doc(db, 'restaurantes/r1/pedidos/ret-pronto');
    await transaction.get(ref);
    transaction.update(ref, { status: 'retirado', ultimaAtualizacao: serverTimestamp(), tentativaRetirada: n });
  });

describe("pedidos: 'Retirar no local'", () => {
  it('staff move a pickup order em_preparacao -> pronto_retirada, never to a rider or out for delivery', async () => {
    await assertFails(move('staff1', 'ret-preparo', 'aguardando_entregador'));
    await assertFails(move('ana', 'ret-preparo', 'pronto_retirada'));
    await assertFails(move('staff2', 'ret-preparo', 'pronto_retirada'));
    await assertSucceeds(move('caixa1', 'ret-preparo', 'pronto_retirada'));
    // A delivery order cannot take the pickup path.
    await assertFails(move('staff1', 'preparo', 'pronto_retirada'));
  });

  it("'Retirado' only with the customer's code, typed at the counter; not by the customer, a rider or plain advance", async () => {
    await assertFails(move('staff1', 'ret-pronto', 'retirado'));
    await assertFails(move('staff1', 'ret-pronto', 'entregue'));
    await assertFails(move('ana', 'ret-pronto', 'retirado'));
    const counter = as(env, 'caixa1');
    await assertSucceeds(tryCode('caixa1', 1, '1111'));
    await assertFails(collect(counter, 1));
    await assertSucceeds(tryCode('caixa1', 2, HANDOVER_CODE));
    // Only the one who typed it may name the try.
    await assertFails(collect(as(env, 'staff1'), 2));
    await assertSucceeds(collect(counter, 2));
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/ret-pronto')));
  });

  it('tries are at most five, by staff of the restaurant, never rewritten; staff read them, nobody reads the code', async () => {
    await assertFails(tryCode('ana', 1, HANDOVER_CODE));
    await assertFails(tryCode('moto1', 1, HANDOVER_CODE));
    await assertFails(tryCode('staff2', 1, HANDOVER_CODE));
    await assertFails(tryCode('staff1', 1, HANDOVER_CODE, 'caixa1'));
    await assertFails(tryCode('staff1', 1, '12a4'));
    for (let n = 1; n <= 5; n += 1) await assertSucceeds(tryCode('staff1', n, '9999'));
    await assertFails(tryCode('staff1', 6, HANDOVER_CODE));
    await assertFails(tryCode('staff1', 1, HANDOVER_CODE));
    await assertSucceeds(getDocs(collection(as(env, 'caixa1'), 'restaurantes/r1/pedidos/ret-pronto/tentativasRetirada')));
    await assertFails(getDocs(collection(as(env, 'staff2'), 'restaurantes/r1/pedidos/ret-pronto/tentativasRetirada')));
    await assertFails(getDoc(doc(as(env, 'staff1'), 'restaurantes/r1/pedidos/ret-pronto/privado/entrega')));
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/ret-pronto/privado/entrega')));
  });

  it('after five wrong tries the dono or a gerente confirms the pickup without the code; the counter clerk cannot, nor anyone before', async () => {
    await assertFails(move('staff1', 'ret-pronto', 'retirado'));
    for (let n = 1; n <= 5; n += 1) await assertSucceeds(tryCode('caixa1', n, '9999'));
    await assertFails(move('caixa1', 'ret-pronto', 'retirado'));
    await assertFails(move('ana', 'ret-pronto', 'retirado'));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1/pedidos/ret-pronto'), { status: 'retirado', ultimaAtualizacao: serverTimestamp(), totalValue: 1 }));
    await assertSucceeds(move('staff1', 'ret-pronto', 'retirado'));
  });

  it("the managers turn 'Retirar no local' on and off; the counter clerk, customers and other stores cannot", async () => {
    const set = (who: Person, value: unknown) => updateDoc(doc(as(env, who), 'restaurantes/r1'), { retiradaNoLocal: value });
    await assertSucceeds(set('staff1', true));
    await assertSucceeds(set('staff1', false));
    await assertFails(set('staff1', 'sim'));
    await assertFails(set('caixa1', true));
    await assertFails(set('staff2', true));
    await assertFails(set('ana', true));
  });
});
