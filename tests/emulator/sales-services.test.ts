import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp as AdminTimestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { doc, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantCommission, RestaurantSalesSort, SalesOverview } from '@/domain/sales/sales-overview';
import type { Order } from '@/domain/orders/order';
import { PLATFORM_SHARDS } from '@/domain/sales/sales-rollups';
import { signInWithEmail } from '@/services/accounts';
import { periodFromInputs } from '@/domain/sales/report-periods';
import { type DateRange } from '@/domain/shared/date-range';
import {
  getAllRestaurantSales,
  getOrdersPage,
  getPlatformSales,
  getRestaurantSalesPage,
  newReadMeter,
  subscribeToLatestOrders,
  type OrdersCursor,
  type ReadMeter,
  type RestaurantSalesCursor,
  type RestaurantSalesPage,
} from '@/services/sales';
import { signOut } from '@/services/session';
import { rollUpOrder } from '../../functions/src/money/sales-rollups';
import { clearAuthUsers, createAuthUser, createRulesEnvironment, FIRESTORE_HOST, firstMatching, PROJECT_ID, withRulesOff } from './support';

/**
 * The admin dashboard's services against the emulators, rules on, compared with figures computed
 * here independently (plain loops over the seeded orders, integer centavos). The figures come from
 * the sales rollups that the onOrderWritten trigger keeps in the Functions emulator.
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
  // 10% of each sale, half a centavo up, in integers (SPEC.md section 9: of each order's totalValue).
  const commission = (sales: Seeded[]) => sales.reduce((sum, order) => sum + Math.floor((Math.round(order.totalValue! * 100) + 5) / 10), 0);
  const rows = RESTAURANTS.flatMap((restaurant) => {
    const mine = inPeriod.filter((order) => order.restaurantId === restaurant.id);
    if (mine.length === 0) return [];
    const sales = mine.filter((order) => SOLD.includes(order.status) && typeof order.totalValue === 'number');
    return [{ restaurantId: restaurant.id, restaurantName: restaurant.nome, orderCount: mine.length, saleCount: sales.length, salesTotal: centavos(sales), commission: commission(sales) }];
  });
  const inProgress = inPeriod.filter((order) => IN_PROGRESS.includes(order.status) && typeof order.totalValue === 'number');
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const saleCount = sum((row) => row.saleCount);
  const overview = {
    orderCount: sum((row) => row.orderCount),
    saleCount,
    salesTotal: sum((row) => row.salesTotal),
    inProgressCount: inProgress.length,
    inProgressTotal: centavos(inProgress),
    commission: sum((row) => row.commission),
    averageCommission: saleCount > 0 ? Math.round(sum((row) => row.commission) / saleCount) : 0,
  };
  return { rows, overview };
}

function salesPerDay(orders: Seeded[], days: string[]) {
  return days.map((day) => {
    const sold = orders.filter((order) => spDay(order.createdAt) === day && SOLD.includes(order.status) && typeof order.totalValue === 'number');
    return { day, count: sold.length, total: centavos(sold) };
  });
}

const ORDERS = buildOrders();
const JANUARY = period('2026-01-01', '2026-01-31');

/** Every row of the restaurants' table, page by page. */
async function allPages(range: DateRange, sort: RestaurantSalesSort, pageSize: number, meter?: ReadMeter) {
  const rows: RestaurantCommission[] = [];
  let cursor: RestaurantSalesCursor | null = null;
  let pages = 0;
  do {
    const page: RestaurantSalesPage = await getRestaurantSalesPage(range, sort, cursor, pageSize, meter);
    rows.push(...page.rows);
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < 20);
  return { rows, pages };
}

let adminApp: App;
let adminDb: AdminFirestore;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'sales-services');
  adminDb = getAdminFirestore(adminApp);
  env = await createRulesEnvironment();
  await signOut();
  await clearAuthUsers();
  await createAuthUser({ uid: 'chefe', email: 'chefe@sabor.dev', password: 'segredo1' });
  await createAuthUser({ uid: 'moto1', email: 'moto1@sabor.dev', password: 'segredo1' });
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
  // The onOrderWritten trigger rolls every written order up on its own (the emulators pass each
  // write to it); wait until it has, as the dashboard would show it.
  await signInWithEmail('chefe@sabor.dev', 'segredo1');
  const { overview } = expectedFigures(ORDERS, '2026-01-01', '2026-01-31');
  await vi.waitFor(async () => expect((await getPlatformSales(JANUARY)).overview).toEqual(overview), { timeout: 90_000, interval: 500 });
  await signOut();
}, 120_000);

afterAll(async () => {
  await signOut();
  await env.cleanup();
  await deleteApp(adminApp);
});

beforeEach(async () => {
  await signOut();
});

describe('admin: sales and commission from the rollups the trigger keeps', () => {
  it('gives a month equal to the orders in it, with its days, from about two reads per day', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const meter = newReadMeter();
    const { overview, days } = await getPlatformSales(JANUARY, meter);
    const expected = expectedFigures(ORDERS, '2026-01-01', '2026-01-31');
    expect(overview).toEqual(expected.overview);
    expect(overview.orderCount).toBe(61);
    // New orders (not answered) and lost ones are neither sold nor in progress.
    expect(overview.saleCount + overview.inProgressCount).toBeLessThan(overview.orderCount - 1);
    expect(overview.inProgressCount).toBeGreaterThan(5);
    const january = Array.from({ length: 31 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`);
    expect(days).toEqual(salesPerDay(ORDERS, january));
    expect(days!.filter((day) => day.total > 0).length).toBeGreaterThanOrEqual(4);
    // One query, one document per platform shard and day with orders: never one per order.
    expect(meter.queries).toBe(1);
    expect(meter.documents).toBeLessThanOrEqual(31 * PLATFORM_SHARDS);
    expect(meter.documents).toBeLessThan(ORDERS.length / 4);
    expect(await getPlatformSales(period('2026-01-01', '2026-03-31'))).toMatchObject({ days: null });
  });

  it('lists the restaurants of a month, a day or any run of days, page by page, sorted three ways', async () => {
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const byCommission = (rows: ReturnType<typeof expectedFigures>['rows']) => [...rows].sort((a, b) => b.commission - a.commission || (a.restaurantId < b.restaurantId ? -1 : 1));
    for (const [from, to] of [
      ['2026-01-01', '2026-01-31'],
      ['2026-01-08', '2026-01-09'],
      ['2026-01-09', '2026-01-09'],
    ] as const) {
      const { rows } = expectedFigures(ORDERS, from, to);
      const range = period(from, to);
      const meter = newReadMeter();
      const paged = await allPages(range, 'comissao', 2, meter);
      expect(paged.rows, `${from} to ${to}`).toEqual(byCommission(rows));
      // 'Restaurante Sem Pedidos' has no orders, so no rollup and no row.
      expect(paged.rows.map((row) => row.restaurantId)).not.toContain('vazio');
      // Two rows a page (a last, empty page may be read to learn there is no more).
      expect(paged.pages).toBeGreaterThanOrEqual(Math.ceil(rows.length / 2));
      expect(paged.pages).toBeLessThanOrEqual(Math.ceil(rows.length / 2) + 1);
      expect(meter.documents).toBeLessThanOrEqual(from === to || to === '2026-01-31' ? rows.length : rows.length * 2);
      expect((await allPages(range, 'pedidos', 20)).rows.map((row) => row.orderCount)).toEqual([...rows].map((row) => row.orderCount).sort((a, b) => b - a));
      expect((await allPages(range, 'nome', 20)).rows.map((row) => row.restaurantName)).toEqual(
        [...rows].map((row) => row.restaurantName).sort((a, b) => a.localeCompare(b, 'pt-BR')),
      );
      expect(await getAllRestaurantSales(range, 'comissao')).toEqual(byCommission(rows));
    }
  });

  it('follows an order that changes status twice, and a retried trigger adds nothing', async () => {
    const february = period('2026-02-01', '2026-02-28');
    const order = adminDb.doc('restaurantes/burger/pedidos/vai-e-volta');
    const base = { restaurantId: 'burger', restaurantName: 'Burger do Bairro', userId: 'ana', totalValue: 45.55, createdAt: AdminTimestamp.fromDate(new Date('2026-02-14T22:00:00Z')) };
    await signInWithEmail('chefe@sabor.dev', 'segredo1');
    const settled = (figures: Partial<SalesOverview>) =>
      vi.waitFor(async () => expect((await getPlatformSales(february)).overview).toMatchObject(figures), { timeout: 60_000, interval: 300 });

    try {
      await order.set({ ...base, status: 'novo_pedido' });
      await settled({ orderCount: 1, saleCount: 0, inProgressCount: 0 });
      await order.update({ status: 'em_preparacao' });
      await settled({ orderCount: 1, saleCount: 0, inProgressCount: 1, inProgressTotal: 4_555 });
      await order.update({ status: 'entregue' });
      await settled({ orderCount: 1, saleCount: 1, salesTotal: 4_555, commission: 456, inProgressCount: 0, inProgressTotal: 0 });

      // A retry runs the function again for the same order: the ledger says it is counted.
      const before = await adminDb.collection('vendasPlataforma').where('mes', '==', '2026-02').get();
      expect(await rollUpOrder(adminDb, 'burger', 'vai-e-volta')).toBe(false);
      expect(await rollUpOrder(adminDb, 'burger', 'vai-e-volta')).toBe(false);
      const after = await adminDb.collection('vendasPlataforma').where('mes', '==', '2026-02').get();
      expect(after.docs.map((document) => document.data().pedidos)).toEqual(before.docs.map((document) => document.data().pedidos));
      expect(after.docs.map((document) => document.updateTime)).toEqual(before.docs.map((document) => document.updateTime));
      expect(await getRestaurantSalesPage(february, 'comissao', null)).toMatchObject({ rows: [{ restaurantId: 'burger', orderCount: 1, saleCount: 1, salesTotal: 4_555, commission: 456 }] });

      // Deleted, it leaves the figures.
      await order.delete();
      await settled({ orderCount: 0, saleCount: 0, salesTotal: 0, commission: 0 });
    } finally {
      // The other tests count every order: leave none behind, even when this one fails.
      await order.delete();
    }
  }, 120_000);

  it('is refused to anyone but an administrator', async () => {
    await signInWithEmail('moto1@sabor.dev', 'segredo1');
    await expect(getPlatformSales(JANUARY)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getRestaurantSalesPage(JANUARY, 'comissao', null)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getRestaurantSalesPage(period('2026-01-08', '2026-01-09'), 'comissao', null)).rejects.toMatchObject({ code: 'permission-denied' });
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
