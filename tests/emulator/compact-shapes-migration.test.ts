import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { productFromData } from '@/domain/catalog/menu.record';
import { RIDER_OFFERS, riderOfferId } from '@/domain/delivery/rider-offer';
import { storeFactsFromData } from '@/domain/restaurants/store-facts.record';
import { migrateCompactShapes } from '../../functions/src/stores/compact-shapes';
import { backfillRiderOffers } from '../../functions/src/orders/rider-offers';
import { FIRESTORE_HOST, OPEN_ALL_WEEK, PROJECT_ID } from './support';

/**
 * Issue #49's one-offs against the emulator through the Admin SDK, beside the triggers:
 * scripts/migrate-compact-shapes.mjs rewrites what was stored before the compact shapes and reads
 * the same after; scripts/backfill-rider-offers.mjs writes only the offers that are missing.
 */
let app: App;
let db: Firestore;
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, 'compact-shapes');
  db = getFirestore(app);
  for (const id of ['compacta', 'ofertas']) await db.recursiveDelete(db.collection('restaurantes').doc(`migra-${id}`));
});
afterAll(() => deleteApp(app));

const TRIGGER = { timeout: 60_000, interval: 250 };

it('rewrites old weeks and pizzas as text and moves the tokens, reading the same; a dry run and a second run change nothing', { timeout: 90_000 }, async () => {
  const sizes = [
    { name: 'Broto', basePrice: 39.9 },
    { name: 'Grande', basePrice: 59.9 },
  ];
  const flavors = [{ name: 'Atum', additionalPrice: 4 }];
  await db.doc('restaurantes/migra-compacta').set({ nome: 'Pizzaria Antiga', cidade: 'São Paulo', listado: true, horarioFuncionamento: OPEN_ALL_WEEK, indice: { cidade: 'sao paulo', busca: ['pi'] } });
  await db.doc('restaurantes/migra-compacta/produtos/p1').set({ nome: 'Pizza de Atum', type: 'pizza', sizes, flavors, disponivel: true });
  const before = {
    week: storeFactsFromData('x', (await db.doc('restaurantes/migra-compacta').get()).data() ?? {}).horarioFuncionamento,
    pizza: productFromData('p1', 'migra-compacta', (await db.doc('restaurantes/migra-compacta/produtos/p1').get()).data() ?? {}),
  };

  const dry = await migrateCompactShapes(db, { dryRun: true });
  expect(dry.weeks).toBeGreaterThanOrEqual(1);
  expect(dry.pizzas).toBeGreaterThanOrEqual(1);
  expect(Array.isArray((await db.doc('restaurantes/migra-compacta').get()).get('horarioFuncionamento'))).toBe(true);

  await migrateCompactShapes(db);
  const restaurant = (await db.doc('restaurantes/migra-compacta').get()).data() ?? {};
  const pizza = (await db.doc('restaurantes/migra-compacta/produtos/p1').get()).data() ?? {};
  expect(typeof restaurant.horarioFuncionamento).toBe('string');
  expect(restaurant.indice).toBeUndefined();
  expect(pizza).toMatchObject({ tamanhos: '[["Broto",39.9],["Grande",59.9]]', sabores: '[["Atum",4]]' });
  expect(pizza).not.toHaveProperty('sizes');
  // The same hours (the days named by the reader, whatever label the maps carried).
  const hours = (days: typeof before.week) => days.map(({ dayIndex, isOpen, periods }) => ({ dayIndex, isOpen, periods: isOpen ? periods : [] }));
  expect(hours(storeFactsFromData('x', restaurant).horarioFuncionamento)).toEqual(hours(before.week));
  expect(productFromData('p1', 'migra-compacta', pizza)).toEqual(before.pizza);
  await vi.waitFor(async () => expect((await db.doc('buscaRestaurantes/migra-compacta').get()).get('indice')).toMatchObject({ busca: expect.arrayContaining(['pizzaria', 'antiga']) }), TRIGGER);

  const written = (await db.doc('restaurantes/migra-compacta/produtos/p1').get()).updateTime;
  await migrateCompactShapes(db);
  expect((await db.doc('restaurantes/migra-compacta/produtos/p1').get()).updateTime?.isEqual(written!)).toBe(true);
});

it("the riders' offers backfill writes only the missing offers, and says how many", { timeout: 90_000 }, async () => {
  const order = { status: 'aguardando_entregador', deliverymanId: null, restaurantName: 'Migra', totalValue: 30, createdAt: new Date() };
  await db.doc('restaurantes/migra-ofertas').set({ nome: 'Migra' });
  await db.doc('restaurantes/migra-ofertas/pedidos/o1').set(order);
  await db.doc('restaurantes/migra-ofertas/pedidos/o2').set(order);
  const offer = (id: string) => db.collection(RIDER_OFFERS).doc(riderOfferId('migra-ofertas', id));
  // The order trigger offers both; one offer is then lost (an order from before offers).
  await vi.waitFor(async () => expect((await offer('o1').get()).exists && (await offer('o2').get()).exists).toBe(true), TRIGGER);
  await offer('o2').delete();
  const kept = (await offer('o1').get()).updateTime;

  const report = await backfillRiderOffers(db);
  expect(report.waiting).toBeGreaterThanOrEqual(2);
  expect(report.missing).toBeGreaterThanOrEqual(1);
  expect(report.written).toBe(report.missing);
  expect((await offer('o2').get()).exists).toBe(true);
  expect((await offer('o1').get()).updateTime?.isEqual(kept!)).toBe(true);
});
