import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import { HOME_PAGE_SIZE } from '@/domain/discovery/home-listing';
import { getRestaurantsPage, type HomeListingRequest } from '@/services/home-listing';
import type { PageCursor } from '@/services/paging';
import { backfillDiscoveryIndex } from '../../functions/src/stores/discovery-index';
import { startEachTestClean } from './clean-suite';
import { OPEN_ALL_WEEK, PROJECT_ID } from './support';

/**
 * The home's reads (services/home-listing.ts) as a visitor, rules on, against restaurants indexed
 * by the Function's own code: the bulk by the backfill (as the seed does: 28 trigger runs at once
 * take a minute on a busy 2-core machine), one more by the real trigger (onRestaurantWritten).
 */

startEachTestClean(() => undefined);

let adminApp: App;
let db: AdminFirestore;
beforeAll(() => {
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'home-listing');
  db = getAdminFirestore(adminApp);
});
afterAll(() => deleteApp(adminApp));

// The 28 restaurants written at once queue 28 trigger runs ahead of the ones this test waits for.
const TRIGGER = { timeout: 60_000, interval: 250 };
const areas = (bairros: string[], outrosBairros = false) => ({ bairros: bairros.map((nome) => ({ nome, taxa: 5, minimo: null })), outrosBairros, gratisAcima: null });
const restaurant = (nome: string, cidade: string, extra: Record<string, unknown> = {}) => ({
  nome,
  cidade,
  listado: true,
  horarioFuncionamento: OPEN_ALL_WEEK,
  categoriasPrincipais: ['Lanches'],
  ...extra,
});

/** Every page of a request, in order, as the home scrolls to the end. */
async function allPages(request: Omit<HomeListingRequest, 'after'>): Promise<{ pages: string[][] }> {
  const pages: string[][] = [];
  let after: PageCursor | null = null;
  do {
    const page: Awaited<ReturnType<typeof getRestaurantsPage>> = await getRestaurantsPage({ ...request, after });
    pages.push(page.restaurants.map((item) => item.nome));
    after = page.next;
  } while (after !== null);
  return { pages };
}

describe('the home by place', () => {
  it("pages the place's restaurants by name without repeats or gaps, and a chip lists the category in the city", { timeout: 240_000 }, async () => {
    const cambui = Array.from({ length: 23 }, (_, index) => `Cambuí ${String(index + 1).padStart(2, '0')}`);
    const batch = db.batch();
    cambui.forEach((nome, index) => batch.set(db.doc(`restaurantes/cambui-${index}`), restaurant(nome, 'Campinas', { areasEntrega: areas(['Cambuí', 'Taquaral']) })));
    // Its other bairros: found by 'campinas|*'. An accented first letter sorts by its letter.
    batch.set(db.doc('restaurantes/avila'), restaurant('Ávila Lanches', 'Campinas', { areasEntrega: areas(['Barão Geraldo'], true) }));
    batch.set(db.doc('restaurantes/zeca'), restaurant('Zeca Burger', 'campinas', { areasEntrega: areas(['Cambuí']) }));
    // Not for Cambuí: another bairro of Campinas (a chip still lists it), another city, unlisted.
    batch.set(db.doc('restaurantes/taquaral'), restaurant('Só Taquaral', 'Campinas', { areasEntrega: areas(['Taquaral']) }));
    batch.set(db.doc('restaurantes/paulista'), restaurant('Paulista do Cambuí', 'São Paulo', { areasEntrega: areas(['Cambuí'], true) }));
    batch.set(db.doc('restaurantes/fechado'), restaurant('Cambuí Fechado', 'Campinas', { listado: false, areasEntrega: areas(['Cambuí']) }));
    await batch.commit();
    await backfillDiscoveryIndex(db);

    const place: DeliveryPlace = { cidade: 'CAMPINAS', bairro: 'cambui' };
    const served = ['Ávila Lanches', ...cambui, 'Zeca Burger'];
    const { pages } = await allPages({ place, category: null });
    expect(pages.map((page) => page.length)).toEqual([HOME_PAGE_SIZE, served.length - HOME_PAGE_SIZE]);
    expect(pages.flat()).toEqual(served);

    // A chip: the category within the city, whether or not it serves the bairro (the card says
    // so), once the trigger has moved the new categories to the windows.
    await db.doc('restaurantes/taquaral').update({ categoriasPrincipais: ['Doces'] });
    await db.doc('restaurantes/zeca').update({ categoriasPrincipais: ['Doces', 'Lanches'] });
    await vi.waitFor(async () => expect((await allPages({ place, category: 'Doces' })).pages).toEqual([['Só Taquaral', 'Zeca Burger']]), TRIGGER);
    // No place: the category everywhere; nothing chosen: every listed restaurant.
    await db.doc('restaurantes/paulista').update({ categoriasPrincipais: ['Doces'] });
    await vi.waitFor(async () => expect((await allPages({ place: null, category: 'Doces' })).pages).toEqual([['Paulista do Cambuí', 'Só Taquaral', 'Zeca Burger']]), TRIGGER);
    expect((await allPages({ place: null, category: null })).pages.flat()).toHaveLength(27);
    // Another city's bairro of the same name is not Campinas's.
    expect((await allPages({ place: { cidade: 'São Paulo', bairro: 'Cambuí' }, category: null })).pages).toEqual([['Paulista do Cambuí']]);

    // A refresh reads what is shown again in one request.
    expect((await getRestaurantsPage({ place, category: null, after: null, pageSize: served.length })).restaurants.map((item) => item.nome)).toEqual(served);

    // A partner opened now is indexed by the trigger and comes in its place by name.
    await db.doc('restaurantes/novo').set(restaurant('Cambuí 10 e Meio', 'Campinas', { areasEntrega: areas(['Cambuí']) }));
    await vi.waitFor(async () => expect((await allPages({ place, category: null })).pages.flat()).toEqual([...served.slice(0, 11), 'Cambuí 10 e Meio', ...served.slice(11)]), TRIGGER);
  });
});
