import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FoundDish } from '@/domain/discovery/search';
import { newReadMeter } from '@/services/read-meter';
import { searchCatalog, SEARCH_LIMITS } from '@/services/search';
import { createRulesEnvironment, OPEN_ALL_WEEK, withRulesOff } from './support';

/**
 * The search against the emulators, rules on, as a visitor: restaurants and products written as
 * their owners would, and their index left to the discovery-index trigger in the Functions
 * emulator (nothing here writes it), so what is found is what the trigger indexed.
 */

let env: RulesTestEnvironment;

const SAO_PAULO = { bairro: 'Pinheiros', cidade: 'São Paulo' };
const RIO = { bairro: 'Copacabana', cidade: 'rio de janeiro' };

const restaurant = (nome: string, cidade: string | null, extra: Record<string, unknown> = {}) => ({
  nome,
  ...(cidade ? { cidade } : {}),
  categoriasPrincipais: ['Massa'],
  horarioFuncionamento: OPEN_ALL_WEEK,
  exigePainelAberto: false,
  taxaEntrega: 5,
  pedidoMinimo: 0,
  publicado: true,
  listado: true,
  suspenso: null,
  ...extra,
});
const dish = (nome: string, descricao = 'Feita na casa') => ({ nome, descricao, type: 'regular', preco: 40, disponivel: true, categoriaId: null });

/** More São Paulo restaurants with 'lasanha' dishes than one search reads (SEARCH_LIMITS). */
const LASANHARIAS = Array.from({ length: 8 }, (_, index) => `lasanharia-${index + 1}`);

/** Every product written: its path, for waiting until the trigger has indexed it. */
const PRODUCTS: Record<string, Array<[string, ReturnType<typeof dish>]>> = {
  cantina: [
    ['lasanha', dish('Lasanha à Bolonhesa', 'Massa fresca, ragu de carne e bechamel.')],
    ['lasanha-frango', dish('Lasanha de Frango')],
    ['nhoque', dish('Nhoque ao Sugo')],
  ],
  fechada: [['bacalhau', dish('Bolinho de Bacalhau (6 un.)')]],
  carioca: [
    ['bacalhau', dish('Bolinho de Bacalhau (8 un.)')],
    ['lasanha', dish('Lasanha Carioca')],
  ],
  suspensa: [['lasanha', dish('Lasanha da Suspensa')]],
  ...Object.fromEntries(LASANHARIAS.map((id) => [id, [['a', dish(`Lasanha ${id}`)], ['b', dish(`Lasanha Verde ${id}`)]]])),
};

const dishNames = (dishes: FoundDish[]) => dishes.map(({ product, restaurant: from }) => `${product.nome} · ${from.nome}`).sort();

beforeAll(async () => {
  env = await createRulesEnvironment();
  await env.clearFirestore();
  await withRulesOff(env, async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'restaurantes/cantina'), restaurant('Cantina da Nonna', 'São Paulo'));
    const closed = OPEN_ALL_WEEK.map((day) => ({ ...day, isOpen: false, periods: [] }));
    batch.set(doc(db, 'restaurantes/fechada'), restaurant('Casa Fechada', 'Sao Paulo', { horarioFuncionamento: closed, categoriasPrincipais: ['Petisco'] }));
    batch.set(doc(db, 'restaurantes/carioca'), restaurant('Quiosque Carioca', 'Rio de Janeiro', { categoriasPrincipais: ['Petisco'] }));
    batch.set(doc(db, 'restaurantes/suspensa'), restaurant('Lasanhas Suspensas', 'São Paulo', { listado: false }));
    for (const id of LASANHARIAS) batch.set(doc(db, 'restaurantes', id), restaurant(`Lasanharia ${id.split('-')[1]}`, 'São Paulo'));
    await batch.commit();
    // Products after their restaurants, as an owner adds them: each trigger finds its restaurant.
    const products = writeBatch(db);
    for (const [restaurantId, items] of Object.entries(PRODUCTS)) for (const [id, data] of items) products.set(doc(db, 'restaurantes', restaurantId, 'produtos', id), data);
    await products.commit();
  });
  // The trigger indexes each write a moment later: wait until the search sees all of it.
  await vi.waitFor(
    async () => {
      const [bacalhau, everywhere] = await Promise.all([searchCatalog({ text: 'bacalhau', place: null }), searchCatalog({ text: 'verde', place: null })]);
      expect(bacalhau.dishes).toHaveLength(2);
      expect(everywhere.dishes).toHaveLength(LASANHARIAS.length);
    },
    { timeout: 60_000, interval: 500 },
  );
}, 90_000);

afterAll(async () => {
  await env.cleanup();
});

describe('searchCatalog: the token index, scoped by city, a bounded number of reads', () => {
  it('finds a dish by a word of its name in any case and with or without accents, in the chosen city only', async () => {
    for (const text of ['bolinho', 'BACALHAU', 'bacalháu', 'bacal']) {
      const results = await searchCatalog({ text, place: SAO_PAULO });
      // Quiosque Carioca's is in Rio; the closed restaurant's is found (the screen labels it).
      expect(dishNames(results.dishes), text).toEqual(['Bolinho de Bacalhau (6 un.) · Casa Fechada']);
    }
    const rio = await searchCatalog({ text: 'bacalhau', place: RIO });
    expect(dishNames(rio.dishes)).toEqual(['Bolinho de Bacalhau (8 un.) · Quiosque Carioca']);
    // No place chosen: every city.
    expect(dishNames((await searchCatalog({ text: 'bacalhau', place: null })).dishes)).toHaveLength(2);
    // A description's words are indexed whole, a name's by their starts too.
    expect(dishNames((await searchCatalog({ text: 'Ragu', place: SAO_PAULO })).dishes)).toEqual(['Lasanha à Bolonhesa · Cantina da Nonna']);
    expect((await searchCatalog({ text: 'rag', place: SAO_PAULO })).dishes).toEqual([]);
  });

  it('finds restaurants by name or home category, never one customers cannot see', async () => {
    const byName = await searchCatalog({ text: 'nonna', place: SAO_PAULO });
    expect(byName.restaurants.map((found) => found.nome)).toEqual(['Cantina da Nonna']);
    expect(byName.dishes).toEqual([]);
    const byCategory = await searchCatalog({ text: 'petisco', place: null });
    expect(byCategory.restaurants.map((found) => found.nome).sort()).toEqual(['Casa Fechada', 'Quiosque Carioca']);
    // 'Lasanhas Suspensas' is not listed: neither it nor its dish is found.
    const suspended = await searchCatalog({ text: 'suspensa', place: SAO_PAULO });
    expect(suspended).toEqual({ restaurants: [], dishes: [] });
  });

  it('filters by the other typed words: each must start a word of the name', async () => {
    const results = await searchCatalog({ text: 'lasanha  FRANGO', place: SAO_PAULO });
    expect(dishNames(results.dishes)).toEqual(['Lasanha de Frango · Cantina da Nonna']);
    expect(await searchCatalog({ text: 'lasanha camarão', place: SAO_PAULO })).toEqual({ restaurants: [], dishes: [] });
  });

  it('reads at most 30 documents however many match, and nothing for fewer than 2 letters', async () => {
    // 'lasanha' matches 8 Lasanharias by name and 2 + 16 São Paulo dishes.
    const meter = newReadMeter();
    const results = await searchCatalog({ text: 'lasanha', place: SAO_PAULO }, meter);
    expect(results.restaurants).toHaveLength(SEARCH_LIMITS.restaurants);
    expect(results.dishes).toHaveLength(SEARCH_LIMITS.dishes);
    expect(results.dishes.every(({ product }) => product.nome.startsWith('Lasanha') && product.restaurantId !== 'carioca')).toBe(true);
    expect(meter.queries).toBeLessThanOrEqual(3);
    expect(meter.documents).toBeLessThanOrEqual(30);
    expect(meter.billedReads).toBeLessThanOrEqual(30);

    const short = newReadMeter();
    expect(await searchCatalog({ text: 'a', place: SAO_PAULO }, short)).toEqual({ restaurants: [], dishes: [] });
    expect(short.queries).toBe(0);
  });

  it('never downloads a token: the entries come without them, the restaurants found as their shop windows (issue #49)', async () => {
    const answers: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...request: Parameters<typeof fetch>) => {
      const response = await realFetch(...request);
      answers.push(`${String(request[0])} ${await response.clone().text()}`);
      return response;
    });
    try {
      const results = await searchCatalog({ text: 'lasanha', place: SAO_PAULO });
      expect(results.restaurants.length).toBeGreaterThan(0);
      expect(results.dishes.length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(answers.length).toBe(3);
    expect(answers.join('\n')).not.toContain('"busca"');
    expect(answers.join('\n')).toContain('/vitrines/');
  });

  it('stops offering a restaurant and its dishes once it is delisted', async () => {
    await withRulesOff(env, (db) => updateDoc(doc(db, 'restaurantes/fechada'), { listado: false }));
    await vi.waitFor(
      async () => {
        const results = await searchCatalog({ text: 'bacalhau', place: SAO_PAULO });
        expect(results.dishes).toEqual([]);
        // Its search entry and window follow the same trigger run.
        expect((await searchCatalog({ text: 'petisco', place: null })).restaurants.map((found) => found.nome)).toEqual(['Quiosque Carioca']);
      },
      { timeout: 60_000, interval: 500 },
    );
  });
});
