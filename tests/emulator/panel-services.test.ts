import { randomUUID } from 'node:crypto';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateProductForm, emptyProductForm } from '@/domain/catalog/product.form';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { dayRange } from '@/domain/sales/report-periods';
import type { Order } from '@/domain/orders/order';
import { signInWithEmail } from '@/services/accounts';
import { blockCustomer, subscribeToBlockedCustomers, unblockCustomer } from '@/services/blocks';
import type { BlockedCustomer } from '@/domain/orders/blocks';
import { addCategory, deleteCategory, renameCategory, saveProduct } from '@/services/catalog';
import { acceptOrder, extendPrepTime, rejectOrder, subscribeToRestaurantOrders, updateOrderStatus } from '@/services/orders';
import { getDailySales, getSalesPage, getSalesTotals } from '@/services/reports';
import { updateRestaurantData } from '@/services/restaurants';
import { createAuthUser, recordValues, withRulesOff } from './support';
import { startEachTestClean } from './clean-suite';

let env: RulesTestEnvironment;
/**
 * The restaurant of the test, new for each: its rollups are the order trigger's work, and a
 * trigger of an earlier test's (or another file's) orders, late under load, must find nothing of it.
 */
let R = '';

/** Changes data with the rules off (see withRulesOff). */
const admin = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

const now = new Date();
const yesterday = new Date(now.getTime() - 26 * 3600 * 1000);

function order(status: string, totalValue: number, createdAt: Date) {
  return {
    itens: [{ quantidade: 1, nome: 'Item', preco: totalValue, observacoes: '' }],
    subTotal: totalValue,
    taxaEntrega: 0,
    totalValue,
    pagamento: 'Pix',
    troco: null,
    endereco: { rua: 'R', numero: '1', bairro: 'B', cidade: 'C', cep: '00000-000' },
    clientName: 'Cliente',
    clientPhone: '(11) 99999-0000',
    status,
    restaurantId: R,
    restaurantName: 'Um',
    userId: 'cliente',
    createdAt: Timestamp.fromDate(createdAt),
    deliverymanId: null,
    acceptedAt: null,
  };
}

startEachTestClean((created) => (env = created));
beforeEach(async () => {
  R = `painel-${randomUUID().slice(0, 8)}`;
  await createAuthUser({ uid: 'staff', email: 'staff@sabor.dev', password: 'segredo1' });
  await admin(async (db) => {
    await setDoc(doc(db, 'usuarios/staff'), { uid: 'staff', email: 'staff@sabor.dev', nome: 'Staff', tipo: 'restaurante', restaurantId: R, emailVerificado: true });
    // The rules read the membership (issue #24).
    await setDoc(doc(db, `restaurantes/${R}/membros/staff`), { uid: 'staff', nome: 'Staff', email: 'staff@sabor.dev', papel: 'dono', desde: new Date() });
    await setDoc(doc(db, `restaurantes/${R}`), { nome: 'Um', endereco: 'Rua A', telefone: '(11) 3333-0000', taxaEntrega: 5, pedidoMinimo: 10, uidDono: 'staff' });
    await setDoc(doc(db, `restaurantes/${R}/produtos/legado`), { nome: 'Legado', categoria: 'Massas', preco: 10, ultimaAtualizacao: Timestamp.now() });
    await setDoc(doc(db, `restaurantes/${R}/pedidos/hoje-entregue`), order('entregue', 50.1, now));
    await setDoc(doc(db, `restaurantes/${R}/pedidos/hoje-concluido`), order('concluido', 19.9, now));
    await setDoc(doc(db, `restaurantes/${R}/pedidos/hoje-rejeitado`), order('rejeitado', 99, now));
    await setDoc(doc(db, `restaurantes/${R}/pedidos/hoje-novo`), order('novo_pedido', 30, now));
    await setDoc(doc(db, `restaurantes/${R}/pedidos/ontem-entregue`), order('entregue', 40, yesterday));
    await setDoc(doc(db, `restaurantes/${R}/pedidos/hoje-a-caminho`), order('a_caminho', 25.5, now));
    await setDoc(doc(db, `restaurantes/${R}/pedidos/ontem-em-preparo`), order('em_preparacao', 12.25, yesterday));
  });
  await signInWithEmail('staff@sabor.dev', 'segredo1');
});

describe('panel services as restaurant staff', () => {
  it('sums sold orders from the rollups the trigger keeps, by period, and the value in progress apart', async () => {
    // The onOrderWritten trigger rolls the orders written above up on its own: wait for it.
    await vi.waitFor(async () => expect(await getSalesTotals(R, null)).toEqual({ sold: { count: 3, total: 11_000 }, inProgress: { count: 2, total: 3_775 }, discounts: { store: 0, sabor: 0 } }), {
      timeout: 60_000,
      interval: 300,
    });
    expect(await getSalesTotals(R, dayRange(now))).toEqual({ sold: { count: 2, total: 7_000 }, inProgress: { count: 1, total: 2_550 }, discounts: { store: 0, sabor: 0 } });
    const days = await getDailySales(R, { start: dayRange(yesterday).start, end: dayRange(now).end });
    // 26 hours ago is one or two São Paulo days back: every day is listed, two have sales.
    expect(days?.[0]?.day).toBe(saoPauloDayKey(yesterday));
    expect(days?.at(-1)?.day).toBe(saoPauloDayKey(now));
    expect(days?.filter((day) => day.count > 0)).toEqual([
      { day: saoPauloDayKey(yesterday), count: 1, total: 4_000 },
      { day: saoPauloDayKey(now), count: 2, total: 7_000 },
    ]);
    const page = await getSalesPage(R, null, null);
    expect(page.orders.map((item) => item.id).sort()).toEqual(['hoje-concluido', 'hoje-entregue', 'ontem-entregue']);
    // Newest first: yesterday's order comes last.
    expect(page.orders.at(-1)?.id).toBe('ontem-entregue');
    expect(page.next).toBeNull();
  }, 60_000);

  it('lists today’s orders live and moves one along the transitions', async () => {
    const today = recordValues<Order[]>((onNext, onError) => subscribeToRestaurantOrders(R, dayRange(now), onNext, onError));
    await today.until((orders) => orders.length === 5);
    await acceptOrder({ id: 'hoje-novo', restaurantId: R }, 25);
    // Once the server has set the acceptance time (the local echo has none yet).
    const accepted = await today.until((orders) => orders.some((item) => item.id === 'hoje-novo' && item.status === 'em_preparacao' && item.aceitoEm !== null));
    expect(accepted.find((item) => item.id === 'hoje-novo')).toMatchObject({ tempoPreparoMin: 25, aceitoEm: expect.any(Date) });
    await extendPrepTime({ id: 'hoje-novo', restaurantId: R });
    await today.until((orders) => orders.some((item) => item.id === 'hoje-novo' && item.tempoPreparoMin === 35));
    today.stop();
    await expect(updateOrderStatus('hoje-novo', 'entregue', R)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateOrderStatus('', 'entregue', R)).rejects.toThrow('obrigatórios');
  });

  it('rejects a new order with the reason the customer will read', async () => {
    await rejectOrder({ id: 'hoje-novo', restaurantId: R }, 'Item indisponível');
    expect(await admin(async (db) => (await getDoc(doc(db, `restaurantes/${R}/pedidos/hoje-novo`))).data())).toMatchObject({ status: 'rejeitado', motivoRejeicao: 'Item indisponível' });
  });

  it('edits categories and replaces a legacy product with a clean document', async () => {
    await addCategory(R, '  Massas ');
    const categories = await admin((db) => getDocs(collection(db, `restaurantes/${R}/categorias`)));
    const [category] = categories.docs;
    expect(category?.data()).toMatchObject({ nome: 'Massas' });
    await renameCategory(R, category!.id, 'Massas frescas');

    const form = { ...emptyProductForm(category!.id), nome: 'Legado', preco: '12,50' };
    const valid = validateProductForm(form);
    if (!valid.ok) throw new Error(valid.error);
    await saveProduct(R, 'legado', valid.product);
    const stored = await admin(async (db) => (await getDoc(doc(db, `restaurantes/${R}/produtos/legado`))).data());
    expect(stored).toMatchObject({ nome: 'Legado', categoriaId: category!.id, preco: 12.5, type: 'regular', disponivel: true });
    expect(stored).not.toHaveProperty('categoria');
    await deleteCategory(R, category!.id);
  });

  it('blocks a customer from one of their orders, lists the block live and undoes it', async () => {
    const blocked = recordValues<BlockedCustomer[]>((onNext, onError) => subscribeToBlockedCustomers(R, onNext, onError));
    await blocked.until((list) => list.length === 0);
    const newOrder = { id: 'hoje-novo', restaurantId: R, userId: 'cliente', clientName: ' Cliente ' };
    await blockCustomer(newOrder);
    const [entry] = await blocked.until((list) => list.length === 1 && list[0]!.em !== null);
    expect(entry).toMatchObject({ customerId: 'cliente', nome: 'Cliente', pedidoId: 'hoje-novo', por: 'staff', em: expect.any(Date) });
    // A second tablet blocking the same customer is not an error (the rules allow no update).
    await expect(blockCustomer(newOrder)).resolves.toBeUndefined();
    // The order must be that customer's: a block names who actually ordered.
    await expect(blockCustomer({ ...newOrder, userId: 'outra-pessoa' })).rejects.toMatchObject({ code: 'permission-denied' });
    const seen = blocked.values.length;
    await unblockCustomer(R, 'cliente');
    // An empty list after the block, not the first one.
    await blocked.until((list) => list.length === 0 && blocked.values.indexOf(list) >= seen);
    blocked.stop();
    expect(await admin(async (db) => (await getDoc(doc(db, `restaurantes/${R}/bloqueados/cliente`))).exists())).toBe(false);
  });

  it('saves the restaurant data the panel edits', async () => {
    await updateRestaurantData(R, {
      nome: 'Um Novo',
      endereco: 'Rua B, 2',
      telefone: '(11) 3333-1111',
      logo: null,
      taxaEntrega: 7.5,
      pedidoMinimo: 20,
      tempoPreparoPadrao: 30,
      limiteAceiteMin: 10,
      exigePainelAberto: false,
      horarioFuncionamento: [{ day: 'Domingo', key: 'sunday', dayIndex: 0, isOpen: true, periods: [{ open: '18:00', close: '02:00' }] }],
    });
    expect(await admin(async (db) => (await getDoc(doc(db, `restaurantes/${R}`))).data())).toMatchObject({ nome: 'Um Novo', taxaEntrega: 7.5, tempoPreparoPadrao: 30, limiteAceiteMin: 10, exigePainelAberto: false, uidDono: 'staff' });
  });
});
