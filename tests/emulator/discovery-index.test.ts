import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryKeysFor, searchTokenOf } from '@/domain/discovery/discovery-index';
import { backfillDiscoveryIndex } from '../../functions/src/stores/discovery-index';
import { createRulesEnvironment, PROJECT_ID } from './support';

/**
 * The discovery index against the real triggers in the Functions emulator
 * (onRestaurantWritten, indexProductForDiscovery): what lands on the documents, and that
 * the home's and the search's queries find by it.
 */

let env: RulesTestEnvironment;
let adminApp: App;
let db: AdminFirestore;

beforeAll(async () => {
  env = await createRulesEnvironment();
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'discovery-index');
  db = getAdminFirestore(adminApp);
});
afterAll(async () => {
  await deleteApp(adminApp);
  await env.cleanup();
});
beforeEach(() => env.clearFirestore());

const TRIGGER = { timeout: 60_000, interval: 250 };

const areas = (bairros: string[], outrosBairros = false) => ({ bairros: bairros.map((nome) => ({ nome, taxa: 5, minimo: null })), outrosBairros, gratisAcima: null });

async function indexOf(path: string): Promise<Record<string, unknown> | undefined> {
  return (await db.doc(path).get()).data()?.indice;
}

const windowOf = async (id: string) => (await db.doc(`vitrines/${id}`).get()).data();
const entryOf = (restaurantId: string, productId: string) => indexOf(`restaurantes/${restaurantId}/buscaPratos/${productId}`);

describe('the discovery index', () => {
  it('indexes restaurants and dishes as they are written and changed, and the home and the search find by it', { timeout: 90_000 }, async () => {
    await db.doc('restaurantes/nonna').set({ nome: 'Cantina da Nonna', cidade: 'São Paulo', listado: true, categoriasPrincipais: ['Massa'], areasEntrega: areas(['Pinheiros', 'Vila Madalena']) });
    await db.doc('restaurantes/carioca').set({ nome: 'Quiosque Carioca', cidade: 'Rio de Janeiro', listado: true, categoriasPrincipais: ['Petisco'], areasEntrega: areas(['Copacabana'], true) });
    await db.doc('restaurantes/nonna/produtos/lasanha').set({ nome: 'Lasanha à Bolonhesa', descricao: 'Massa fresca com ragu', type: 'regular', preco: 44.9 });
    await db.doc('restaurantes/carioca/produtos/lasanha').set({ nome: 'Lasanha de Camarão', descricao: '', type: 'regular', preco: 59.9 });

    await vi.waitFor(async () => {
      expect(await indexOf('buscaRestaurantes/nonna')).toEqual({ cidade: 'sao paulo', busca: expect.arrayContaining(['ca', 'cant', 'cantina', 'nonna', 'ma', 'massa']), listado: true });
      expect(await windowOf('nonna')).toMatchObject({
        nome: 'Cantina da Nonna',
        ordem: 'cantina da nonna',
        cidadeChave: 'sao paulo',
        entregaEm: ['sao paulo|pinheiros', 'sao paulo|vila madalena'],
        listado: true,
      });
      expect(await entryOf('nonna', 'lasanha')).toEqual({
        busca: expect.arrayContaining(['la', 'lasanha', 'bolonhesa', 'massa', 'ragu']),
        cidade: 'sao paulo',
        listado: true,
        restaurante: 'Cantina da Nonna',
      });
      expect(await entryOf('carioca', 'lasanha')).toMatchObject({ cidade: 'rio de janeiro', restaurante: 'Quiosque Carioca' });
    }, TRIGGER);
    // Neither the menu's dishes nor the restaurant the menu reads carry tokens (issue #49): the
    // entries apart do, a dish's with the dish as the search shows it.
    expect(await indexOf('restaurantes/nonna/produtos/lasanha')).toBeUndefined();
    expect(await indexOf('restaurantes/nonna')).toBeUndefined();
    expect((await db.doc('restaurantes/nonna/buscaPratos/lasanha').get()).data()).toMatchObject({ nome: 'Lasanha à Bolonhesa', preco: 44.9 });

    // The home in Pinheiros finds the Cantina only; in Botafogo (Rio) the Quiosque serves its other bairros.
    const home = async (cidade: string, bairro: string) =>
      (await db.collection('vitrines').where('listado', '==', true).where('entregaEm', 'array-contains-any', deliveryKeysFor({ cidade, bairro })).get()).docs.map((d) => d.id);
    expect(await home('sao paulo', 'PINHEIROS')).toEqual(['nonna']);
    expect(await home('Rio de Janeiro', 'Botafogo')).toEqual(['carioca']);
    expect(await home('São Paulo', 'Moema')).toEqual([]);

    // The search: one token, whatever the case and accents typed; scoped by city.
    const dishes = async (typed: string, cidade?: string) => {
      let query = db.collectionGroup('buscaPratos').where('indice.listado', '==', true).where('indice.busca', 'array-contains', searchTokenOf(typed));
      if (cidade) query = query.where('indice.cidade', '==', cidade);
      return (await query.get()).docs.map((d) => d.ref.path).sort();
    };
    for (const typed of ['lasanha', 'LASANHA', 'lasanhá', 'lasa']) {
      expect(await dishes(typed)).toEqual(['restaurantes/carioca/buscaPratos/lasanha', 'restaurantes/nonna/buscaPratos/lasanha']);
    }
    expect(await dishes('lasanha', 'sao paulo')).toEqual(['restaurantes/nonna/buscaPratos/lasanha']);

    // A save of the dish reaches its entry.
    await db.doc('restaurantes/nonna/produtos/lasanha').set({ nome: 'Lasanha Verde', descricao: '', type: 'regular', preco: 46 });
    await vi.waitFor(async () => expect(await entryOf('nonna', 'lasanha')).toMatchObject({ busca: expect.arrayContaining(['verde']) }), TRIGGER);

    // The restaurant renamed, then unlisted: its window and its dishes follow.
    await db.doc('restaurantes/nonna').update({ nome: 'Nonna Trattoria' });
    await vi.waitFor(async () => {
      expect(await indexOf('buscaRestaurantes/nonna')).toMatchObject({ busca: expect.arrayContaining(['trattoria']) });
      expect(await windowOf('nonna')).toMatchObject({ nome: 'Nonna Trattoria', ordem: 'nonna trattoria' });
      expect(await entryOf('nonna', 'lasanha')).toMatchObject({ restaurante: 'Nonna Trattoria' });
    }, TRIGGER);
    await db.doc('restaurantes/nonna').update({ listado: false });
    await vi.waitFor(async () => {
      expect(await entryOf('nonna', 'lasanha')).toMatchObject({ listado: false });
      expect(await windowOf('nonna')).toMatchObject({ listado: false });
      expect(await indexOf('buscaRestaurantes/nonna')).toMatchObject({ listado: false });
    }, TRIGGER);
    expect(await dishes('lasanha')).toEqual(['restaurantes/carioca/buscaPratos/lasanha']);

    // The panel's heartbeat reaches the card (it says when the panel went dark), not the search index.
    const before = await db.doc('buscaRestaurantes/carioca').get();
    const seen = new Date();
    await db.doc('restaurantes/carioca').update({ painelVistoEm: seen });
    await vi.waitFor(async () => expect((await windowOf('carioca'))?.painelVistoEm?.toMillis()).toBe(seen.getTime()), TRIGGER);
    // A dish deleted: its entry goes.
    await db.doc('restaurantes/carioca/produtos/lasanha').delete();
    await vi.waitFor(async () => expect(await entryOf('carioca', 'lasanha')).toBeUndefined(), TRIGGER);
    // The backfill finds everything already indexed, so writes nothing.
    expect(await backfillDiscoveryIndex(db)).toEqual({ restaurants: 2, products: 0 });
    expect((await db.doc('buscaRestaurantes/carioca').get()).data()?.indice).toEqual(before.data()?.indice);
    // A restaurant gone: its window and its search entry go.
    await db.doc('restaurantes/carioca').delete();
    await vi.waitFor(async () => {
      expect(await windowOf('carioca')).toBeUndefined();
      expect(await indexOf('buscaRestaurantes/carioca')).toBeUndefined();
    }, TRIGGER);
  });

  it('the backfill indexes data written without the triggers, a restaurant from before cities and a restaurant and a dish carrying their old index included', { timeout: 60_000 }, async () => {
    // The backfill runs beside the trigger, as it would on a live project: both write the same index.
    await db.doc('restaurantes/antigo').set({ name: 'Bar Antigo', listado: true, indice: { nome: 'bar antigo', cidade: null, entregaEm: ['*|*'], busca: ['ba'] } });
    await db.doc('restaurantes/antigo/produtos/p1').set({ nome: 'Pastel de Feira', type: 'regular', preco: 9, indice: { busca: ['pa'], cidade: null, listado: true, restaurante: 'Bar Antigo' } });
    const report = await backfillDiscoveryIndex(db, ['antigo']);
    expect(report.restaurants).toBe(1);
    await vi.waitFor(async () => {
      expect(await indexOf('buscaRestaurantes/antigo')).toEqual({ cidade: null, busca: expect.arrayContaining(['bar', 'antigo']), listado: true });
      expect(await indexOf('restaurantes/antigo')).toBeUndefined();
      expect(await windowOf('antigo')).toMatchObject({ nome: 'Bar Antigo', entregaEm: ['*|*'] });
      expect(await windowOf('antigo')).not.toHaveProperty('cidadeChave');
      expect(await entryOf('antigo', 'p1')).toMatchObject({ cidade: null, listado: true, restaurante: 'Bar Antigo', busca: expect.arrayContaining(['pastel']) });
      expect(await indexOf('restaurantes/antigo/produtos/p1')).toBeUndefined();
    }, TRIGGER);
    const legacy = await db.collection('vitrines').where('listado', '==', true).where('entregaEm', 'array-contains-any', deliveryKeysFor({ cidade: 'Recife', bairro: 'Boa Viagem' })).get();
    expect(legacy.docs.map((d) => d.id)).toEqual(['antigo']);
  });
});
