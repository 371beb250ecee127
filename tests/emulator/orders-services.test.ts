import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/domain/checkout/order-request';
import type { Order } from '@/domain/orders/order';
import { signInWithEmail } from '@/services/accounts';
import { getReviewableOrder, newOrderId, placeOrder, subscribeToMyOrders, subscribeToOrder } from '@/services/orders';
import { getRatingSummary } from '@/services/menu';
import { createReview, subscribeToMyReviewedOrderIds } from '@/services/reviews';
import { makeOrderRequest } from '../fixtures/order';
import { createAuthUser, firstMatching, OPEN_ALL_WEEK, recordValues, withRulesOff } from './support';
import { startEachTestClean } from './clean-suite';

let env: RulesTestEnvironment;

/** Changes data with the rules off (see withRulesOff). */
const admin = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

/** One lasanha (R$ 44,90) with R$ 6,90 of delivery, as the checkout sends it. */
function lasanhaOrder(): OrderRequest {
  return makeOrderRequest({
    orderId: newOrderId('cantina'),
    lines: [{ productId: 'lasanha', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: 'bem quente' }],
    pagamento: 'Dinheiro',
    troco: 100,
    observacoesPedido: 'Portão azul',
  });
}

/** Places an order through the placeOrder function, as the checkout does; resolves with its id. */
const placeLasanha = () => placeOrder(lasanhaOrder());


startEachTestClean((created) => (env = created));
beforeEach(async () => {
  await createAuthUser({ uid: 'ana', email: 'ana@sabor.dev', password: 'segredo1' });
  await admin(async (db) => {
    await setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', email: 'ana@sabor.dev', nome: 'Ana Souza', tipo: 'cliente', emailVerificado: true });
    await setDoc(doc(db, 'restaurantes/cantina'), { nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30, uidDono: 'x', horarioFuncionamento: OPEN_ALL_WEEK, exigePainelAberto: false });
    await setDoc(doc(db, 'restaurantes/cantina/produtos/lasanha'), { nome: 'Lasanha', type: 'regular', preco: 44.9, disponivel: true, categoriaId: 'massas' });
  });
  await signInWithEmail('ana@sabor.dev', 'segredo1');
});

describe('following orders', () => {
  it('sees its status change live and lists it among the customer’s orders', async () => {
    const id = await placeLasanha();
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
    const id = await placeLasanha();
    expect(await getReviewableOrder('cantina', 'ana')).toBeNull();
    await admin((db) => updateDoc(doc(db, 'restaurantes/cantina/pedidos', id), { status: 'entregue' }));
    expect((await getReviewableOrder('cantina', 'ana'))?.id).toBe(id);

    await createReview({ restaurantId: 'cantina', orderId: id, userId: 'ana', userName: 'Ana Souza', rating: 4, comment: ' Muito bom ' });
    await expect(createReview({ restaurantId: 'cantina', orderId: id, userId: 'ana', userName: 'Ana', rating: 1, comment: '' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await getRatingSummary('cantina')).toEqual({ count: 1, average: 4 });
    // The tally the home cards read was kept with it.
    const tally = await admin(async (db) => (await getDoc(doc(db, 'restaurantes/cantina'))).data());
    expect(tally).toMatchObject({ avaliacaoTotal: 1, avaliacaoSoma: 4, ultimaAvaliacaoId: id });
    expect(await getReviewableOrder('cantina', 'ana')).toBeNull();
    const reviewed = await firstMatching<Set<string>>((onNext, onError) => subscribeToMyReviewedOrderIds('ana', onNext, onError), (ids) => ids.size === 1);
    expect([...reviewed]).toEqual([id]);
  });
});
