import { describe, expect, it } from 'vitest';
import { pizzaUnitPrice, resolveCategoryId, sortCategories, startingPrice, type PizzaProduct } from '@/domain/catalog';
import { formatCentavos, formatReais, toCentavos } from '@/domain/money';
import { searchCatalog } from '@/domain/search';
import type { Restaurant } from '@/domain/restaurant';

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

describe('searchCatalog', () => {
  const restaurant = (id: string, nome: string) => ({ id, nome }) as Restaurant;
  const restaurants = [restaurant('2', 'Pizzaria Bella'), restaurant('1', 'Açaí da Praia'), restaurant('3', 'Boteco')];
  const products = [
    { ...margherita, id: 'm', restaurantId: '2', nome: 'Margherita', descricao: 'Molho, muçarela e manjericão' },
    { ...base, id: 'a', restaurantId: '1', nome: 'Açaí 500 ml', descricao: 'Com granola', type: 'regular' as const, preco: 20 },
    { ...base, id: 'c', restaurantId: '2', nome: 'Calzone', descricao: 'Pizza fechada', type: 'regular' as const, preco: 30 },
    // Of a restaurant not in the customers' list (suspended, or not opened yet): never found.
    { ...base, id: 'x', restaurantId: 'suspensa', nome: 'Pizza da suspensa', descricao: '', type: 'regular' as const, preco: 30 },
  ];
  it('lists restaurants first, then products, each alphabetical, ignoring case and accents', () => {
    const results = searchCatalog('PIZZA', restaurants, products);
    expect(results.restaurants.map((item) => item.nome)).toEqual(['Pizzaria Bella']);
    // Calzone by its description, Margherita by its type.
    expect(results.products.map((item) => item.nome)).toEqual(['Calzone', 'Margherita']);
    expect(searchCatalog('acai', restaurants, products)).toMatchObject({
      restaurants: [{ nome: 'Açaí da Praia' }],
      products: [{ nome: 'Açaí 500 ml' }],
    });
  });
  it('finds nothing for a blank or unknown query', () => {
    expect(searchCatalog('   ', restaurants, products)).toEqual({ restaurants: [], products: [] });
    expect(searchCatalog('sushi', restaurants, products)).toEqual({ restaurants: [], products: [] });
  });
});
