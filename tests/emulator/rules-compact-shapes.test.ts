import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { productData } from '@/domain/catalog/menu.record';
import { MAX_OPTION_NAME } from '@/domain/catalog/catalog';
import { MAX_PIZZA_FLAVORS, MAX_PIZZA_SIZES } from '@/domain/catalog/product.form';
import { fullWeek, MAX_DAY_PERIODS } from '@/domain/restaurants/restaurant.form';
import { restaurantDataUpdate } from '@/domain/restaurants/restaurant.record';
import { as, seedRulesFixture, type Person } from './rules-fixtures';
import { createRulesEnvironment } from './support';

/**
 * The stored shapes made compact by issue #49 ('Bytes that fit'), as the app's writers store
 * them: a pizza's sizes and flavours as text, the week as text, and the restaurants' search
 * tokens apart from the restaurant. The shapes from before stay accepted (rules-catalogue.test.ts).
 */

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => seedRulesFixture(env));

const name = (prefix: string, length = MAX_OPTION_NAME) => `${prefix} ${'ç'.repeat(length)}`.slice(0, length);
const sizes = (count: number, price = 49.9) => Array.from({ length: count }, (_, i) => ({ name: name(`Tamanho ${i}`), basePrice: price + i }));
const flavors = (count: number, price = 4.5) => Array.from({ length: count }, (_, i) => ({ name: name(`Sabor "${i}"`), additionalPrice: price + i }));

const pizza = (options: { sizes?: ReturnType<typeof sizes>; flavors?: ReturnType<typeof flavors> } = {}): Record<string, unknown> => ({
  ...productData({
    nome: 'Pizza da Casa',
    descricao: 'Molho, muçarela e manjericão',
    categoriaId: 'c1',
    disponivel: true,
    imageUrl: null,
    complementos: [],
    type: 'pizza',
    sizes: options.sizes ?? sizes(3),
    flavors: options.flavors ?? flavors(2),
    meiaMeia: 'maior',
  }),
  ultimaAtualizacao: serverTimestamp(),
});

describe("a pizza's sizes and flavours as text (productData)", () => {
  it('a manager saves a pizza as the editor writes it, up to 6 sizes and 16 flavours of 60 characters', async () => {
    const db = as(env, 'staff1');
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), pizza()));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), pizza({ sizes: sizes(MAX_PIZZA_SIZES), flavors: flavors(MAX_PIZZA_FLAVORS) })));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), pizza({ flavors: [] })));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), pizza({ sizes: [{ name: 'Única', basePrice: 0.05 }], flavors: [{ name: 'Atum', additionalPrice: 0 }] })));
  });

  it('refuses more sizes or flavours, a size without a price, a negative surcharge, text that is not the pairs, and text beside invalid maps', async () => {
    const db = as(env, 'staff1');
    const write = (data: Record<string, unknown>) => setDoc(doc(db, 'restaurantes/r1/produtos/p2'), data);
    await assertFails(write(pizza({ sizes: sizes(MAX_PIZZA_SIZES + 1) })));
    await assertFails(write(pizza({ flavors: flavors(MAX_PIZZA_FLAVORS + 1) })));
    await assertFails(write(pizza({ sizes: [] })));
    await assertFails(write(pizza({ sizes: sizes(1, 0) })));
    await assertFails(write(pizza({ flavors: flavors(1, -1) })));
    await assertFails(write(pizza({ sizes: [{ name: 'x'.repeat(MAX_OPTION_NAME + 40), basePrice: 50 }] })));
    await assertFails(write({ ...pizza(), tamanhos: '[["G","50"]]' }));
    await assertFails(write({ ...pizza(), tamanhos: '[["G",50],{"foto":"x"}]' }));
    await assertFails(write({ ...pizza(), tamanhos: [{ name: 'G', basePrice: 50 }] }));
    await assertFails(write({ ...pizza(), sabores: 42 }));
    // Maps are read whenever `sizes` is a list (menu.record.ts), so they are what is checked.
    await assertFails(write({ ...pizza(), sizes: [{ name: 'G', basePrice: 0 }] }));
    await assertFails(write({ ...pizza(), sizes: 'G' }));
    const { tamanhos: _sizes, sabores: _flavors, ...withoutOptions } = pizza();
    await assertFails(write(withoutOptions));
    await assertFails(write({ ...withoutOptions, type: 'regular', preco: 10, tamanhos: '[["G",50]]' }));
  });
});

describe('the week as text on the restaurant (restaurantDataUpdate)', () => {
  const edit = (horarioFuncionamento: unknown) => ({
    nome: 'Restaurante Um Renovado',
    endereco: 'Rua Nova, 10',
    telefone: '(11) 3333-0000',
    logo: '/logo.png',
    taxaEntrega: 7.5,
    pedidoMinimo: 25,
    horarioFuncionamento,
  });
  const week = (periods: number) =>
    fullWeek([]).map((day) => ({ ...day, isOpen: day.dayIndex !== 1, periods: day.dayIndex === 1 ? [] : Array.from({ length: periods }, () => ({ open: '18:00', close: '02:00' })) }));

  it('a manager saves the week as the editor writes it, at most 4 periods a day', async () => {
    const db = as(env, 'staff1');
    const stored = (periods: number) => restaurantDataUpdate({ ...edit(week(periods)), tempoPreparoPadrao: 25, limiteAceiteMin: 8, exigePainelAberto: true, horarioFuncionamento: week(periods) });
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1'), stored(MAX_DAY_PERIODS)));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1'), stored(0)));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), stored(MAX_DAY_PERIODS + 1)));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), edit('aberto sempre')));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), edit('11:00-23:00||||||||')));
    await assertFails(updateDoc(doc(as(env, 'staff2'), 'restaurantes/r1'), edit('11:00-23:00||||||')));
  });
});

describe("the restaurants' search entries (buscaRestaurantes)", () => {
  const entry = (listado: boolean) => ({ indice: { busca: ['re', 'um'], cidade: 'sao paulo', listado } });

  it.each(['visitor', 'ana', 'staff1', 'admin'] as Person[])('%s reads listed ones only and writes none', async (who) => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'buscaRestaurantes/listada'), entry(true));
      await setDoc(doc(context.firestore(), 'buscaRestaurantes/oculta'), entry(false));
    });
    const db = as(env, who);
    await assertSucceeds(getDoc(doc(db, 'buscaRestaurantes/listada')));
    await assertFails(getDoc(doc(db, 'buscaRestaurantes/oculta')));
    await assertSucceeds(getDocs(query(collection(db, 'buscaRestaurantes'), where('indice.listado', '==', true))));
    await assertFails(getDocs(collection(db, 'buscaRestaurantes')));
    await assertFails(setDoc(doc(db, 'buscaRestaurantes/r1'), entry(true)));
  });
});
