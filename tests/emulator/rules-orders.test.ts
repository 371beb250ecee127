import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { HANDOVER_CODE, as, orderData, seedRulesFixture, type Person } from './rules-fixtures';
import { createRulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => seedRulesFixture(env));

const newOrder = (who: Person, overrides: Record<string, unknown> = {}, path = 'restaurantes/r1/pedidos/novo-1') =>
  setDoc(doc(as(env, who), path), orderData(who === 'visitor' ? 'ana' : who, overrides));

const status = (who: Person, id: string, next: string, extra: Record<string, unknown> = {}) =>
  updateDoc(doc(as(env, who), `restaurantes/r1/pedidos/${id}`), { status: next, ultimaAtualizacao: serverTimestamp(), ...extra });

describe('pedidos: creating', () => {
  // Orders are written only by the placeOrder function (tests/emulator/place-order.test.ts),
  // which prices them from the catalogue: a client's order is refused however right it looks.
  it.each(['ana', 'visitor', 'staff1', 'moto1', 'admin'] as Person[])('%s cannot write an order directly, even a correct one', async (who) => {
    await assertFails(newOrder(who));
  });

  it('not even at a price that adds up but that the catalogue does not hold', async () => {
    await assertFails(newOrder('ana', { itens: [{ quantidade: 1, nome: 'Pizza', preco: 0.01 }], subTotal: 0.01, totalValue: 5.01, troco: null, pagamento: 'Pix' }));
  });

  it('nobody changes or deletes an order they placed (cancelling is below)', async () => {
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/novo'), { totalValue: 1 }));
    await assertFails(status('ana', 'novo', 'em_preparacao', ACCEPT()));
    await assertFails(deleteDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/novo')));
    await assertFails(deleteDoc(doc(as(env, 'admin'), 'restaurantes/r1/pedidos/novo')));
  });
});

describe('pedidos: reading', () => {
  it('customers read their own orders, by path and by query', async () => {
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/novo')));
    await assertSucceeds(getDocs(query(collectionGroup(as(env, 'ana'), 'pedidos'), where('userId', '==', 'ana'))));
    await assertSucceeds(getDocs(query(collectionGroup(as(env, 'bia'), 'pedidos'), where('userId', '==', 'bia'))));
  });

  it('customers cannot read other people’s orders', async () => {
    await assertFails(getDoc(doc(as(env, 'bia'), 'restaurantes/r1/pedidos/novo')));
    await assertFails(getDocs(query(collectionGroup(as(env, 'bia'), 'pedidos'), where('userId', '==', 'ana'))));
    await assertFails(getDocs(collectionGroup(as(env, 'ana'), 'pedidos')));
    await assertFails(getDocs(collection(as(env, 'ana'), 'restaurantes/r1/pedidos')));
  });

  it('a missing order reads as missing, not as a permission error', async () => {
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/nao-existe')));
    await assertFails(getDoc(doc(as(env, 'visitor'), 'restaurantes/r1/pedidos/nao-existe')));
  });

  it('staff read their restaurant’s orders and no other', async () => {
    await assertSucceeds(getDocs(collection(as(env, 'staff1'), 'restaurantes/r1/pedidos')));
    await assertSucceeds(getDoc(doc(as(env, 'staff1'), 'restaurantes/r1/pedidos/novo')));
    await assertFails(getDocs(collection(as(env, 'staff2'), 'restaurantes/r1/pedidos')));
    await assertFails(getDoc(doc(as(env, 'staff2'), 'restaurantes/r1/pedidos/novo')));
    await assertFails(getDocs(collectionGroup(as(env, 'staff1'), 'pedidos')));
  });

  it('riders read the offers of their city and the orders they hold, never a waiting order itself (issue #39)', async () => {
    const moto1 = as(env, 'moto1');
    await assertSucceeds(getDocs(query(collection(moto1, 'ofertas'), where('cidade', '==', 'sao paulo'))));
    await assertSucceeds(getDoc(doc(moto1, 'ofertas/r1:aguardando')));
    await assertSucceeds(getDocs(query(collectionGroup(moto1, 'pedidos'), where('deliverymanId', '==', 'moto1'))));
    await assertSucceeds(getDoc(doc(moto1, 'restaurantes/r1/pedidos/caminho')));
    // The order behind the offer carries the customer's name, phone and street: not before the claim.
    await assertFails(getDoc(doc(moto1, 'restaurantes/r1/pedidos/aguardando')));
    await assertFails(getDocs(query(collectionGroup(moto1, 'pedidos'), where('status', '==', 'aguardando_entregador'), where('deliverymanId', '==', null), where('cidade', '==', 'sao paulo'))));
    // Offers are the Functions' to write.
    await assertFails(setDoc(doc(moto1, 'ofertas/r1:falsa'), { cidade: 'sao paulo' }));
    await assertFails(deleteDoc(doc(moto1, 'ofertas/r1:aguardando')));
  });

  it('a rider of another city reads none of São Paulo’s offers, by query or by path; customers and staff none; operators all (issue #36)', async () => {
    const rio = as(env, 'motoRio');
    await assertFails(getDocs(collection(rio, 'ofertas')));
    await assertFails(getDocs(query(collection(rio, 'ofertas'), where('cidade', '==', 'sao paulo'))));
    await assertSucceeds(getDocs(query(collection(rio, 'ofertas'), where('cidade', '==', 'rio de janeiro'))));
    await assertFails(getDoc(doc(rio, 'ofertas/r1:aguardando')));
    await assertFails(getDoc(doc(rio, 'restaurantes/r1/pedidos/aguardando')));
    await assertFails(getDoc(doc(as(env, 'ana'), 'ofertas/r1:aguardando')));
    await assertFails(getDoc(doc(as(env, 'staff1'), 'ofertas/r1:aguardando')));
    await assertFails(getDocs(query(collection(as(env, 'visitor'), 'ofertas'), where('cidade', '==', 'sao paulo'))));
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'ofertas')));
  });

  it('riders cannot read other orders', async () => {
    const moto2 = as(env, 'moto2');
    await assertFails(getDoc(doc(moto2, 'restaurantes/r1/pedidos/caminho')));
    await assertFails(getDoc(doc(moto2, 'restaurantes/r1/pedidos/novo')));
    await assertFails(getDocs(query(collectionGroup(moto2, 'pedidos'), where('status', '==', 'a_caminho'))));
    await assertFails(getDocs(query(collectionGroup(moto2, 'pedidos'), where('deliverymanId', '==', 'moto1'))));
  });

  it('an admin reads every order; a visitor none', async () => {
    await assertSucceeds(getDocs(collectionGroup(as(env, 'admin'), 'pedidos')));
    await assertFails(getDocs(collectionGroup(as(env, 'visitor'), 'pedidos')));
    await assertFails(getDoc(doc(as(env, 'visitor'), 'restaurantes/r1/pedidos/novo')));
  });
});

/** What accepting and rejecting write besides the status (src/services/orders.ts). */
const ACCEPT = () => ({ aceitoEm: serverTimestamp(), tempoPreparoMin: 25 });
const REJECT = { motivoRejeicao: 'Muito movimento no momento' };
const answer = (next: string) => (next === 'em_preparacao' ? ACCEPT() : next === 'rejeitado' ? REJECT : {});

describe('pedidos: restaurant transitions', () => {
  it.each([
    ['novo', 'em_preparacao'],
    ['novo', 'rejeitado'],
    ['pendente', 'em_preparacao'],
    ['pendente', 'rejeitado'],
    ['preparo', 'aguardando_entregador'],
    ['aguardando', 'a_caminho'],
    ['caminho', 'entregue'],
  ])('staff move %s to %s', async (id, next) => {
    await assertSucceeds(status('staff1', id, next, answer(next)));
  });

  it('accepting needs a preparation time of 5 to 180 whole minutes and the server time', async () => {
    await assertFails(status('staff1', 'novo', 'em_preparacao'));
    await assertFails(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), tempoPreparoMin: 2 }));
    await assertFails(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), tempoPreparoMin: 181 }));
    await assertFails(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), tempoPreparoMin: '25' }));
    await assertFails(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), aceitoEm: new Date() }));
    await assertSucceeds(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), tempoPreparoMin: 40 }));
  });

  it('rejecting needs one of the listed reasons', async () => {
    await assertFails(status('staff1', 'novo', 'rejeitado'));
    await assertFails(status('staff1', 'novo', 'rejeitado', { motivoRejeicao: 'x'.repeat(5000) }));
    await assertSucceeds(status('staff1', 'novo', 'rejeitado', { motivoRejeicao: 'Endereço fora da área de entrega' }));
  });

  it('an order past its time to answer cannot be accepted any more; it is closed, by staff or its customer', async () => {
    await assertFails(status('staff1', 'vencido', 'em_preparacao', ACCEPT()));
    await assertFails(status('staff1', 'novo', 'expirado'));
    await assertFails(status('bia', 'vencido', 'expirado'));
    await assertFails(status('moto1', 'vencido', 'expirado'));
    await assertSucceeds(status('ana', 'vencido', 'expirado'));
    await assertFails(status('staff1', 'vencido', 'em_preparacao', ACCEPT()));
  });

  it('staff close an unanswered order too', async () => {
    await assertSucceeds(status('staff1', 'vencido', 'expirado'));
  });

  it('staff add ten minutes at a time while preparing, up to three hours', async () => {
    const extend = (minutes: unknown) => updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1/pedidos/preparo'), { tempoPreparoMin: minutes, ultimaAtualizacao: serverTimestamp() });
    await assertFails(extend(20));
    await assertFails(extend(45));
    await assertSucceeds(extend(35));
    await assertFails(updateDoc(doc(as(env, 'staff2'), 'restaurantes/r1/pedidos/preparo'), { tempoPreparoMin: 45, ultimaAtualizacao: serverTimestamp() }));
    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore(), 'restaurantes/r1/pedidos/preparo'), { tempoPreparoMin: 175 }));
    await assertFails(extend(185));
  });

  it('the customer cancels an order nobody answered yet, and nothing else', async () => {
    await assertFails(status('bia', 'novo', 'cancelado'));
    await assertFails(status('ana', 'preparo', 'cancelado'));
    await assertFails(status('ana', 'novo', 'cancelado', { totalValue: 1 }));
    await assertSucceeds(status('ana', 'novo', 'cancelado'));
  });

  it.each([
    ['novo', 'aguardando_entregador'],
    ['novo', 'entregue'],
    ['preparo', 'novo_pedido'],
    ['preparo', 'rejeitado'],
    ['aguardando', 'em_preparacao'],
    ['entregue', 'em_preparacao'],
    ['rejeitado', 'em_preparacao'],
    ['novo', 'qualquer'],
  ])('staff cannot skip or go back from %s to %s', async (id, next) => {
    await assertFails(status('staff1', id, next));
  });

  it('staff change only the status, with the server time', async () => {
    await assertFails(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), totalValue: 1 }));
    await assertFails(status('staff1', 'novo', 'em_preparacao', { ...ACCEPT(), ultimaAtualizacao: new Date() }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1/pedidos/novo'), { status: 'em_preparacao', ...ACCEPT() }));
  });

  it('staff of another restaurant, riders, customers and admins cannot move a restaurant’s order', async () => {
    for (const who of ['staff2', 'moto1', 'ana', 'admin', 'visitor'] as Person[]) {
      await assertFails(status(who, 'novo', 'em_preparacao', ACCEPT()));
    }
  });

  it('staff cannot take out for delivery an order a rider has claimed', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'restaurantes/r1/pedidos/aguardando'), { deliverymanId: 'moto2' });
    });
    await assertFails(status('staff1', 'aguardando', 'a_caminho'));
  });
});

describe("pedidos: 'Pix recebido'", () => {
  const PIX = { payload: '00020126...6304ABCD', txid: 'SABOR20261124N0001', recebido: false, recebidoEm: null };
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'restaurantes/r1/pedidos/caminho'), { pagamento: 'Pix', pix: PIX });
      await updateDoc(doc(context.firestore(), 'restaurantes/r2/pedidos/r2-novo'), { pagamento: 'Pix', pix: PIX });
    }),
  );
  const mark = (who: Person, fields: Record<string, unknown>, path = 'restaurantes/r1/pedidos/caminho') => updateDoc(doc(as(env, who), path), fields);
  const received = { 'pix.recebido': true, 'pix.recebidoEm': serverTimestamp() };

  it('staff mark the Pix of their order received with the server time, and unmark it', async () => {
    await assertSucceeds(mark('staff1', received));
    await assertSucceeds(mark('caixa1', { 'pix.recebido': false, 'pix.recebidoEm': null }));
  });

  it('customers, riders, admins and another restaurant’s staff cannot; nor a client clock, another field or an order without a charge', async () => {
    for (const who of ['ana', 'moto1', 'staff2', 'admin', 'visitor'] as Person[]) await assertFails(mark(who, received));
    await assertFails(mark('staff1', received, 'restaurantes/r2/pedidos/r2-novo'));
    await assertFails(mark('staff1', { 'pix.recebido': true, 'pix.recebidoEm': new Date() }));
    await assertFails(mark('staff1', { 'pix.recebido': true, 'pix.recebidoEm': null }));
    await assertFails(mark('staff1', { 'pix.recebido': 'sim', 'pix.recebidoEm': null }));
    await assertFails(mark('staff1', { ...received, 'pix.payload': 'outro' }));
    await assertFails(mark('staff1', { ...received, totalValue: 1 }));
    await assertFails(mark('staff1', { pix: null }));
    await assertFails(mark('staff1', received, 'restaurantes/r1/pedidos/preparo'));
  });
});

describe('pedidos: riders', () => {
  const claim = (who: Person, id = 'aguardando', extra: Record<string, unknown> = {}) =>
    updateDoc(doc(as(env, who), `restaurantes/r1/pedidos/${id}`), {
      status: 'a_caminho',
      deliverymanId: who,
      acceptedAt: serverTimestamp(),
      ultimaAtualizacao: serverTimestamp(),
      ...extra,
    });

  it('nobody claims an order by writing it: claims go through the claimOrder function, which counts what the rider carries', async () => {
    for (const who of ['moto1', 'moto2', 'ana', 'staff1', 'admin'] as Person[]) await assertFails(claim(who));
    await assertFails(claim('moto1', 'preparo'));
  });

  it('a rider whose e-mail is not verified neither claims, picks up, tries a code nor delivers', async () => {
    const unverified = as(env, 'moto1', { verified: false });
    await assertFails(updateDoc(doc(unverified, 'restaurantes/r1/pedidos/aguardando'), { status: 'a_caminho', deliverymanId: 'moto1', acceptedAt: serverTimestamp(), ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(doc(unverified, 'restaurantes/r1/pedidos/caminho'), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp() }));
    await assertFails(setDoc(doc(unverified, 'restaurantes/r1/pedidos/retirado/tentativasEntrega/1'), attempt('moto1', HANDOVER_CODE)));
    await assertSucceeds(setDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/retirado/tentativasEntrega/1'), attempt('moto1', HANDOVER_CODE)));
    await assertFails(deliver(unverified, 'retirado', 1));
  });

  it('the rider who claimed it confirms the pickup once, with the server time; nobody else', async () => {
    const pickup = (who: Person, id: string, extra: Record<string, unknown> = {}) =>
      updateDoc(doc(as(env, who), `restaurantes/r1/pedidos/${id}`), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp(), ...extra });
    await assertFails(pickup('moto2', 'caminho'));
    await assertFails(pickup('staff1', 'caminho'));
    await assertFails(pickup('ana', 'caminho'));
    await assertFails(pickup('moto1', 'aguardando'));
    await assertFails(pickup('moto1', 'caminho', { retiradoEm: new Date() }));
    await assertFails(pickup('moto1', 'caminho', { status: 'entregue' }));
    await assertFails(pickup('moto1', 'retirado'));
    await assertSucceeds(pickup('moto1', 'caminho'));
  });

  it('the rider’s name and phone on the order come only from the claimOrder function: nobody writes them, the customer reads them', async () => {
    const rider = { entregadorNome: 'Outro', entregadorTelefone: '(11) 90000-0000' };
    // Not the rider at pickup or delivery, not staff moving the order, not the customer.
    await assertFails(updateDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/caminho'), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp(), ...rider }));
    await assertFails(updateDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/caminho'), { ultimaAtualizacao: serverTimestamp(), entregadorNome: 'Carlos' }));
    await assertSucceeds(setDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/retirado/tentativasEntrega/1'), attempt('moto1', HANDOVER_CODE)));
    await assertFails(deliver(as(env, 'moto1'), 'retirado', 1, rider));
    await assertFails(status('staff1', 'preparo', 'aguardando_entregador', rider));
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/caminho'), rider));
    await assertFails(updateDoc(doc(as(env, 'admin'), 'restaurantes/r1/pedidos/caminho'), rider));
    // What the function stored reaches the customer and the rider.
    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore(), 'restaurantes/r1/pedidos/caminho'), { entregadorNome: 'Carlos', entregadorTelefone: '(11) 96543-2109' }));
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/caminho')));
    await assertSucceeds(getDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/caminho')));
    await assertFails(getDoc(doc(as(env, 'bia'), 'restaurantes/r1/pedidos/caminho')));
    // Without those fields the rider's own writes still go through.
    await assertSucceeds(updateDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/caminho'), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp() }));
    await assertSucceeds(deliver(as(env, 'moto1'), 'retirado', 1));
  });

  it('nobody but the customer reads the handover code: not the rider, the restaurant or an admin', async () => {
    const code = (who: Person, id = 'retirado') => getDoc(doc(as(env, who), `restaurantes/r1/pedidos/${id}/privado/entrega`));
    await assertSucceeds(code('ana'));
    for (const who of ['moto1', 'moto2', 'staff1', 'admin', 'bia', 'visitor'] as Person[]) await assertFails(code(who));
    await assertFails(getDocs(collection(as(env, 'moto1'), 'restaurantes/r1/pedidos/retirado/privado')));
    // Nor does anyone write it: only the placeOrder function does.
    await assertFails(setDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/retirado/privado/entrega'), { codigo: '1111', userId: 'ana' }));
    await assertFails(setDoc(doc(as(env, 'moto1'), 'restaurantes/r1/pedidos/retirado/privado/entrega'), { codigo: '1111', userId: 'moto1' }));
  });

  it("a delivered order's moved contact is the customer's and the operators' to read, not the kitchen's or the rider's (issue #39)", async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'restaurantes/r1/pedidos/retirado/privado/cliente'), { userId: 'ana', clientName: 'Ana', clientPhone: '(11) 98765-4321', endereco: { rua: 'Rua Augusta', numero: '10', bairro: 'Consolação', cidade: 'São Paulo' } }),
    );
    const contact = (who: Person) => getDoc(doc(as(env, who), 'restaurantes/r1/pedidos/retirado/privado/cliente'));
    await assertSucceeds(contact('ana'));
    await assertSucceeds(contact('admin'));
    for (const who of ['moto1', 'staff1', 'bia', 'visitor'] as Person[]) await assertFails(contact(who));
    await assertFails(setDoc(doc(as(env, 'ana'), 'restaurantes/r1/pedidos/retirado/privado/cliente'), { userId: 'ana', clientPhone: '1' }));
  });

  it('a delivery without the right code is refused; with it, it goes through', async () => {
    const db = as(env, 'moto1');
    const tryCode = (n: number, code: string) => setDoc(doc(db, `restaurantes/r1/pedidos/retirado/tentativasEntrega/${n}`), attempt('moto1', code));
    // No try stored, or a try named that does not exist: refused.
    await assertFails(deliver(db, 'retirado', 1));
    await assertFails(status('moto1', 'retirado', 'entregue'));
    // A wrong code is stored as a try, and the delivery naming it is refused.
    await assertSucceeds(tryCode(1, '1111'));
    await assertFails(deliver(db, 'retirado', 1));
    // The right one goes through.
    await assertSucceeds(tryCode(2, HANDOVER_CODE));
    await assertSucceeds(deliver(db, 'retirado', 2));
  });

  it('tries are at most five, never rewritten, by the order’s rider after the pickup, and only their own are readable', async () => {
    const db = as(env, 'moto1');
    const tryAt = (n: string, data = attempt('moto1', '1111'), id = 'retirado', who = db) => setDoc(doc(who, `restaurantes/r1/pedidos/${id}/tentativasEntrega/${n}`), data);
    for (const n of ['1', '2', '3', '4', '5']) await assertSucceeds(tryAt(n));
    await assertFails(tryAt('6'));
    await assertFails(tryAt('0'));
    await assertFails(tryAt('1', attempt('moto1', HANDOVER_CODE)));
    await assertFails(deleteDoc(doc(db, 'restaurantes/r1/pedidos/retirado/tentativasEntrega/1')));
    await assertSucceeds(getDocs(query(collection(db, 'restaurantes/r1/pedidos/retirado/tentativasEntrega'), where('entregadorId', '==', 'moto1'))));
    await assertFails(getDocs(query(collection(as(env, 'moto2'), 'restaurantes/r1/pedidos/retirado/tentativasEntrega'), where('entregadorId', '==', 'moto1'))));
    // Not before the pickup, not someone else's order, not for someone else, not with a client clock or a bad shape.
    await assertFails(tryAt('1', attempt('moto1', '1111'), 'caminho'));
    await assertFails(tryAt('1', attempt('moto2', '1111'), 'retirado', as(env, 'moto2')));
    await assertFails(tryAt('1', attempt('moto2', '1111'), 'entregue'));
    const fresh = 'restaurantes/r1/pedidos/caminho';
    await assertSucceeds(updateDoc(doc(db, fresh), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp() }));
    await assertFails(tryAt('1', { ...attempt('moto1', '1111'), entregadorId: 'moto2' }, 'caminho'));
    await assertFails(tryAt('1', { ...attempt('moto1', '1111'), em: new Date() }, 'caminho'));
    await assertFails(tryAt('1', attempt('moto1', '12345'), 'caminho'));
    await assertFails(tryAt('1', { ...attempt('moto1', '1111'), extra: true }, 'caminho'));
    await assertSucceeds(tryAt('1', attempt('moto1', '1111'), 'caminho'));
  });

  it('the delivery write changes only status, time and the try it names', async () => {
    const db = as(env, 'moto1');
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/pedidos/retirado/tentativasEntrega/1'), attempt('moto1', HANDOVER_CODE)));
    await assertFails(deliver(db, 'retirado', 1, { totalValue: 1 }));
    await assertFails(deliver(db, 'retirado', 1, { status: 'rejeitado' }));
    await assertFails(deliver(db, 'retirado', '1'));
    await assertFails(deliver(as(env, 'moto2'), 'retirado', 1));
    await assertFails(status('moto1', 'aguardando', 'entregue'));
    await assertSucceeds(deliver(db, 'retirado', 1));
  });
});

/** A rider's try at the handover code, as services/delivery.ts writes it. */
function attempt(rider: Person, codigo: string): Record<string, unknown> {
  return { codigo, entregadorId: rider, em: serverTimestamp() };
}

/** The rider's delivery, naming the stored try `n`. */
function deliver(db: Firestore, id: string, n: number | string, extra: Record<string, unknown> = {}) {
  return updateDoc(doc(db, `restaurantes/r1/pedidos/${id}`), { status: 'entregue', ultimaAtualizacao: serverTimestamp(), tentativaEntrega: n, ...extra });
}

describe('bloqueados: customers a restaurant no longer serves', () => {
  const block = (who: Person, customerId = 'ana', extra: Record<string, unknown> = {}, restaurant = 'r1') =>
    setDoc(doc(as(env, who), `restaurantes/${restaurant}/bloqueados/${customerId}`), { nome: 'Ana Souza', pedidoId: 'novo', em: serverTimestamp(), por: who, ...extra });

  it('staff block a customer from one of that customer’s orders, see the list and unblock', async () => {
    await assertSucceeds(block('staff1'));
    await assertSucceeds(getDocs(collection(as(env, 'staff1'), 'restaurantes/r1/bloqueados')));
    // The customer may see that she is blocked; nobody else may list or read it.
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/bloqueados/ana')));
    for (const who of ['bia', 'staff2', 'moto1', 'visitor'] as Person[]) {
      await assertFails(getDoc(doc(as(env, who), 'restaurantes/r1/bloqueados/ana')));
      await assertFails(getDocs(collection(as(env, who), 'restaurantes/r1/bloqueados')));
    }
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1/bloqueados/ana'), { nome: 'Outra' }));
    await assertSucceeds(deleteDoc(doc(as(env, 'staff1'), 'restaurantes/r1/bloqueados/ana')));
  });

  it('refuses a block by anyone else, of someone who did not order there, with a client clock, a long name or extra fields', async () => {
    for (const who of ['ana', 'staff2', 'moto1', 'visitor'] as Person[]) await assertFails(block(who));
    await assertFails(block('staff1', 'bia'));
    await assertFails(block('staff1', 'ana', { pedidoId: 'nao-existe' }));
    await assertFails(block('staff1', 'ana', { em: new Date() }));
    await assertFails(block('staff1', 'ana', { por: 'staff2' }));
    await assertFails(block('staff1', 'ana', { nome: 'x'.repeat(81) }));
    await assertFails(block('staff1', 'ana', { motivo: 'x'.repeat(100_000) }));
    await assertFails(deleteDoc(doc(as(env, 'ana'), 'restaurantes/r1/bloqueados/ana')));
  });
});

describe('sales rollups (issue #27): read by the team and the operator, written by nobody', () => {
  it('staff read their restaurant’s days and months; the admin every restaurant’s and the platform’s', async () => {
    await assertSucceeds(getDocs(collection(as(env, 'staff1'), 'restaurantes/r1/vendasPorDia')));
    await assertSucceeds(getDoc(doc(as(env, 'staff1'), 'restaurantes/r1/vendasPorMes/2026-11')));
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'restaurantes/r1/vendasPorMes')));
    await assertSucceeds(getDocs(query(collectionGroup(as(env, 'admin'), 'vendasPorMes'), where('mes', '==', '2026-11'))));
    await assertSucceeds(getDocs(query(collectionGroup(as(env, 'admin'), 'vendasPorDia'), where('dia', '==', '2026-11-24'))));
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'vendasPlataforma')));
  });

  it('another restaurant’s staff, riders, customers and visitors read none of them', async () => {
    for (const who of ['staff2', 'moto1', 'ana', 'visitor'] as Person[]) {
      await assertFails(getDocs(collection(as(env, who), 'restaurantes/r1/vendasPorDia')));
      await assertFails(getDoc(doc(as(env, who), 'restaurantes/r1/vendasPorMes/2026-11')));
      await assertFails(getDocs(query(collectionGroup(as(env, who), 'vendasPorMes'), where('mes', '==', '2026-11'))));
      await assertFails(getDocs(query(collectionGroup(as(env, who), 'vendasPorDia'), where('dia', '==', '2026-11-24'))));
      await assertFails(getDocs(collection(as(env, who), 'vendasPlataforma')));
    }
    await assertFails(getDocs(query(collectionGroup(as(env, 'staff1'), 'vendasPorMes'), where('mes', '==', '2026-11'))));
  });

  it('nobody writes a rollup or reads the function’s ledger', async () => {
    const figures = { pedidos: 1, vendas: 1, valorVendas: 100_000, comissao: 10_000, emAndamento: 0, valorEmAndamento: 0 };
    for (const who of ['staff1', 'admin'] as Person[]) {
      await assertFails(setDoc(doc(as(env, who), 'restaurantes/r1/vendasPorDia/2026-11-24'), { ...figures, dia: '2026-11-24' }));
      await assertFails(setDoc(doc(as(env, who), 'restaurantes/r1/vendasPorMes/2026-11'), { ...figures, mes: '2026-11' }));
      await assertFails(setDoc(doc(as(env, who), 'vendasPlataforma/2026-11-24_0'), { ...figures, dia: '2026-11-24' }));
      await assertFails(getDoc(doc(as(env, who), 'restaurantes/r1/vendasAplicadas/novo')));
    }
  });
});
