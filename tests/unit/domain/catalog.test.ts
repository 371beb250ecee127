import { describe, expect, it } from 'vitest';
import { menuSections, pizzaUnitPrice, resolveCategoryId, sortCategories, startingPrice, type PizzaProduct, type RegularProduct } from '@/domain/catalog';
import { moveInMenu } from '@/domain/menu-editor';
import { categoryFromData, productFromData } from '@/domain/stored-records';
import { formatCentavos, formatReais, toCentavos } from '@/domain/money';
import { searchCatalog } from '@/domain/search';
import { restaurantFromData } from '@/domain/stored-records';
import { openEveryDay } from '../opening-fixtures';

const base = { restaurantId: 'r', descricao: '', categoriaId: null, categoriaLegada: null, disponivel: true, imageUrl: null, ultimaAtualizacao: null, esgotadoAte: null, complementos: [] };
const margherita: PizzaProduct = {
  ...base,
  id: 'p',
  nome: 'Margherita',
  type: 'pizza',
  meiaMeia: 'maior',
  sizes: [
    { name: 'Grande', basePrice: 59.9 },
    { name: 'Broto', basePrice: 32.5 },
  ],
  flavors: [{ name: 'Calabresa', additionalPrice: 6.1 }],
};

describe('pizza pricing', () => {
  it('is the size plus the flavour surcharge, or half of it by the average rule, in centavos without drift', () => {
    expect(pizzaUnitPrice(margherita.sizes[0]!, margherita.flavors[0]!, 'maior')).toBe(5990 + 610);
    expect(pizzaUnitPrice(margherita.sizes[0]!, margherita.flavors[0]!, 'media')).toBe(5990 + 305);
    expect(pizzaUnitPrice(margherita.sizes[0]!, { name: 'Camarão', additionalPrice: 0.05 }, 'media')).toBe(5990 + 3);
    expect(pizzaUnitPrice(margherita.sizes[1]!, null, 'media')).toBe(3250);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
  });
  it('shows the cheapest size on the card', () => {
    expect(startingPrice(margherita)).toBe(3250);
    expect(startingPrice({ ...base, id: 'x', nome: 'Suco', type: 'regular', preco: 8.5 })).toBe(850);
  });
});

describe('money formatting', () => {
  it('formats BRL with comma decimals', () => {
    expect(formatCentavos(123456)).toBe('R$\u00a01.234,56');
    expect(formatReais('abc')).toBe('R$\u00a00,00');
    expect(formatReais(6.9)).toBe('R$\u00a06,90');
  });
});

describe('categories', () => {
  const categories = [
    { id: 'b', nome: 'bebidas', createdAt: null },
    { id: 'p', nome: 'Pizzas', createdAt: null },
    { id: 'a', nome: 'Açaí', createdAt: null },
  ];
  it('sorts by name, pt-BR', () => {
    expect(sortCategories(categories).map((category) => category.nome)).toEqual(['Açaí', 'bebidas', 'Pizzas']);
  });
  it('maps a legacy category name to its id', () => {
    expect(resolveCategoryId({ categoriaId: null, categoriaLegada: 'PIZZAS ' }, categories)).toBe('p');
    expect(resolveCategoryId({ categoriaId: 'b', categoriaLegada: null }, categories)).toBe('b');
    expect(resolveCategoryId({ categoriaId: null, categoriaLegada: 'Massas' }, categories)).toBeNull();
  });
});

describe('the owner’s order of the menu', () => {
  const dish = (id: string, nome: string, categoriaId: string | null, ordem?: number): RegularProduct => ({
    ...base,
    id,
    nome,
    categoriaId,
    type: 'regular',
    preco: 10,
    ...(ordem === undefined ? {} : { ordem }),
  });
  const categories = [
    { id: 'b', nome: 'Bebidas', createdAt: null, ordem: 1 },
    { id: 'm', nome: 'Massas', createdAt: null, ordem: 0 },
    { id: 's', nome: 'Sobremesas', createdAt: null },
    { id: 'a', nome: 'Açaí', createdAt: null },
  ];

  it('puts placed categories and dishes first by their place, the rest by name, and sets apart dishes without a category', () => {
    const { sections, uncategorized } = menuSections(categories, [
      dish('1', 'Lasanha', 'm', 1),
      dish('2', 'Espaguete', 'm', 0),
      dish('3', 'Nhoque', 'm'),
      dish('4', 'Canelone', 'm'),
      dish('5', 'Suco', 'b'),
      dish('6', 'Perdido', 'x'),
    ]);
    expect(sections.map((section) => section.nome)).toEqual(['Massas', 'Bebidas', 'Açaí', 'Sobremesas']);
    expect(sections[0]?.products.map((product) => product.nome)).toEqual(['Espaguete', 'Lasanha', 'Canelone', 'Nhoque']);
    expect(sections[2]?.products).toEqual([]);
    expect(uncategorized.map((product) => product.nome)).toEqual(['Perdido']);
  });

  it('keeps a menu nobody ordered alphabetical', () => {
    const { sections } = menuSections(
      categories.map(({ ordem: _ordem, ...category }) => category),
      [dish('1', 'Lasanha', 'm'), dish('2', 'Espaguete', 'm')],
    );
    expect(sections.map((section) => section.nome)).toEqual(['Açaí', 'Bebidas', 'Massas', 'Sobremesas']);
    expect(sections[2]?.products.map((product) => product.nome)).toEqual(['Espaguete', 'Lasanha']);
  });

  it('moves one up or down and numbers the whole list, writing only the places that change', () => {
    const list = [{ id: 'e', ordem: 0 }, { id: 'l', ordem: 1 }, { id: 'c' }, { id: 'n' }];
    expect(moveInMenu(list, 1, -1)).toEqual([{ id: 'l', ordem: 0 }, { id: 'e', ordem: 1 }, { id: 'c', ordem: 2 }, { id: 'n', ordem: 3 }]);
    expect(moveInMenu([{ id: 'e', ordem: 0 }, { id: 'l', ordem: 1 }, { id: 'c', ordem: 2 }], 1, 1)).toEqual([{ id: 'c', ordem: 1 }, { id: 'l', ordem: 2 }]);
    expect(moveInMenu(list, 0, -1)).toEqual([]);
    expect(moveInMenu(list, 3, 1)).toEqual([]);
  });

  it('reads a stored place only when it is a whole number from 0 to 9999', () => {
    expect(categoryFromData('c', { nome: 'Massas', ordem: 2 }).ordem).toBe(2);
    expect(categoryFromData('c', { nome: 'Massas', ordem: '2' }).ordem).toBeUndefined();
    expect(productFromData('p', 'r', { nome: 'Lasanha', ordem: 1.5 }).ordem).toBeUndefined();
    expect(productFromData('p', 'r', { nome: 'Lasanha', ordem: 10000 }).ordem).toBeUndefined();
    expect(productFromData('p', 'r', { nome: 'Lasanha', ordem: 0 }).ordem).toBe(0);
  });
});

describe('searchCatalog', () => {
  const allWeek = openEveryDay('11:00', '23:00');
  // 20:00 in São Paulo: open from 11:00 to 23:00.
  const now = new Date('2026-01-10T23:00:00Z');
  const restaurant = (id: string, nome: string, extra: Record<string, unknown> = {}) =>
    restaurantFromData(id, { nome, horarioFuncionamento: allWeek, exigePainelAberto: false, ...extra });
  const restaurants = [restaurant('2', 'Pizzaria Bella'), restaurant('1', 'Açaí da Praia'), restaurant('3', 'Boteco')];
  const products = [
    { ...margherita, id: 'm', restaurantId: '2', nome: 'Margherita', descricao: 'Molho, muçarela e manjericão' },
    { ...base, id: 'a', restaurantId: '1', nome: 'Açaí 500 ml', descricao: 'Com granola', type: 'regular' as const, preco: 20 },
    { ...base, id: 'c', restaurantId: '2', nome: 'Calzone', descricao: 'Pizza fechada', type: 'regular' as const, preco: 30 },
    // Of a restaurant not in the customers' list (suspended, or not opened yet): never found.
    { ...base, id: 'x', restaurantId: 'suspensa', nome: 'Pizza da suspensa', descricao: '', type: 'regular' as const, preco: 30 },
  ];
  const names = (hits: { item: { nome: string }; unavailable: string | null }[]) => hits.map(({ item, unavailable }) => (unavailable ? `${item.nome} (${unavailable})` : item.nome));

  it('lists restaurants first, then products, each alphabetical, ignoring case and accents', () => {
    const results = searchCatalog('PIZZA', restaurants, products, now);
    expect(names(results.restaurants)).toEqual(['Pizzaria Bella']);
    // Calzone by its description, Margherita by its type.
    expect(names(results.products)).toEqual(['Calzone', 'Margherita']);
    const acai = searchCatalog('acai', restaurants, products, now);
    expect(names(acai.restaurants)).toEqual(['Açaí da Praia']);
    expect(names(acai.products)).toEqual(['Açaí 500 ml']);
  });
  it('labels what cannot be ordered now and puts it after what can', () => {
    const closed = allWeek.map((day) => ({ ...day, isOpen: false, periods: [] }));
    const shops = [
      restaurant('2', 'Pizzaria Bella', { horarioFuncionamento: closed }),
      restaurant('4', 'Pizza Paulista', { pausadoAte: new Date('2026-01-10T23:30:00Z') }),
      restaurant('5', 'Pizzaria do Bairro'),
    ];
    const dishes = [
      { ...margherita, id: 'm', restaurantId: '2', nome: 'Margherita' },
      { ...margherita, id: 'p', restaurantId: '4', nome: 'Portuguesa' },
      { ...margherita, id: 'c', restaurantId: '5', nome: 'Calabresa', disponivel: false },
      { ...margherita, id: 'e', restaurantId: '5', nome: 'Escarola', esgotadoAte: new Date('2026-01-11T03:00:00Z') },
      { ...margherita, id: 'z', restaurantId: '5', nome: 'Zucchini' },
    ];
    const results = searchCatalog('pizza', shops, dishes, now);
    expect(names(results.restaurants)).toEqual(['Pizzaria do Bairro', 'Pizza Paulista (Pausado até 20:30)', 'Pizzaria Bella (Fechado)']);
    expect(names(results.products)).toEqual([
      'Zucchini',
      'Calabresa (Indisponível)',
      'Escarola (Indisponível)',
      'Margherita (Fechado)',
      'Portuguesa (Pausado até 20:30)',
    ]);
  });
  it('finds nothing for a blank or unknown query', () => {
    expect(searchCatalog('   ', restaurants, products, now)).toEqual({ restaurants: [], products: [] });
    expect(searchCatalog('sushi', restaurants, products, now)).toEqual({ restaurants: [], products: [] });
  });
});
