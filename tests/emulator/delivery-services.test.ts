import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, initializeFirestore, setDoc, Timestamp, terminate, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { MAX_ORDERS_PER_RIDER, RIDER_FULL_MESSAGE } from '@/domain/orders/order-limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@/domain/orders/order';
import { signInWithEmail } from '@/services/accounts';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { CodeRefusedError } from '@/domain/orders/typed-code';
import {
  ORDER_TAKEN_MESSAGE,
  claimOrder,
  claimOrderVia,
  type ClaimCall,
  confirmDelivery,
  confirmPickup,
  handoverAttemptsLeft,
  subscribeToAvailableOrders,
  subscribeToMyActiveOrders,
  subscribeToMyDeliveriesSince,
  releaseOrder,
  setRiderAvailability,
} from '@/services/delivery';
import { isRiderAvailable, OFF_DUTY_MESSAGE, otherCityMessage } from '@/domain/delivery/rider-availability';
import { subscribeToUserProfile } from '@/services/users';
import { ALREADY_PICKED_UP_MESSAGE, NOT_YOUR_ORDER_MESSAGE } from '@/domain/orders/order-release';
import { signOut } from '@/services/session';
import { attestAsSaborApp, AUTH_HOST, FUNCTIONS_HOST, clearAuthUsers, createAuthUser, createRulesEnvironment, FIRESTORE_HOST, firstMatching, PROJECT_ID, recordValues, withRulesOff } from './support';

/**
 * The rider's services against the emulators, rules on. The race uses one Firebase app per rider
 * (each signed in as itself), the way ten phones would tap 'Aceitar Pedido' at once, twenty times
 * over (issue #51: under load a loser was once told 'INTERNAL' instead of who took the order).
 */

/** Ten riders of São Paulo, and one of Rio. */
const RIDERS = 11;
const ROUNDS = 20;
const PASSWORD = 'segredo1';
const riderUid = (index: number) => `moto${index}`;

let env: RulesTestEnvironment;

/** Changes data with the rules off (see withRulesOff). */
const admin = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

const past = Timestamp.fromDate(new Date('2026-01-10T12:00:00Z'));

/** How long a trigger may take on a loaded machine (the order trigger keeps the riders' offers). */
const TRIGGER_WAIT_MS = 60_000;

/** An order of Cantina da Nonna in `status`, as the seed or the panel would leave it. */
function orderData(status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    itens: [{ quantidade: 1, nome: 'Lasanha', preco: 44.9, observacoes: '' }],
    subTotal: 44.9,
    taxaEntrega: 6.9,
    totalValue: 51.8,
    pagamento: 'Dinheiro',
    troco: 100,
    endereco: { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' },
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    status,
    restaurantId: 'cantina',
    restaurantName: 'Cantina da Nonna',
    userId: 'ana',
    createdAt: past,
    deliverymanId: null,
    acceptedAt: null,
    observacoesPedido: '',
    cidade: 'sao paulo',
    bairroRestaurante: 'Bela Vista',
    ...extra,
  };
}

const putOrder = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  admin((db) => setDoc(doc(db, 'restaurantes/cantina/pedidos', id), orderData(status, extra)));

const readOrder = (id: string) => admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', id))).data());

/** A separately signed-in Firebase app: one rider's phone. */
interface Phone {
  uid: string;
  app: FirebaseApp;
  db: Firestore;
  /** This phone's call to the claimOrder function, signed in as its rider. */
  claim: ClaimCall;
}


async function openPhone(uid: string): Promise<Phone> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `phone-${uid}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = initializeFirestore(app, {});
  const [host = '127.0.0.1', port = '0'] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  await signInWithEmailAndPassword(auth, `${uid}@sabor.dev`, PASSWORD);
  attestAsSaborApp(app);
  const functions = getFunctions(app, 'southamerica-east1');
  const [functionsHost = '127.0.0.1', functionsPort = '0'] = FUNCTIONS_HOST.split(':');
  connectFunctionsEmulator(functions, functionsHost, Number(functionsPort));
  return { uid, app, db, claim: httpsCallable(functions, 'claimOrder') };
}

let phones: Phone[] = [];
/** Every rider's phone but the last, whose rider works in Rio. */
const saoPauloPhones = () => phones.slice(0, RIDERS - 1);

beforeAll(async () => {
  env = await createRulesEnvironment();
  await signOut();
  await env.clearFirestore();
  await clearAuthUsers();
  for (let index = 1; index <= RIDERS; index += 1) {
    await createAuthUser({ uid: riderUid(index), email: `${riderUid(index)}@sabor.dev`, password: PASSWORD });
  }
  await createAuthUser({ uid: 'ana', email: 'ana@sabor.dev', password: PASSWORD });
  phones = await Promise.all(Array.from({ length: RIDERS }, (_, index) => openPhone(riderUid(index + 1))));
});

afterAll(async () => {
  await signOut();
  await Promise.all(phones.map(async (phone) => {
    await terminate(phone.db);
    await deleteApp(phone.app);
  }));
  await env.cleanup();
});

beforeEach(async () => {
  await signOut();
  await env.clearFirestore();
  await admin(async (db) => {
    for (let index = 1; index <= RIDERS; index += 1) {
      const uid = riderUid(index);
      // São Paulo's riders, 'Disponível para entregas' on; the last one rides in Rio (issue #36).
      const city = index === RIDERS ? { cidade: 'rio de janeiro', cidadeNome: 'Rio de Janeiro' } : { cidade: 'sao paulo', cidadeNome: 'São Paulo' };
      await setDoc(doc(db, 'usuarios', uid), { uid, email: `${uid}@sabor.dev`, nome: `Motoboy ${index}`, tipo: 'motoboy', emailVerificado: true, ...city, disponivel: true, disponivelVistoEm: Timestamp.now() });
    }
    await setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', email: 'ana@sabor.dev', nome: 'Ana Souza', tipo: 'cliente', emailVerificado: true });
    await setDoc(doc(db, 'restaurantes/cantina'), { nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30, uidDono: 'x' });
  });
});

describe('rider: claiming an order', () => {
  it(`${RIDERS - 1} riders claim the same order at once, ${ROUNDS} times: exactly one gets it each time, the others are told it was taken`, async () => {
    const winners = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = `corrida-${round}`;
      await putOrder(id, 'aguardando_entregador');
      const results = await Promise.allSettled(saoPauloPhones().map((phone) => claimOrderVia(phone.claim, 'cantina', id)));
      const won = results.flatMap((result, index) => (result.status === 'fulfilled' ? [saoPauloPhones()[index]!.uid] : []));
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      expect(won, `round ${round}`).toHaveLength(1);
      expect(lost).toHaveLength(RIDERS - 2);
      for (const reason of lost) {
        expect(reason).toBeInstanceOf(CallableRefusal);
        expect(reason).toMatchObject({ code: 'taken', message: ORDER_TAKEN_MESSAGE });
      }
      const stored = await readOrder(id);
      expect(stored).toMatchObject({ status: 'a_caminho', deliverymanId: won[0] });
      expect(stored?.acceptedAt).toBeInstanceOf(Timestamp);
      expect(stored?.ultimaAtualizacao).toBeInstanceOf(Timestamp);
      winners.set(won[0]!, (winners.get(won[0]!) ?? 0) + 1);
      // Delivered, so that no rider reaches the limit of orders carried at once between rounds.
      await admin((db) => setDoc(doc(db, 'restaurantes/cantina/pedidos', id), { status: 'entregue' }, { merge: true }));
    }
    // Not asserted (scheduling decides), but worth seeing when the test is run by hand.
    console.info(`Race winners over ${ROUNDS} rounds:`, Object.fromEntries(winners));
  }, 240_000);

  it('the app’s claim writes exactly status, rider (first name and phone from the profile), acceptance and update times, with the server clock', async () => {
    await admin((db) => setDoc(doc(db, 'usuarios/moto1'), { nome: '  Carlos  Lima ', telefone: '(11) 96543-2109' }, { merge: true }));
    await putOrder('p1', 'aguardando_entregador');
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await claimOrder('cantina', 'p1');
    const { acceptedAt, ultimaAtualizacao, ...rest } = (await readOrder('p1')) ?? {};
    expect(rest).toEqual({ ...orderData('a_caminho'), deliverymanId: 'moto1', entregadorNome: 'Carlos', entregadorTelefone: '(11) 96543-2109', acceptedAt: undefined });
    expect(acceptedAt).toBeInstanceOf(Timestamp);
    expect(ultimaAtualizacao).toBeInstanceOf(Timestamp);
  });

  it('a rider without a phone is named without one', async () => {
    await putOrder('p1', 'aguardando_entregador');
    await claimOrderVia(phones[1]!.claim, 'cantina', 'p1');
    expect(await readOrder('p1')).toMatchObject({ deliverymanId: riderUid(2), entregadorNome: 'Motoboy', entregadorTelefone: '' });
  });

  it('a repeated claim by the same rider (a retry after the first landed) succeeds without another write', async () => {
    await putOrder('p1', 'aguardando_entregador');
    await claimOrderVia(phones[0]!.claim, 'cantina', 'p1');
    const first = await readOrder('p1');
    await expect(claimOrderVia(phones[0]!.claim, 'cantina', 'p1')).resolves.toBeUndefined();
    expect((await readOrder('p1'))?.acceptedAt).toEqual(first?.acceptedAt);
    await expect(claimOrderVia(phones[1]!.claim, 'cantina', 'p1')).rejects.toMatchObject({ code: 'taken' });
  });

  it('refuses an order that does not exist, and calls without ids', async () => {
    await expect(claimOrderVia(phones[0]!.claim, 'cantina', 'nao-existe')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(claimOrderVia(phones[0]!.claim, '', 'p1')).rejects.toMatchObject({
      code: 'missing',
      message: 'Não foi possível encontrar o pedido ou o ID do restaurante para atualização.',
    });
  });

  it(`a rider carries at most ${MAX_ORDERS_PER_RIDER} orders: five claimed at once give two, the third is refused with its message, and a delivery frees a place`, async () => {
    const ids = ['c1', 'c2', 'c3', 'c4', 'c5'];
    for (const id of ids) await putOrder(id, 'aguardando_entregador');
    const results = await Promise.allSettled(ids.map((id) => claimOrderVia(phones[0]!.claim, 'cantina', id)));
    const won = ids.filter((_, index) => results[index]!.status === 'fulfilled');
    expect(won).toHaveLength(MAX_ORDERS_PER_RIDER);
    for (const result of results.filter((item) => item.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'full', message: RIDER_FULL_MESSAGE });
    }
    const left = ids.filter((id) => !won.includes(id));
    for (const id of left) expect(await readOrder(id)).toMatchObject({ status: 'aguardando_entregador', deliverymanId: null });
    // One at a time, the third is refused too; once one is delivered the rider may take another.
    await expect(claimOrderVia(phones[0]!.claim, 'cantina', left[0]!)).rejects.toMatchObject({ code: 'full', message: RIDER_FULL_MESSAGE });
    await admin((db) => setDoc(doc(db, 'restaurantes/cantina/pedidos', won[0]!), { status: 'entregue' }, { merge: true }));
    await expect(claimOrderVia(phones[0]!.claim, 'cantina', left[0]!)).resolves.toBeUndefined();
    expect(await readOrder(left[0]!)).toMatchObject({ status: 'a_caminho', deliverymanId: 'moto1' });
  });

  it('a rider works their own city, when available: another city’s order and an order off duty are refused with their messages', async () => {
    await putOrder('p1', 'aguardando_entregador');
    const rio = phones[RIDERS - 1]!;
    await expect(claimOrderVia(rio.claim, 'cantina', 'p1')).rejects.toMatchObject({ code: 'other-city', message: otherCityMessage('Rio de Janeiro') });
    await admin((db) => setDoc(doc(db, 'usuarios/moto1'), { disponivel: false }, { merge: true }));
    await expect(claimOrderVia(phones[0]!.claim, 'cantina', 'p1')).rejects.toMatchObject({ code: 'off-duty', message: OFF_DUTY_MESSAGE });
    // Said available two hours ago and silent since: not available any more.
    await admin((db) => setDoc(doc(db, 'usuarios/moto1'), { disponivel: true, disponivelVistoEm: Timestamp.fromMillis(Date.now() - 2 * 60 * 60_000) }, { merge: true }));
    await expect(claimOrderVia(phones[0]!.claim, 'cantina', 'p1')).rejects.toMatchObject({ code: 'off-duty' });
    expect(await readOrder('p1')).toMatchObject({ status: 'aguardando_entregador', deliverymanId: null });
    // São Paulo's next rider takes it.
    await expect(claimOrderVia(phones[1]!.claim, 'cantina', 'p1')).resolves.toBeUndefined();
  });

  it('a rider gives an order back before pickup with a reason: it waits again, the kitchen sees why, another rider takes it; not after pickup', async () => {
    await putOrder('p1', 'aguardando_entregador');
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await claimOrder('cantina', 'p1');
    await expect(releaseOrder({ restaurantId: 'cantina', orderId: 'p1', motivo: 'Outro motivo', observacao: '' })).rejects.toMatchObject({ code: 'invalid' });
    await releaseOrder({ restaurantId: 'cantina', orderId: 'p1', motivo: 'Problema com a moto ou a bicicleta', observacao: 'pneu furado' });
    const released = await readOrder('p1');
    expect(released).toMatchObject({ status: 'aguardando_entregador', deliverymanId: null, acceptedAt: null, ultimaDevolucao: { entregadorNome: 'Motoboy', motivo: 'Problema com a moto ou a bicicleta: pneu furado' } });
    expect(released).not.toHaveProperty('entregadorNome');
    // Not theirs any more; another rider of the city takes it and picks it up, and cannot give it back then.
    await expect(releaseOrder({ restaurantId: 'cantina', orderId: 'p1', motivo: 'Aceitei por engano' })).rejects.toMatchObject({ code: 'not-yours', message: NOT_YOUR_ORDER_MESSAGE });
    await claimOrderVia(phones[1]!.claim, 'cantina', 'p1');
    await admin((db) => setDoc(doc(db, 'restaurantes/cantina/pedidos/p1'), { retiradoEm: Timestamp.now() }, { merge: true }));
    await signInWithEmail('moto2@sabor.dev', PASSWORD);
    await expect(releaseOrder({ restaurantId: 'cantina', orderId: 'p1', motivo: 'Aceitei por engano' })).rejects.toMatchObject({ code: 'picked-up', message: ALREADY_PICKED_UP_MESSAGE });
    expect(await readOrder('p1')).toMatchObject({ status: 'a_caminho', deliverymanId: 'moto2' });
  });

  it('a customer cannot claim: the server refuses', async () => {
    await putOrder('p1', 'aguardando_entregador');
    await signInWithEmail('ana@sabor.dev', PASSWORD);
    await expect(claimOrder('cantina', 'p1')).rejects.toBeDefined();
    expect(await readOrder('p1')).toMatchObject({ status: 'aguardando_entregador', deliverymanId: null });
  });
});

describe('rider: live lists', () => {
  it('lists the offers of waiting unclaimed orders of every restaurant, oldest first, without the customer; drops one the moment another rider claims it, and it comes back when given back', async () => {
    await putOrder('mais-novo', 'aguardando_entregador', { createdAt: Timestamp.fromDate(new Date('2026-01-10T12:30:00Z')) });
    await putOrder('mais-velho', 'aguardando_entregador', { createdAt: Timestamp.fromDate(new Date('2026-01-10T12:10:00Z')) });
    await putOrder('preparo', 'em_preparacao');
    await putOrder('de-outro', 'a_caminho', { deliverymanId: 'moto3' });
    // Written by an older client: totalAmount and a plain-text deliveryAddress.
    const { totalValue: _total, endereco: _address, ...legacy } = orderData('aguardando_entregador');
    await admin((db) =>
      setDoc(doc(db, 'restaurantes/mineiro/pedidos/legado'), {
        ...legacy,
        restaurantId: 'mineiro',
        restaurantName: 'Sabor Mineiro',
        totalAmount: 33.5,
        deliveryAddress: 'Rua da Bahia, 1000 - Centro, Belo Horizonte',
        createdAt: Timestamp.fromDate(new Date('2026-01-10T12:20:00Z')),
      }),
    );
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    const live = recordValues<Order[]>((onNext, onError) => subscribeToAvailableOrders('sao paulo', onNext, onError));
    // The order trigger writes each offer a moment after the order (functions/src/orders/rider-offers.ts).
    // The listener records every list it was given: each wait names the exact list it expects.
    const listedSince = (from: number, ...ids: string[]) => (orders: Order[]) => live.values.indexOf(orders) >= from && orders.map((order) => order.id).join() === ids.join();
    const first = await live.until(listedSince(0, 'mais-velho', 'legado', 'mais-novo'), TRIGGER_WAIT_MS);
    // The pickup, the drop-off bairro and the amounts; no name, phone or street (issue #39).
    expect(first[0]).toMatchObject({ restaurantId: 'cantina', restaurantName: 'Cantina da Nonna', pagamento: 'Dinheiro', troco: 100, totalValue: 51.8, taxaEntrega: 6.9 });
    expect(first[0]).toMatchObject({ clientName: '', clientPhone: '', userId: '', endereco: { rua: '', numero: '', bairro: 'Consolação', cidade: 'São Paulo', cep: '' } });
    // The older order's plain-text address reaches the offer as its bairro and city only (issue #51).
    expect(first[1]).toMatchObject({ restaurantId: 'mineiro', totalValue: 33.5, endereco: { rua: '', numero: '', bairro: 'Centro', cidade: 'Belo Horizonte', cep: '' } });
    const offer = await admin(async (db) => (await getDoc(doc(db, 'ofertas', 'cantina:mais-velho'))).data());
    expect(Object.keys(offer ?? {}).filter((key) => /client|userId|observac|itens/.test(key))).toEqual([]);
    // Nor can the rider read the order behind it.
    await expect(getDoc(doc(phones[0]!.db, 'restaurantes/cantina/pedidos/mais-velho'))).rejects.toMatchObject({ code: 'permission-denied' });

    // The listener keeps every list it was given: each wait looks only at those after the change.
    let mark = live.values.length;
    await claimOrderVia(phones[1]!.claim, 'cantina', 'mais-velho');
    await live.until(listedSince(mark, 'legado', 'mais-novo'));
    // Now moto2 holds it and reads it whole.
    expect((await getDoc(doc(phones[1]!.db, 'restaurantes/cantina/pedidos/mais-velho'))).data()).toMatchObject({ clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' });

    // Given back before pickup, it is on offer again with the same write.
    await signInWithEmail('moto2@sabor.dev', PASSWORD);
    mark = live.values.length;
    await releaseOrder({ restaurantId: 'cantina', orderId: 'mais-velho', motivo: 'Aceitei por engano' });
    const again = await live.until(listedSince(mark, 'mais-velho', 'legado', 'mais-novo'));
    expect(again[0]).toMatchObject({ clientName: '', endereco: { bairro: 'Consolação', rua: '' } });
    // The kitchen takes it out for delivery itself: the trigger withdraws the offer.
    mark = live.values.length;
    await admin((db) => setDoc(doc(db, 'restaurantes/cantina/pedidos/mais-novo'), { status: 'a_caminho' }, { merge: true }));
    await live.until(listedSince(mark, 'mais-velho', 'legado'), TRIGGER_WAIT_MS);
    live.stop();
    await signInWithEmail('moto1@sabor.dev', PASSWORD);

    // moto2 now carries it; moto1 does not.
    const mine = await firstMatching<Order[]>((onNext, onError) => subscribeToMyActiveOrders('moto1', onNext, onError));
    expect(mine).toEqual([]);
  });

  it('shows the rider the orders they carry', async () => {
    await putOrder('meu', 'a_caminho', { deliverymanId: 'moto1', acceptedAt: past });
    await putOrder('de-outro', 'a_caminho', { deliverymanId: 'moto2', acceptedAt: past });
    await putOrder('entregue', 'entregue', { deliverymanId: 'moto1', acceptedAt: past });
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    // The first answer may come from the local cache of an earlier test; wait for the server's.
    const mine = await firstMatching<Order[]>((onNext, onError) => subscribeToMyActiveOrders('moto1', onNext, onError), (orders) => orders.length > 0);
    expect(mine.map((order) => order.id)).toEqual(['meu']);
    expect(mine[0]).toMatchObject({ clientName: 'Ana Souza', clientPhone: '(11) 98765-4321', pagamento: 'Dinheiro', troco: 100, totalValue: 51.8 });
  });

  it('lists the rider’s deliveries of the day for the cash they collected, with the index and rules the other lists use', async () => {
    const today = Timestamp.fromMillis(Date.now() - 60_000);
    await putOrder('hoje', 'entregue', { deliverymanId: 'moto1', acceptedAt: today, createdAt: today });
    await putOrder('ontem', 'entregue', { deliverymanId: 'moto1', acceptedAt: past });
    await putOrder('de-outro-hoje', 'entregue', { deliverymanId: 'moto2', createdAt: today });
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    const since = new Date(Date.now() - 60 * 60_000);
    const mine = await firstMatching<Order[]>((onNext, onError) => subscribeToMyDeliveriesSince('moto1', since, onNext, onError), (orders) => orders.length > 0);
    expect(mine.map((order) => order.id)).toEqual(['hoje']);
    await expect(firstMatching((onNext, onError) => subscribeToMyDeliveriesSince('moto2', since, onNext, onError))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a rider lists only their own city’s offers: the rules refuse another city’s to the query', async () => {
    await putOrder('sp', 'aguardando_entregador');
    await signInWithEmail(`${riderUid(RIDERS)}@sabor.dev`, PASSWORD);
    // Waits past any answer from the local cache of an earlier test for the server's refusal.
    await expect(firstMatching((onNext, onError) => subscribeToAvailableOrders('sao paulo', onNext, onError), () => false)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await firstMatching<Order[]>((onNext, onError) => subscribeToAvailableOrders('rio de janeiro', onNext, onError))).toEqual([]);
  });

  it('a rider turns availability on and off with the server’s time; nobody else may, and a customer has none', async () => {
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await setRiderAvailability('moto1', false);
    const off = await admin(async (db) => (await getDoc(doc(db, 'usuarios/moto1'))).data());
    expect(off).toMatchObject({ disponivel: false });
    expect(off?.disponivelVistoEm).toBeInstanceOf(Timestamp);
    // On again, then renewed: the rider's live profile, as the app reads it, says available from the
    // write on, before the server's time arrives too (read as no stamp, the rider's list closed and
    // reloaded at every renewal).
    const availableSeen: boolean[] = [];
    let first: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (first = resolve));
    const stop = subscribeToUserProfile('moto1', (profile) => {
      availableSeen.push(isRiderAvailable(profile?.rider, new Date()));
      first();
    }, () => availableSeen.push(false)); // a refused listener fails the test below too
    await listening;
    await setRiderAvailability('moto1', true);
    await setRiderAvailability('moto1', true);
    stop();
    expect(availableSeen[0]).toBe(false);
    expect(availableSeen.length).toBeGreaterThanOrEqual(3);
    expect(availableSeen.slice(1)).not.toContain(false);
    await expect(setRiderAvailability('moto2', false)).rejects.toMatchObject({ code: 'permission-denied' });
    await signInWithEmail('ana@sabor.dev', PASSWORD);
    await expect(setRiderAvailability('ana', true)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await admin(async (db) => (await getDoc(doc(db, 'usuarios/ana'))).get('disponivel'))).toBeUndefined();
  });

  it('refuses to list another rider’s deliveries', async () => {
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await expect(firstMatching((onNext, onError) => subscribeToMyActiveOrders('moto2', onNext, onError))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('rider: pickup and the handover code', () => {
  const CODE = '0427';
  /** A claimed order (picked up unless told) and its customer's code, as placeOrder and the claim leave them. */
  async function carried(id: string, extra: Record<string, unknown> = { retiradoEm: past }) {
    await putOrder(id, 'a_caminho', { deliverymanId: 'moto1', acceptedAt: past, ...extra });
    await admin((db) => setDoc(doc(db, `restaurantes/cantina/pedidos/${id}/privado/entrega`), { codigo: CODE, userId: 'ana' }));
  }

  it('the rider confirms the pickup with the server time; the customer is then told it is on its way', async () => {
    await carried('meu', {});
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await confirmPickup('cantina', 'meu');
    const stored = await readOrder('meu');
    expect(stored).toMatchObject({ status: 'a_caminho', deliverymanId: 'moto1' });
    expect(stored?.retiradoEm).toBeInstanceOf(Timestamp);
  });

  it('another rider cannot confirm the pickup', async () => {
    await carried('meu', {});
    await signInWithEmail('moto2@sabor.dev', PASSWORD);
    await expect(confirmPickup('cantina', 'meu')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await readOrder('meu'))?.retiradoEm).toBeUndefined();
  });

  it('the right code delivers the order; the try is kept', async () => {
    await carried('meu');
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await confirmDelivery('cantina', 'meu', CODE);
    const stored = await readOrder('meu');
    expect(stored).toMatchObject({ status: 'entregue', deliverymanId: 'moto1', tentativaEntrega: 1 });
    expect(stored?.ultimaAtualizacao).toBeInstanceOf(Timestamp);
  });

  it('a wrong code changes nothing and says how many tries are left; the fifth wrong one locks it', async () => {
    await carried('meu');
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await expect(confirmDelivery('cantina', 'meu', '1234')).rejects.toMatchObject({ reason: 'wrong-code', attemptsLeft: 4 });
    expect(await readOrder('meu')).toMatchObject({ status: 'a_caminho' });
    expect(await handoverAttemptsLeft('cantina', 'meu')).toBe(4);
    for (const left of [3, 2, 1]) {
      await expect(confirmDelivery('cantina', 'meu', '9999')).rejects.toMatchObject({ reason: 'wrong-code', attemptsLeft: left });
    }
    await expect(confirmDelivery('cantina', 'meu', '9999')).rejects.toMatchObject({ reason: 'locked', attemptsLeft: 0 });
    // Locked: not even the right code goes through now, and nothing was written.
    await expect(confirmDelivery('cantina', 'meu', CODE)).rejects.toMatchObject({ reason: 'locked' });
    expect(await readOrder('meu')).toMatchObject({ status: 'a_caminho' });
  });

  it('a code that is not four digits is refused before anything is written', async () => {
    await carried('meu');
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await expect(confirmDelivery('cantina', 'meu', '12a')).rejects.toBeInstanceOf(CodeRefusedError);
    expect(await handoverAttemptsLeft('cantina', 'meu')).toBe(5);
  });

  it('the delivery needs the pickup first', async () => {
    await carried('meu', {});
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await expect(confirmDelivery('cantina', 'meu', CODE)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readOrder('meu')).toMatchObject({ status: 'a_caminho' });
  });

  it('another rider cannot confirm it', async () => {
    await carried('meu');
    await signInWithEmail('moto2@sabor.dev', PASSWORD);
    await expect(confirmDelivery('cantina', 'meu', CODE)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readOrder('meu')).toMatchObject({ status: 'a_caminho' });
  });

  it('an order still waiting for a rider cannot be confirmed', async () => {
    await putOrder('p1', 'aguardando_entregador');
    await signInWithEmail('moto1@sabor.dev', PASSWORD);
    await expect(confirmDelivery('cantina', 'p1', CODE)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
