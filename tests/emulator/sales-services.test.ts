import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@/domain/orders';
import { signInWithEmail } from '@/services/accounts';
import { periodFromInputs, type DateRange } from '@/domain/reports';
import { CHART_READ_LIMIT } from '@/services/reports';
import { getDailySalesOverview, getOrdersPage, getSalesOverview, newReadMeter, subscribeToLatestOrders, type OrdersCursor } from '@/services/sales';
import { signOut } from '@/services/session';
import { clearAuthUsers, createAuthUser, createRulesEnvironment, firstMatching, withRulesOff } from './support';

/**
 * The admin dashboard's services against the emulator, rules on, compared with figures computed
 * here independently (plain loops over the seeded orders, integer centavos).
 */

let env: RulesTestEnvironment;

/** Changes data with the rules off (see withRulesOff). */
const admin = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

interface Seeded {
  restaurantId: string;
  id: string;
  status: string;
  /** undefined: a legacy order that stores totalAmount instead. */
  totalValue?: number;
  totalAmount?: number;
  createdAt: Date;
}

const RESTAURANTS = [
  { id: 'cantina', nome: 'Cantina da Nonna' },
  { id: 'mineiro', nome: 'Sabor Mineiro' },
  { id: 'burger', nome: 'Burger do Bairro' },
  { id: 'vazio', nome: 'Restaurante Sem Pedidos' },
];
const STATUSES = ['entregue', 'entregue', 'delivered', 'concluido', 'novo_pedido', 'em_preparacao', 'a_caminho', 'rejeitado', 'rejected', 'cancelado'];
const BASE = Date.parse('2026-01-10T12:00:00Z');

/**
 * 61 orders with amounts that are inexact in binary floating point (x,x5 and the like), one every
 * 90 minutes back from BASE, so they spread over five São Paulo days (6 to 10 January 2026).
 */
function buildOrders(): Seeded[] {
  const orders: Seeded[] = [];
  let n = 0;
  for (const [index, restaurant] of RESTAURANTS.slice(0, 3).entries()) {
    const count = [30, 20, 10][index]!;
    for (let i = 0; i < count; i += 1) {
      n += 1;
      orders.push({
        restaurantId: restaurant.id,
        id: `${restaurant.id}-${String(i).padStart(3, '0')}`,
        status: STATUSES[(i + index) % STATUSES.length]!,
        totalValue: Math.round((10.05 + i * 3.35 + index * 0.1) * 100) / 100,
        createdAt: new Date(BASE - n * 90 * 60_000),
      });
    }
  }
  // A legacy order (an older client's totalAmount): counted as an order, not in the sales sum.
  orders.push({ restaurantId: 'mineiro', id: 'mineiro-legado', status: 'entregue', totalAmount: 99.99, createdAt: new Date(BASE + 60_000) });
  return orders;
}

const SOLD = ['entregue', 'delivered', 'concluido', 'finalizado'];
const IN_PROGRESS = ['em_preparacao', 'preparing', 'aguardando_entregador', 'a_caminho', 'em_entrega', 'delivering'];

/** The São Paulo day (UTC-3) of an instant, computed here without the app's code. */
const spDay = (date: Date) => new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 10);

function period(start: string, end: string): DateRange {
  const result = periodFromInputs(start, end);
  if (!result.ok) throw new Error(result.error);
  return result.range;
}

const centavos = (orders: Seeded[]) => orders.reduce((sum, order) => sum + Math.round(order.totalValue! * 100), 0);

/** What the dashboard must show for the São Paulo days `from` to `to`, computed without the app's code. */
function expectedFigures(orders: Seeded[], from: string, to: string) {
  const inPeriod = orders.filter((order) => spDay(order.createdAt) >= from && spDay(order.createdAt) <= to);
  const rows = RESTAURANTS.map((restaurant) => {
    const mine = inPeriod.filter((order) => order.restaurantId === restaurant.id);
    const sales = mine.filter((order) => SOLD.includes(order.status) && typeof order.totalValue === 'number');
    const salesTotal = centavos(sales);
    // 10%, half a centavo up, in integers.
    const commission = Math.floor((salesTotal + 5) / 10);
    return { restaurantId: restaurant.id, restaurantName: restaurant.nome, orderCount: mine.length, saleCount: sales.length, salesTotal, commission };
  });
  const inProgress = inPeriod.filter((order) => IN_PROGRESS.includes(order.status) && typeof order.totalValue === 'number');
  return { rows, inProgress: { count: inProgress.length, total: centavos(inProgress) } };
}

const ORDERS = buildOrders();

beforeAll(async () => {
  env = await createRulesEnvironment();
  await signOut();
  await clearAuthUsers();
  await createAuthUser({ uid: 'chefe', email: 'chefe@sabor.dev', password: 'segredo1' });
  await createAuthUser({ uid: 'moto1', email: 'moto1@sabor.dev', password: 'segredo1' });
});

afterAll(async () => {
  await signOut();
  await env.cleanup();
});

beforeEach(async () => {
  await signOut();
  await env.clearFirestore();
  await admin(async (db) => {
    await setDoc(doc(db, 'usuarios/chefe'), { uid: 'chefe', email: 'chefe@sabor.dev', nome: 'Patrícia Admin', tipo: 'admin', emailVerificado: true });
    await setDoc(doc(db, 'usuarios/moto1'), { uid: 'moto1', email: 'moto1@sabor.dev', nome: 'Carlos', tipo: 'motoboy', emailVerificado: true });
    const batch = writeBatch(db);
    for (const restaurant of RESTAURANTS) batch.set(doc(db, 'restaurantes', restaurant.id), { nome: restaurant.nome, taxaEntrega: 5, pedidoMinimo: 0 });
    for (const order of ORDERS) {
      const { restaurantId, id, createdAt, ...rest } = order;
      batch.set(doc(db, 'restaurantes', restaurantId, 'pedidos', id), {
        ...rest,
        restaurantId,
        restaurantName: RESTAURANTS.find((restaurant) => restaurant.id === restaurantId)!.nome,
        userId: 'ana',
        clientName: 'Ana Souza',
        itens: [{ quantidade: 1, nome: 'Prato', preco: order.totalValue ?? order.totalAmount ?? 0, observacoes: '' }],
        createdAt: Timestamp.fromDate(createdAt),
        deliverymanId: null,
      });
    }
    await batch.commit();
  });
});

describe('admin: sales and commission', () => {
  it('matches figures computed independently over the seeded orders, with one read per restaurant and two aggregations each', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const meter = newReadMeter();
    const overview = await getSalesOverview(period('2026-01-01', '2026-01-31'), meter);
    const { rows: expected, inProgress } = expectedFigures(ORDERS, '2026-01-01', '2026-01-31');

    const byId = Object.fromEntries(overview.restaurants.map((row) => [row.restaurantId, row]));
    for (const row of expected) expect(byId[row.restaurantId], row.restaurantId).toEqual(row);
    expect(overview.restaurants.map((row) => row.restaurantId)).toEqual(
      [...expected].sort((a, b) => b.commission - a.commission).map((row) => row.restaurantId),
    );
    const sum = (pick: (row: (typeof expected)[number]) => number) => expected.reduce((total, row) => total + pick(row), 0);
    expect(overview).toMatchObject({
      orderCount: ORDERS.length,
      saleCount: sum((row) => row.saleCount),
      salesTotal: sum((row) => row.salesTotal),
      inProgressCount: inProgress.count,
      inProgressTotal: inProgress.total,
      commission: sum((row) => row.commission),
    });
    expect(overview.orderCount).toBe(61);
    // New orders (not answered) and lost ones are neither sold nor in progress.
    expect(overview.saleCount + overview.inProgressCount).toBeLessThan(overview.orderCount - 1);

    expect(inProgress.count).toBeGreaterThan(5);
    // Per restaurant: its orders and its sales; for the platform: the value in progress.
    expect(meter).toMatchObject({ queries: 1, documents: RESTAURANTS.length, aggregations: 2 * RESTAURANTS.length + 1 });
    // Fewer than 1000 orders per restaurant: one billed read per aggregation.
    expect(meter.billedReads).toBe(RESTAURANTS.length + 2 * RESTAURANTS.length + 1);
  });

  it('counts only the chosen São Paulo days', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const overview = await getSalesOverview(period('2026-01-08', '2026-01-09'));
    const { rows: expected, inProgress } = expectedFigures(ORDERS, '2026-01-08', '2026-01-09');
    expect(overview).toMatchObject({ inProgressCount: inProgress.count, inProgressTotal: inProgress.total });
    const byId = Object.fromEntries(overview.restaurants.map((row) => [row.restaurantId, row]));
    for (const row of expected) expect(byId[row.restaurantId], row.restaurantId).toEqual(row);
    const inPeriod = expected.reduce((total, row) => total + row.orderCount, 0);
    expect(inPeriod).toBeGreaterThan(10);
    expect(inPeriod).toBeLessThan(ORDERS.length - 10);
    expect(overview.orderCount).toBe(inPeriod);
  });

  it('gives the sales of every restaurant per São Paulo day, by reading a few sales or one aggregation per day for many', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const week = period('2026-01-05', '2026-01-11');
    const expected = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'].map((day) => {
      const sold = ORDERS.filter((order) => spDay(order.createdAt) === day && SOLD.includes(order.status) && typeof order.totalValue === 'number');
      return { day, count: sold.length, total: centavos(sold) };
    });
    expect(expected.filter((day) => day.total > 0).length).toBeGreaterThanOrEqual(4);

    // Few sales: one query reads them (the legacy order without totalValue is read, not added).
    const reading = newReadMeter();
    expect(await getDailySalesOverview(week, null, reading)).toEqual(expected);
    const soldInWeek = ORDERS.filter((order) => SOLD.includes(order.status) && spDay(order.createdAt) >= '2026-01-05' && spDay(order.createdAt) <= '2026-01-11');
    expect(reading).toMatchObject({ queries: 1, documents: soldInWeek.length, aggregations: 0 });

    // Many sales (more than CHART_READ_LIMIT): one aggregation per day instead.
    const aggregating = newReadMeter();
    expect(await getDailySalesOverview(week, CHART_READ_LIMIT + 1, aggregating)).toEqual(expected);
    expect(aggregating).toMatchObject({ queries: 0, aggregations: 7 });

    expect(await getDailySalesOverview(period('2026-01-01', '2026-03-31'))).toBeNull();
  });

  it('is refused to anyone but an administrator', async () => {
    await signInWithEmail('moto1@sabor.dev', 'segredo1');
    await expect(getSalesOverview(period('2026-01-01', '2026-01-31'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDailySalesOverview(period('2026-01-10', '2026-01-10'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getOrdersPage(null)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('admin: every order', () => {
  const newestFirst = [...ORDERS].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((order) => order.id);

  it('previews the 3 newest orders of any restaurant, live', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const latest = await firstMatching<Order[]>((onNext, onError) => subscribeToLatestOrders(3, onNext, onError), (orders) => orders.length === 3);
    expect(latest.map((order) => order.id)).toEqual(newestFirst.slice(0, 3));
    expect(latest[0]).toMatchObject({ id: 'mineiro-legado', totalValue: 99.99, restaurantName: 'Sabor Mineiro' });
  });

  it('pages through every order, newest first, 20 at a time, without gaps or repeats', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const meter = newReadMeter();
    const seen: string[] = [];
    let cursor: OrdersCursor | null = null;
    let pages = 0;
    do {
      const page = await getOrdersPage(cursor, 20, meter);
      seen.push(...page.orders.map((order) => order.id));
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(newestFirst);
    expect(pages).toBe(4);
    expect(meter.documents).toBe(ORDERS.length);
  });
});
