import { describe, expect, it } from 'vitest';
import { EMPTY_BAG, addToBag, bagSummary, formatItemCount, parseStoredBag, replaceBag, setLineQuantity, type Bag, type NewBagLine } from '@/domain/checkout/bag';

const nonna = { id: 'cantina', nome: 'Cantina da Nonna' };
const boteco = { id: 'boteco', nome: 'Boteco do Zé' };

const lasanha: NewBagLine = { productId: 'lasanha', nome: 'Lasanha', imageUrl: null, type: 'regular', unitPrice: 4290, quantidade: 1, selectedSize: null, selectedFlavor: null, complementos: [] };
const pizza = (size: string, flavor: string | null, unitPrice: number): NewBagLine => ({
  productId: 'margherita',
  nome: 'Pizza Margherita',
  imageUrl: null,
  type: 'pizza',
  unitPrice,
  quantidade: 1,
  selectedSize: size,
  selectedFlavor: flavor, complementos: [],
});

function added(bag: Bag, restaurant: typeof nonna, line: NewBagLine): Bag {
  const result = addToBag(bag, restaurant, line);
  if (result.kind !== 'added') throw new Error('expected the item to be added');
  return result.bag;
}

describe('bag', () => {
  it('starts a bag with the restaurant of the first item', () => {
    const bag = added(EMPTY_BAG, nonna, lasanha);
    expect(bag.restaurantId).toBe('cantina');
    expect(bag.restaurantName).toBe('Cantina da Nonna');
    expect(bagSummary(bag)).toEqual({ itemCount: 1, subtotal: 4290 });
  });

  it('merges the same product, and pizzas only with the same size and flavour', () => {
    let bag = added(EMPTY_BAG, nonna, { ...lasanha, quantidade: 2 });
    bag = added(bag, nonna, lasanha);
    bag = added(bag, nonna, pizza('Grande', 'Calabresa', 6500));
    bag = added(bag, nonna, pizza('Grande', 'Calabresa', 6500));
    bag = added(bag, nonna, pizza('Grande', null, 5900));
    bag = added(bag, nonna, pizza('Média', 'Calabresa', 5200));
    expect(bag.lines.map((line) => [line.nome, line.selectedSize, line.selectedFlavor, line.quantidade])).toEqual([
      ['Lasanha', null, null, 3],
      ['Pizza Margherita', 'Grande', 'Calabresa', 2],
      ['Pizza Margherita', 'Grande', null, 1],
      ['Pizza Margherita', 'Média', 'Calabresa', 1],
    ]);
    expect(bagSummary(bag)).toEqual({ itemCount: 7, subtotal: 3 * 4290 + 2 * 6500 + 5900 + 5200 });
  });

  it('asks before mixing restaurants, and replaces the bag once confirmed', () => {
    const bag = added(EMPTY_BAG, nonna, lasanha);
    expect(addToBag(bag, boteco, { ...lasanha, productId: 'pastel', nome: 'Pastel' })).toEqual({
      kind: 'needs-confirmation',
      currentRestaurantName: 'Cantina da Nonna',
    });
    const replaced = replaceBag(boteco, { ...lasanha, productId: 'pastel', nome: 'Pastel' });
    expect(replaced.restaurantId).toBe('boteco');
    expect(replaced.lines.map((line) => line.nome)).toEqual(['Pastel']);
  });

  it('empties and forgets the restaurant when the last line goes to zero', () => {
    let bag = added(EMPTY_BAG, nonna, lasanha);
    bag = added(bag, nonna, pizza('Grande', null, 5900));
    bag = setLineQuantity(bag, bag.lines[0]!.key, 0);
    expect(bag.restaurantId).toBe('cantina');
    bag = setLineQuantity(bag, bag.lines[0]!.key, 0);
    expect(bag).toEqual(EMPTY_BAG);
    // Now any restaurant can be added without confirmation.
    expect(addToBag(bag, boteco, lasanha).kind).toBe('added');
  });

  it('refuses a thirteenth distinct line but still merges into existing ones', () => {
    let bag = EMPTY_BAG;
    for (let index = 0; index < 12; index += 1) bag = added(bag, nonna, { ...lasanha, productId: `p${index}` });
    expect(addToBag(bag, nonna, { ...lasanha, productId: 'p12' })).toEqual({ kind: 'too-many-lines' });
    expect(addToBag(bag, nonna, { ...lasanha, productId: 'p0' }).kind).toBe('added');
  });

  it('ignores quantities below one and caps absurd ones', () => {
    expect(added(EMPTY_BAG, nonna, { ...lasanha, quantidade: 0 })).toEqual(EMPTY_BAG);
    const bag = added(EMPTY_BAG, nonna, { ...lasanha, quantidade: 500 });
    expect(bag.lines[0]!.quantidade).toBe(99);
  });

  it('reads a stored bag back, and treats anything malformed as empty', () => {
    const bag = added(EMPTY_BAG, nonna, lasanha);
    expect(parseStoredBag(JSON.parse(JSON.stringify(bag)))).toEqual(bag);
    expect(parseStoredBag(null)).toEqual(EMPTY_BAG);
    expect(parseStoredBag({ restaurantId: 'x', lines: [{ nome: 'sem preço' }] })).toEqual(EMPTY_BAG);
  });

  it('counts items in Portuguese', () => {
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(2)).toBe('2 itens');
  });
});
