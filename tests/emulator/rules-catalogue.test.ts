import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEEKDAY_KEYS, WEEKDAY_LABELS } from '@/domain/restaurants/restaurant';
import { as, PEOPLE, seedRulesFixture, type Person } from './rules-fixtures';
import { createRulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => seedRulesFixture(env));

const EVERYONE: Person[] = ['visitor', 'ana', 'bia', 'staff1', 'staff2', 'moto1', 'moto2', 'admin'];
const NOT_STAFF_OF_R1: Person[] = ['visitor', 'ana', 'staff2', 'moto1', 'admin'];

const restaurantEdit = {
  nome: 'Restaurante Um Renovado',
  endereco: 'Rua Nova, 10',
  telefone: '(11) 3333-0000',
  logo: '/logo.png',
  taxaEntrega: 7.5,
  pedidoMinimo: 25,
  horarioFuncionamento: [
    { day: 'Domingo', key: 'sunday', dayIndex: 0, isOpen: false, periods: [] },
    { day: 'Sexta-feira', key: 'friday', dayIndex: 5, isOpen: true, periods: [{ open: '11:30', close: '15:00' }, { open: '18:00', close: '02:00' }] },
  ],
};

const friday = (overrides: Record<string, unknown>) => ({ ...restaurantEdit, horarioFuncionamento: [{ ...restaurantEdit.horarioFuncionamento[1], ...overrides }] });
const fourPeriods = Array.from({ length: 4 }, () => ({ open: '10:00', close: '11:00' }));

const regular = () => ({ nome: 'Pastel de Queijo', descricao: 'Muçarela', categoriaId: 'c1', disponivel: true, imageUrl: null, ultimaAtualizacao: serverTimestamp(), type: 'regular', preco: 11 });
const pizza = () => ({
  nome: 'Pizza',
  descricao: '',
  categoriaId: 'c1',
  disponivel: true,
  ultimaAtualizacao: serverTimestamp(),
  type: 'pizza',
  sizes: [{ name: 'Grande', basePrice: 50 }],
  flavors: [{ name: 'Calabresa', additionalPrice: 0 }],
});

describe('restaurantes', () => {
  it.each(EVERYONE)('%s reads restaurants, categories, products and reviews', async (who) => {
    const db = as(env, who);
    await assertSucceeds(getDoc(doc(db, 'restaurantes/r1')));
    await assertSucceeds(getDoc(doc(db, 'restaurantes/r1/categorias/c1')));
    await assertSucceeds(getDoc(doc(db, 'restaurantes/r1/produtos/p1')));
    await assertSucceeds(getDoc(doc(db, 'restaurantes/r1/avaliacoes/ja-avaliado')));
  });

  it('who registered it (owner, CNPJ, razão social) is read by its owner and managers and the operators only; written by nobody (issue #39)', async () => {
    await assertSucceeds(getDoc(doc(as(env, 'staff1'), 'restaurantes/r1/privado/cadastro')));
    await assertSucceeds(getDoc(doc(as(env, 'admin'), 'restaurantes/r1/privado/cadastro')));
    for (const who of ['caixa1', 'staff2', 'ana', 'moto1', 'visitor'] as Person[]) await assertFails(getDoc(doc(as(env, who), 'restaurantes/r1/privado/cadastro')));
    await assertFails(setDoc(doc(as(env, 'staff1'), 'restaurantes/r1/privado/cadastro'), { uidDono: 'staff1-amigo' }));
    await assertFails(setDoc(doc(as(env, 'admin'), 'restaurantes/r1/privado/cadastro'), { uidDono: 'staff2' }));
  });

  it('its commercial terms (rate, contract and who accepted it, a proposal, why it is suspended) are read by its dono and gerentes and the operators only; the public document names nobody (issue #51)', async () => {
    const terms = 'restaurantes/r1/privado/comercial';
    const seen = await assertSucceeds(getDoc(doc(as(env, 'staff1'), terms)));
    expect(seen.data()).toMatchObject({ comissaoPercentual: 10, contrato: { aceitoPor: 'staff1' }, contratoProposto: { comissaoPercentual: 8 } });
    await assertSucceeds(getDoc(doc(as(env, 'admin'), terms)));
    for (const who of ['caixa1', 'staff2', 'ana', 'moto1', 'visitor'] as Person[]) await assertFails(getDoc(doc(as(env, who), terms)));
    for (const who of ['staff1', 'admin'] as Person[]) await assertFails(setDoc(doc(as(env, who), terms), { comissaoPercentual: 1 }));
    // What a visitor reads of the restaurant: no rate, contract, proposal or reason, and no person's uid anywhere in it.
    const visible = (await assertSucceeds(getDoc(doc(as(env, 'visitor'), 'restaurantes/r1')))).data() ?? {};
    expect(Object.keys(visible).filter((key) => ['comissaoPercentual', 'contrato', 'contratoProposto', 'uidDono'].includes(key))).toEqual([]);
    const text = JSON.stringify(visible);
    for (const uid of [...Object.values(PEOPLE).map((person) => person.uid)]) expect(text).not.toContain(`"${uid}"`);
  });

  it('staff edit their restaurant’s data', async () => {
    await assertSucceeds(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), restaurantEdit));
  });

  it.each(['visitor', 'ana', 'staff2', 'moto1'] as Person[])('%s cannot edit restaurant r1', async (who) => {
    await assertFails(updateDoc(doc(as(env, who), 'restaurantes/r1'), restaurantEdit));
  });

  it('staff cannot change the owner, or write invalid values', async () => {
    const db = as(env, 'staff1');
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { uidDono: 'staff1-amigo' }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, taxaEntrega: -1 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, nome: '' }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, pedidoMinimo: 'dez' }));
    // Delivery areas are saved only by the saveDeliveryAreas function (checked entry by entry).
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, areasEntrega: { bairros: [], outrosBairros: true, gratisAcima: null } }));
  });

  it('staff save a Pix key with the name and city to show, or remove it; anything else in it is refused', async () => {
    const db = as(env, 'staff1');
    const withPix = (pix: unknown) => updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, pix });
    const pix = { tipo: 'telefone', chave: '+5511987654321', titular: 'Cantina da Nona', cidade: 'Campinas' };
    await assertSucceeds(withPix(pix));
    await assertSucceeds(withPix({ tipo: 'cpf', chave: '12345678909' }));
    await assertSucceeds(withPix(null));
    await assertFails(withPix({ ...pix, tipo: 'boleto' }));
    await assertFails(withPix({ ...pix, chave: 'x'.repeat(78) }));
    await assertFails(withPix({ ...pix, chave: '' }));
    await assertFails(withPix({ ...pix, titular: 'x'.repeat(61) }));
    await assertFails(withPix({ ...pix, cidade: 7 }));
    await assertFails(withPix({ ...pix, banco: 'Nubank' }));
    await assertFails(withPix({ tipo: 'cpf' }));
    await assertFails(withPix('12345678909'));
    await assertFails(updateDoc(doc(as(env, 'staff2'), 'restaurantes/r1'), { ...restaurantEdit, pix }));
  });

  it('accepts a full week of four periods a day (within the rules’ expression budget)', async () => {
    const week = WEEKDAY_KEYS.map((key, dayIndex) => ({ day: WEEKDAY_LABELS[key], key, dayIndex, isOpen: true, periods: fourPeriods }));
    await assertSucceeds(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { ...restaurantEdit, horarioFuncionamento: week }));
  });

  it('checks every opening-hours day: known fields, an open flag, at most 4 periods and 7 days', async () => {
    const db = as(env, 'staff1');
    const edit = (data: Record<string, unknown>) => updateDoc(doc(db, 'restaurantes/r1'), data);
    await assertSucceeds(edit(friday({ periods: fourPeriods })));
    await assertFails(edit(friday({ periods: [...fourPeriods, { open: '12:00', close: '13:00' }] })));
    await assertFails(edit(friday({ periods: 'o dia todo' })));
    await assertFails(edit(friday({ isOpen: 'sim' })));
    await assertFails(edit(friday({ extra: 'x'.repeat(100_000) })));
    // The day's label and key are capped (the periods' contents do not fit the rules' budget).
    await assertSucceeds(edit(friday({ day: 'x'.repeat(20) })));
    await assertFails(edit(friday({ day: 'x'.repeat(500_000) })));
    await assertFails(edit(friday({ key: 'x'.repeat(11) })));
    await assertFails(edit({ ...restaurantEdit, name: 'x'.repeat(81) }));
    await assertFails(edit({ ...restaurantEdit, horarioFuncionamento: Array.from({ length: 8 }, () => restaurantEdit.horarioFuncionamento[0]) }));
    await assertFails(edit({ ...restaurantEdit, horarioFuncionamento: 'sempre aberto' }));
  });

  // Restaurants come from approved applications and are listed and suspended by the functions of
  // issue #24 (tests/emulator/onboarding-functions.test.ts): no client writes those, admins included.
  it('nobody creates, deletes, lists, suspends or hands over a restaurant from a client', async () => {
    await assertFails(updateDoc(doc(as(env, 'admin'), 'restaurantes/r1'), { uidDono: 'staff2' }));
    await assertFails(setDoc(doc(as(env, 'admin'), 'restaurantes/r3'), { nome: 'Três' }));
    await assertFails(setDoc(doc(as(env, 'staff1'), 'restaurantes/r4'), { nome: 'Quatro' }));
    await assertFails(deleteDoc(doc(as(env, 'staff1'), 'restaurantes/r1')));
    await assertFails(deleteDoc(doc(as(env, 'admin'), 'restaurantes/r1')));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { listado: true }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { suspenso: null }));
    await assertFails(updateDoc(doc(as(env, 'admin'), 'restaurantes/r1'), { suspenso: { motivo: 'x' } }));
  });
});

describe('categorias', () => {
  it('staff add, rename and delete their categories', async () => {
    const db = as(env, 'staff1');
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: 'Bebidas', createdAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: 'Bebidas geladas' }));
    await assertSucceeds(deleteDoc(doc(db, 'restaurantes/r1/categorias/c2')));
  });

  it('refuses a blank name, extra fields, a client clock and a changed createdAt', async () => {
    const db = as(env, 'staff1');
    await assertFails(setDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: '   ', createdAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: 'X', createdAt: serverTimestamp(), cor: 'azul' }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: 'X', createdAt: new Date() }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/categorias/c1'), { createdAt: serverTimestamp() }));
  });

  it.each(NOT_STAFF_OF_R1)('%s cannot touch r1’s categories', async (who) => {
    const db = as(env, who);
    await assertFails(setDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: 'Bebidas', createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/categorias/c1'), { nome: 'Hack' }));
    await assertFails(deleteDoc(doc(db, 'restaurantes/r1/categorias/c1')));
  });
});

describe('produtos', () => {
  it('staff add regular products and pizzas, edit and delete them', async () => {
    const db = as(env, 'staff1');
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), regular()));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p3'), pizza()));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p1'), { ...regular(), nome: 'Pastel de Carne', disponivel: false }));
    await assertSucceeds(deleteDoc(doc(db, 'restaurantes/r1/produtos/p2')));
  });

  it('refuses a price of zero, a pizza with a price, a pizza without sizes, unknown fields and a client clock', async () => {
    const db = as(env, 'staff1');
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), preco: 0 }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...pizza(), preco: 10 }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...pizza(), sizes: [] }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...pizza(), sizes: [{ name: 'G', basePrice: 0 }] }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), destaque: true }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), ultimaAtualizacao: new Date() }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), type: 'combo' }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), nome: '' }));
  });

  it("takes a regular dish's 'de/por': below its price, a later end, at most 31 days; never on a pizza (issue #40)", async () => {
    const db = as(env, 'staff1');
    const write = (data: Record<string, unknown>) => setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), ...data });
    const day = 24 * 60 * 60_000;
    const inicio = new Date('2026-11-27T03:00:00Z');
    const promocao = (preco: unknown, days: number, extra: Record<string, unknown> = {}) => ({ preco, inicio, fim: new Date(inicio.getTime() + days * day), ...extra });
    await assertSucceeds(write({ promocao: promocao(8.9, 31) }));
    await assertSucceeds(write({ promocao: promocao(10.99, 1) }));
    await assertFails(write({ promocao: promocao(11, 2) }));
    await assertFails(write({ promocao: promocao(0, 2) }));
    await assertFails(write({ promocao: promocao('8,90', 2) }));
    await assertFails(write({ promocao: promocao(8.9, 32) }));
    await assertFails(write({ promocao: promocao(8.9, -1) }));
    await assertFails(write({ promocao: { preco: 8.9, inicio } }));
    await assertFails(write({ promocao: promocao(8.9, 2, { cupom: 'X' }) }));
    await assertFails(write({ promocao: { preco: 8.9, inicio: '2026-11-27', fim: '2026-11-28' } }));
    await assertFails(write({ promocao: 8.9 }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p3'), { ...pizza(), promocao: promocao(8.9, 2) }));
  });

  it('checks every pizza size and flavour: only a name and a price that is a number, and how many', async () => {
    const db = as(env, 'staff1');
    const write = (data: Record<string, unknown>) => setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...pizza(), ...data });
    const sizes = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Tamanho ${i}`, basePrice: 30 + i }));
    const flavors = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Sabor ${i}`, additionalPrice: i }));
    await assertSucceeds(write({ sizes: sizes(6), flavors: flavors(16) }));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/produtos/p2'), { sizes: sizes(6), flavors: flavors(16), ultimaAtualizacao: serverTimestamp() }));
    await assertFails(write({ sizes: sizes(7) }));
    await assertFails(write({ flavors: flavors(17) }));
    await assertFails(write({ sizes: [...sizes(3), { name: 'Gigante', basePrice: '59,90' }] }));
    await assertFails(write({ sizes: [...sizes(5), { name: 'Gigante', basePrice: -1 }] }));
    await assertFails(write({ sizes: [...sizes(2), { name: 'Gigante', basePrice: 0 }] }));
    await assertFails(write({ flavors: [...flavors(15), { name: 'Lagosta', additionalPrice: 'grátis' }] }));
    await assertFails(write({ flavors: [...flavors(5), { name: 'Lagosta', additionalPrice: -10 }] }));
    await assertFails(write({ flavors: [{ name: 'Lagosta', additionalPrice: 10, foto: 'x'.repeat(100_000) }] }));
  });

  it('caps the names of a pizza’s sizes and flavours at 60 characters', async () => {
    const db = as(env, 'staff1');
    const write = (data: Record<string, unknown>) => setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...pizza(), ...data });
    await assertSucceeds(write({ sizes: [{ name: 'x'.repeat(60), basePrice: 10_000 }], flavors: [{ name: 'y'.repeat(60), additionalPrice: 100 }] }));
    await assertFails(write({ sizes: [{ name: 'x'.repeat(61), basePrice: 50 }] }));
    await assertFails(write({ sizes: [{ name: 'x'.repeat(900_000), basePrice: 50 }] }));
    await assertFails(write({ sizes: [{ name: 42, basePrice: 50 }] }));
    await assertFails(write({ flavors: [{ name: 'y'.repeat(61), additionalPrice: 0 }] }));
  });

  it.each(NOT_STAFF_OF_R1)('%s cannot touch r1’s products', async (who) => {
    const db = as(env, who);
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), regular()));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { preco: 1, ultimaAtualizacao: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, 'restaurantes/r1/produtos/p1')));
  });
});

describe('kitchen settings, pause and sold out', () => {
  it('staff set the default preparation time and the time to answer, within limits', async () => {
    const db = as(env, 'staff1');
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, tempoPreparoPadrao: 30, limiteAceiteMin: 10 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, tempoPreparoPadrao: 0 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { ...restaurantEdit, limiteAceiteMin: 60 }));
  });

  it('staff pause new orders for up to a week and resume; nobody else does', async () => {
    const inMinutes = (minutes: number) => Timestamp.fromMillis(Date.now() + minutes * 60_000);
    await assertSucceeds(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { pausadoAte: inMinutes(30) }));
    await assertSucceeds(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { pausadoAte: null }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { pausadoAte: inMinutes(-5) }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { pausadoAte: inMinutes(8 * 24 * 60) }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { pausadoAte: 'amanhã' }));
    await assertFails(updateDoc(doc(as(env, 'staff2'), 'restaurantes/r1'), { pausadoAte: inMinutes(30) }));
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1'), { pausadoAte: inMinutes(30) }));
  });

  it('the open panel marks itself seen with the server time; nobody else does', async () => {
    await assertSucceeds(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { painelVistoEm: serverTimestamp() }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { painelVistoEm: Timestamp.fromMillis(Date.now() + 60 * 60_000) }));
    await assertFails(updateDoc(doc(as(env, 'staff2'), 'restaurantes/r1'), { painelVistoEm: serverTimestamp() }));
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1'), { painelVistoEm: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { ...restaurantEdit, exigePainelAberto: false }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { ...restaurantEdit, exigePainelAberto: 'não' }));
  });

  it('staff mark a product sold out for today and back', async () => {
    const db = as(env, 'staff1');
    const midnight = Timestamp.fromMillis(Date.now() + 6 * 60 * 60_000);
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { esgotadoAte: midnight, ultimaAtualizacao: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { esgotadoAte: null, ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { esgotadoAte: 'hoje', ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1/produtos/p1'), { esgotadoAte: midnight, ultimaAtualizacao: serverTimestamp() }));
  });
});

describe('the owner’s order of categories and dishes (ordem)', () => {
  it('a manager places categories and dishes, a legacy dish too, with a whole number from 0 to 9999 and nothing else', async () => {
    const db = as(env, 'staff1');
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/categorias/c2'), { nome: 'Bebidas', createdAt: serverTimestamp(), ordem: 1 }));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/categorias/c1'), { ordem: 0 }));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { ordem: 9999 }));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), ordem: 3 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/categorias/c1'), { ordem: -1 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/categorias/c1'), { ordem: 1.5 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { ordem: 10000 }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { ordem: '1' }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1/produtos/p1'), { ordem: 2, preco: 1 }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p3'), { ...regular(), ordem: 'primeiro' }));
  });

  it('an atendente and outsiders place nothing', async () => {
    for (const who of ['caixa1', ...NOT_STAFF_OF_R1] as Person[]) {
      await assertFails(updateDoc(doc(as(env, who), 'restaurantes/r1/categorias/c1'), { ordem: 0 }));
      await assertFails(updateDoc(doc(as(env, who), 'restaurantes/r1/produtos/p1'), { ordem: 0 }));
    }
  });
});

describe('the discovery index, the shop windows and the cities, kept by triggers and functions', () => {
  const forged = { busca: ['pizza'], cidade: 'sao paulo', listado: true, restaurante: 'Outro' };
  const window = (listado: boolean) => ({ nome: 'Restaurante Um', ordem: 'restaurante um', cidadeChave: 'sao paulo', entregaEm: ['sao paulo|*'], listado, horario: ['', '', '', '', '', '', ''] });

  it('a manager writes no index on a dish or the restaurant, no dish entry and no window', async () => {
    const db = as(env, 'staff1');
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), indice: forged }));
    await assertFails(updateDoc(doc(db, 'restaurantes/r1'), { indice: { cidade: null, busca: [] } }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/buscaPratos/p1'), { ...regular(), indice: forged }));
    await assertFails(setDoc(doc(db, 'vitrines/listada'), window(true)));
  });

  it.each(EVERYONE)('%s reads listed windows and dish entries, never an unlisted one', async (who) => {
    // Of restaurants that do not exist: the discovery trigger, which keeps the fixture's r1 and
    // r2 windows, leaves these alone.
    await env.withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore();
      await setDoc(doc(admin, 'vitrines/listada'), window(true));
      await setDoc(doc(admin, 'vitrines/oculta'), window(false));
      await setDoc(doc(admin, 'restaurantes/listada/buscaPratos/p1'), { nome: 'Pastel', indice: { ...forged, listado: true } });
      await setDoc(doc(admin, 'restaurantes/oculta/buscaPratos/p1'), { nome: 'Pastel', indice: { ...forged, listado: false } });
    });
    const db = as(env, who);
    await assertSucceeds(getDoc(doc(db, 'vitrines/listada')));
    await assertFails(getDoc(doc(db, 'vitrines/oculta')));
    await assertSucceeds(getDocs(query(collection(db, 'vitrines'), where('listado', '==', true))));
    await assertFails(getDocs(collection(db, 'vitrines')));
    await assertSucceeds(getDocs(query(collectionGroup(db, 'buscaPratos'), where('indice.listado', '==', true))));
    await assertFails(getDocs(collectionGroup(db, 'buscaPratos')));
    await assertSucceeds(getDoc(doc(db, 'restaurantes/listada/buscaPratos/p1')));
    await assertFails(getDoc(doc(db, 'restaurantes/oculta/buscaPratos/p1')));
    await assertFails(setDoc(doc(db, 'vitrines/listada'), window(true)));
  });

  it.each(EVERYONE)('%s reads the cities and writes none', async (who) => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'cidades/sao paulo'), { nome: 'São Paulo', bairros: ['Pinheiros'], restaurantes: 1 }));
    const db = as(env, who);
    await assertSucceeds(getDoc(doc(db, 'cidades/sao paulo')));
    await assertFails(setDoc(doc(db, 'cidades/sao paulo'), { nome: 'São Paulo', bairros: ['Pinheiros', 'Moema'], restaurantes: 2 }));
    await assertFails(deleteDoc(doc(db, 'cidades/sao paulo')));
  });
});

describe('complementos (option groups)', () => {
  const option = (i: number, extra: Record<string, unknown> = {}) => ({ id: `op${i}`, nome: `Opção ${i}`, preco: i % 3, maximo: 1, ...extra });
  const group = (extra: Record<string, unknown> = {}) => ({
    nome: 'Adicionais',
    minimo: 0,
    maximo: 5,
    gratis: 0,
    opcoes: [option(1, { preco: 4, maximo: 2 }), option(2, { preco: 0 })],
    ultimaAtualizacao: serverTimestamp(),
    ...extra,
  });
  const groupRef = (who: Person, id = 'g1') => doc(as(env, who), `restaurantes/r1/complementos/${id}`);

  it('a manager keeps a library of groups and attaches them to regular products and pizzas; everyone reads them', async () => {
    await assertSucceeds(setDoc(groupRef('staff1'), group()));
    await assertSucceeds(setDoc(groupRef('staff1', 'borda'), group({ nome: 'Borda', minimo: 1, maximo: 1, opcoes: [option(1, { nome: 'Sem borda', preco: 0 }), option(2, { nome: 'Catupiry', preco: 8 })] })));
    const full = Array.from({ length: 16 }, (_, i) => option(i, { nome: 'n'.repeat(60), preco: 1000, maximo: 20 }));
    await assertSucceeds(setDoc(groupRef('staff1', 'acai'), group({ nome: 'Complementos', minimo: 0, maximo: 20, gratis: 3, opcoes: full })));
    const db = as(env, 'staff1');
    const eight = Array.from({ length: 8 }, (_, i) => `grupo-${i}`);
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), complementos: ['g1', 'borda'] }));
    // The heaviest product the rules check: a full pizza with eight groups and its rule.
    const sizes = Array.from({ length: 6 }, (_, i) => ({ name: `Tamanho ${i}`, basePrice: 30 + i }));
    const flavors = Array.from({ length: 16 }, (_, i) => ({ name: `Sabor ${i}`, additionalPrice: i }));
    await assertSucceeds(setDoc(doc(db, 'restaurantes/r1/produtos/p3'), { ...pizza(), sizes, flavors, complementos: eight, meiaMeia: 'media' }));
    await assertSucceeds(updateDoc(doc(db, 'restaurantes/r1/produtos/p2'), { complementos: ['borda', 'g1'], ultimaAtualizacao: serverTimestamp() }));
    for (const who of EVERYONE) await assertSucceeds(getDoc(groupRef(who)));
    await assertSucceeds(deleteDoc(groupRef('staff1', 'acai')));
  });

  it('checks a group’s shape: counts, the free units, every option’s id, name, price and cap, and how many', async () => {
    const write = (extra: Record<string, unknown>) => setDoc(groupRef('staff1'), group(extra));
    await assertFails(write({ nome: ' ' }));
    await assertFails(write({ nome: 'x'.repeat(61) }));
    await assertFails(write({ minimo: 6 }));
    await assertFails(write({ maximo: 0 }));
    await assertFails(write({ maximo: 21, minimo: 0 }));
    await assertFails(write({ minimo: 1.5 }));
    await assertFails(write({ gratis: 6 }));
    await assertFails(write({ opcoes: [] }));
    await assertFails(write({ opcoes: Array.from({ length: 17 }, (_, i) => option(i)) }));
    await assertFails(write({ opcoes: [option(1), option(2, { preco: -1 })] }));
    await assertFails(write({ opcoes: [option(1), option(2, { preco: '4,00' })] }));
    await assertFails(write({ opcoes: [option(1, { maximo: 6 })] }));
    await assertFails(write({ opcoes: [option(1, { maximo: 0 })] }));
    await assertFails(write({ opcoes: [option(1, { id: 'com.ponto' })] }));
    await assertFails(write({ opcoes: [option(1, { nome: '' })] }));
    await assertFails(write({ opcoes: [option(1, { nome: 'x'.repeat(61) })] }));
    await assertFails(write({ opcoes: [option(1, { foto: 'x'.repeat(1000) })] }));
    await assertFails(write({ destaque: true }));
    await assertFails(write({ ultimaAtualizacao: new Date() }));
  });

  it('checks what a product attaches: at most 8 group ids, and a pizza’s half-and-half rule', async () => {
    const db = as(env, 'staff1');
    const nine = Array.from({ length: 9 }, (_, i) => `grupo-${i}`);
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), complementos: nine }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), complementos: 'g1' }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p2'), { ...regular(), meiaMeia: 'media' }));
    await assertFails(setDoc(doc(db, 'restaurantes/r1/produtos/p3'), { ...pizza(), meiaMeia: 'metade' }));
  });

  it('an atendente marks an option sold out today and back, and changes nothing else; outsiders change nothing', async () => {
    await assertSucceeds(setDoc(groupRef('staff1'), group()));
    const midnight = Timestamp.fromMillis(Date.now() + 6 * 60 * 60_000);
    await assertSucceeds(updateDoc(groupRef('caixa1'), { 'esgotadas.op1': midnight, ultimaAtualizacao: serverTimestamp() }));
    await assertSucceeds(updateDoc(groupRef('caixa1'), { esgotadas: {}, ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(groupRef('caixa1'), { nome: 'Extras', ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(groupRef('caixa1'), { opcoes: [option(1, { preco: 0 })], ultimaAtualizacao: serverTimestamp() }));
    await assertFails(setDoc(groupRef('caixa1', 'g2'), group()));
    await assertFails(deleteDoc(groupRef('caixa1')));
    await assertFails(setDoc(doc(as(env, 'caixa1'), 'restaurantes/r1/produtos/p2'), { ...regular(), complementos: ['g1'] }));
    for (const who of NOT_STAFF_OF_R1) {
      await assertFails(setDoc(groupRef(who, 'g3'), group()));
      await assertFails(updateDoc(groupRef(who), { 'esgotadas.op1': midnight, ultimaAtualizacao: serverTimestamp() }));
      await assertFails(deleteDoc(groupRef(who)));
    }
  });
});
