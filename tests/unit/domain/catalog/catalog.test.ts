import { describe, expect, it } from 'vitest';
import { menuSections, pizzaUnitPrice, resolveCategoryId, sortCategories, type PizzaProduct, type RegularProduct } from '@/domain/catalog/catalog';
import { menuPrice } from '@/domain/catalog/dish-promotion';
import { moveInMenu } from '@/domain/catalog/product.form';
import { categoryFromData, productFromData } from '@/domain/catalog/menu.record';
import { formatCentavos, formatReais, toCentavos } from '@/domain/shared/money';

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
    expect(menuPrice(margherita, new Date())).toEqual({ price: 3250, regular: null });
    expect(menuPrice({ ...base, id: 'x', nome: 'Suco', type: 'regular', preco: 8.5 }, new Date()).price).toBe(850);
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
