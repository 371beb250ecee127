import { describe, expect, it } from 'vitest';
import { pizzaOptionsText, productData, productFromData } from '@/domain/catalog/menu.record';

/**
 * The stored shapes made compact by issue #49 ('Bytes that fit'): what the writers store reads
 * back as what was written, and what was stored before still reads as it did.
 */
describe("a pizza's sizes and flavours as text", () => {
  const pizza = {
    nome: 'Pizza Calabresa',
    descricao: 'Calabresa e cebola',
    categoriaId: 'pizzas',
    disponivel: true,
    imageUrl: null,
    complementos: ['borda'],
    type: 'pizza' as const,
    sizes: [
      { name: 'Broto', basePrice: 39.9 },
      { name: 'Grande "G"', basePrice: 59.9 },
    ],
    flavors: [
      { name: 'Muçarela', additionalPrice: 0 },
      { name: 'Quatro Queijos', additionalPrice: 6.5 },
    ],
    meiaMeia: 'media' as const,
  };

  it('is written as JSON text of [name, price] pairs and read back as written', () => {
    const stored = productData(pizza);
    expect(stored).not.toHaveProperty('sizes');
    expect(stored).not.toHaveProperty('flavors');
    expect(stored.tamanhos).toBe('[["Broto",39.9],["Grande \\"G\\"",59.9]]');
    expect(stored.sabores).toBe(pizzaOptionsText(pizza.flavors));
    expect(productFromData('p1', 'r1', stored)).toMatchObject({ type: 'pizza', sizes: pizza.sizes, flavors: pizza.flavors, meiaMeia: 'media' });
  });

  it('reads the lists of maps stored before alike', () => {
    const { tamanhos: _sizes, sabores: _flavors, ...rest } = productData(pizza);
    expect(productFromData('p1', 'r1', { ...rest, sizes: pizza.sizes, flavors: pizza.flavors })).toMatchObject({ sizes: pizza.sizes, flavors: pizza.flavors });
    // Maps win over any text beside them: they are what firestore.rules checked.
    expect(productFromData('p1', 'r1', { ...productData(pizza), sizes: [{ name: 'G', basePrice: 50 }] })).toMatchObject({ sizes: [{ name: 'G', basePrice: 50 }], flavors: [] });
  });

  it('reads malformed text as no options, and never a free size', () => {
    expect(productFromData('p1', 'r1', { type: 'pizza', tamanhos: '[[', sabores: '{}' })).toMatchObject({ sizes: [], flavors: [] });
    expect(productFromData('p1', 'r1', { type: 'pizza', tamanhos: '[["Grátis",0],["G",50]]', sabores: '[["",2],["Atum",-3]]' })).toMatchObject({
      sizes: [{ name: 'G', basePrice: 50 }],
      flavors: [{ name: 'Atum', additionalPrice: 0 }],
    });
  });

  it('leaves a regular dish as it was', () => {
    const regular = { ...pizza, type: 'regular' as const, preco: 20, sizes: undefined, flavors: undefined, meiaMeia: undefined };
    const { sizes: _s, flavors: _f, meiaMeia: _m, ...dish } = regular;
    expect(productData(dish)).toEqual(dish);
  });
});
