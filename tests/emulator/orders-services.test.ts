import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BAG, addToBag } from '@/domain/bag';
import { buildOrderDraft } from '@/domain/checkout';
import type { Order } from '@/domain/orders';
import { signInWithEmail } from '@/services/accounts';
import { getReviewableOrder, newOrderId, placeOrder, subscribeToMyOrders, subscribeToOrder } from '@/services/orders';
import { createReview, getRatingSummary, subscribeToMyReviewedOrderIds } from '@/services/reviews';
import { signOut } from '@/services/session';
import { clearAuthUsers, createAuthUser, createRulesEnvironment, firstMatching, recordValues } from './support';

let env: RulesTestEnvironment;

/** Runs `work` with rules off, as the restaurant or an administrator would change data. */
async function admin<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

const restaurant = { id: 'cantina', nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30 };

function draftFor(uid: string) {
  const added = addToBag(EMPTY_BAG, restaurant, {
    productId: 'lasanha',
    nome: 'Lasanha',
    imageUrl: null,
    type: 'regular',
    unitPrice: 4490,
    quantidade: 1,
    selectedSize: null,
    selectedFlavor: null,
    observacoes: 'bem quente',
  });
  if (added.kind !== 'added') throw new Error('not added');
  return buildOrderDraft({
    bag: added.bag,
    restaurant,
    address: { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' },
    contact: { clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' },
    payment: 'Dinheiro',
    changeFor: '100',
    userId: uid,
    note: 'Portão azul',
  });
}

beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(async () => {
  await signOut();
  await env.cleanup();
});
beforeEach(async () => {
  await signOut();
  await env.clearFirestore();
  await clearAuthUsers();
  await createAuthUser({ uid: 'ana', email: 'ana@sabor.dev', password: 'segredo1' });
  await admin(async (db) => {
    await setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', email: 'ana@sabor.dev', nome: 'Ana Souza', tipo: 'cliente', emailVerificado: true });
    await setDoc(doc(db, 'restaurantes/cantina'), { nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30, uidDono: 'x' });
  });
  await signInWithEmail('ana@sabor.dev', 'segredo1');
});

describe('placing orders', () => {
  it('writes the order document exactly as specified, with the server time', async () => {
    const id = newOrderId('cantina');
    await placeOrder(id, draftFor('ana'));
    const stored = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina/pedidos', id))).data());
    const { createdAt, ...rest } = stored ?? {};
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(rest).toEqual({
      itens: [{ quantidade: 1, nome: 'Lasanha', preco: 44.9, observacoes: 'bem quente' }],
      subTotal: 44.9,
      taxaEntrega: 6.9,
      totalValue: 51.8,
      pagamento: 'Dinheiro',
      troco: 100,
      endereco: { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' },
      clientName: 'Ana Souza',
      clientPhone: '(11) 98765-4321',
      status: 'novo_pedido',
      restaurantId: 'cantina',
      restaurantName: 'Cantina da Nonna',
      userId: 'ana',
      deliverymanId: null,
      acceptedAt: null,
      observacoesPedido: 'Portão azul',
    });
  });

  it('two rapid confirms of the same checkout create exactly one order', async () => {
    const id = newOrderId('cantina');
    const draft = draftFor('ana');
    const results = await Promise.all([placeOrder(id, draft), placeOrder(id, draft)]);
    expect(results).toEqual([id, id]);
    const orders = await admin(async (db) => (await getDocs(collection(db, 'restaurantes/cantina/pedidos'))).size);
    expect(orders).toBe(1);
  });

  it('a retry after the first write landed finds the order instead of failing or duplicating', async () => {
    const id = newOrderId('cantina');
    await placeOrder(id, draftFor('ana'));
    await expect(placeOrder(id, draftFor('ana'))).resolves.toBe(id);
    expect(await admin(async (db) => (await getDocs(collection(db, 'restaurantes/cantina/pedidos'))).size)).toBe(1);
  });

  it('a write the server refuses is reported, not swallowed', async () => {
    const draft = { ...draftFor('ana'), totalValue: 1 };
    await expect(placeOrder(newOrderId('cantina'), draft)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('following orders', () => {
  it('sees its status change live and lists it among the customer’s orders', async () => {
    const id = newOrderId('cantina');
    await placeOrder(id, draftFor('ana'));
    const live = recordValues<Order | null>((onNext, onError) => subscribeToOrder('cantina', id, onNext, onError));
    await live.until((order) => order?.status === 'novo_pedido');
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/pedidos', id), { status: 'em_preparacao' }));
    await live.until((order) => order?.status === 'em_preparacao');
    live.stop();
    const mine = await firstMatching<Order[]>((onNext, onError) => subscribeToMyOrders('ana', onNext, onError), (orders) => orders.length === 1);
    expect(mine[0]).toMatchObject({ id, restaurantName: 'Cantina da Nonna', totalValue: 51.8, status: 'em_preparacao' });
  });

  it('reports a missing order as null', async () => {
    expect(await firstMatching((onNext, onError) => subscribeToOrder('cantina', 'nao-existe', onNext, onError))).toBeNull();
  });
});

describe('reviews', () => {
  it('rates a delivered order once, updates the average and remembers it was reviewed', async () => {
    const id = newOrderId('cantina');
    await placeOrder(id, draftFor('ana'));
    expect(await getReviewableOrder('cantina', 'ana')).toBeNull();
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/pedidos', id), { status: 'entregue' }));
    expect((await getReviewableOrder('cantina', 'ana'))?.id).toBe(id);

    await createReview({ restaurantId: 'cantina', orderId: id, userId: 'ana', userName: 'Ana Souza', rating: 4, comment: ' Muito bom ' });
    await expect(createReview({ restaurantId: 'cantina', orderId: id, userId: 'ana', userName: 'Ana', rating: 1, comment: '' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await getRatingSummary('cantina')).toEqual({ count: 1, average: 4 });
    expect(await getReviewableOrder('cantina', 'ana')).toBeNull();
    const reviewed = await firstMatching<Set<string>>((onNext, onError) => subscribeToMyReviewedOrderIds('ana', onNext, onError), (ids) => ids.size === 1);
    expect([...reviewed]).toEqual([id]);
  });
});
