import { describe, expect, it } from 'vitest';
import { EMPTY_BAG, addToBag, MAX_ORDER_LINES, type Bag } from '@/domain/checkout/bag';
import type { PizzaProduct, Product } from '@/domain/catalog/catalog';
import type { OrderItem } from '@/domain/orders/order';
import { fillBag, reorderFrom, reorderNotes } from '@/domain/checkout/reorder';
import { makePizza, makeProduct } from '../../../fixtures/catalog';

const now = new Date('2026-11-20T23:00:00Z');
const lasanha = makeProduct({ preco: 46.9 });
const suco = makeProduct({ id: 'suco', nome: 'Suco', preco: 9.9, esgotadoAte: new Date('2026-11-21T03:00:00Z') });
const tiramisu = makeProduct({ id: 'tiramisu', nome: 'Tiramisù', disponivel: false, preco: 24 });
const pizza = makePizza();
const menu: Product[] = [lasanha, suco, tiramisu, pizza];

const item = (nome: string, preco: number, extra: Partial<OrderItem> = {}): OrderItem => ({ quantidade: 1, nome, preco, observacoes: '', ...extra });

describe('reorderFrom', () => {
  it('brings an older order’s items back by name, at today’s prices, with quantities and notes', () => {
    const reorder = reorderFrom(
      { itens: [item('Lasanha', 44.9, { quantidade: 2, observacoes: 'sem cebola' }), item('Pizza (Grande / Calabresa)', 58.5)] },
      menu,
      new Map(),
      now,
    );
    expect(reorder.unavailable).toEqual([]);
    expect(reorder.lines).toEqual([
      { productId: 'lasanha', nome: 'Lasanha', imageUrl: null, type: 'regular', unitPrice: 4690, quantidade: 2, selectedSize: null, selectedFlavor: null, complementos: [], observacoes: 'sem cebola' },
      { productId: 'pizza', nome: 'Pizza', imageUrl: null, type: 'pizza', unitPrice: 5850, quantidade: 1, selectedSize: 'Grande', selectedFlavor: 'Calabresa', complementos: [], observacoes: '' },
    ]);
    expect(reorder.priceChanges).toEqual([{ nome: 'Lasanha', before: 4490, after: 4690 }]);
  });

  it('reads the older app’s half-and-half names too', () => {
    const reorder = reorderFrom({ itens: [item('Pizza (Média) + Calabresa', 46)] }, menu, new Map(), now);
    expect(reorder.lines).toMatchObject([{ productId: 'pizza', selectedSize: 'Média', selectedFlavor: 'Calabresa', unitPrice: 4600 }]);
    expect(reorder.unavailable).toEqual([]);
  });

  it('matches a newer order’s items by product id, so a renamed dish still comes along', () => {
    const renamed: PizzaProduct = { ...pizza, nome: 'Pizza da Casa' };
    const reorder = reorderFrom({ itens: [item('Pizza (Média)', 40, { productId: 'pizza', size: 'Média', flavor: null })] }, [renamed], new Map(), now);
    expect(reorder.lines).toMatchObject([{ productId: 'pizza', nome: 'Pizza da Casa', selectedSize: 'Média', selectedFlavor: null, unitPrice: 4000 }]);
    expect(reorder.priceChanges).toEqual([]);
  });

  it('leaves out what is gone, unavailable, sold out today, or a size the product no longer has', () => {
    const reorder = reorderFrom(
      {
        itens: [
          item('Lasanha', 46.9),
          item('Tiramisù', 24),
          item('Suco', 9.9),
          item('Coxinha', 7),
          item('Pizza (Gigante)', 70),
          item('Pizza (Grande)', 52.5, { productId: 'pizza', size: 'Família', flavor: null }),
          item('Bolo', 12, { productId: 'bolo', size: null, flavor: null }),
        ],
      },
      menu,
      new Map(),
      now,
    );
    expect(reorder.lines.map((line) => line.productId)).toEqual(['lasanha']);
    expect(reorder.unavailable).toEqual(['Tiramisù', 'Suco', 'Coxinha', 'Pizza (Gigante)', 'Pizza (Grande)', 'Bolo']);
    expect(reorderNotes(reorder)).toEqual([
      'Tiramisù não está mais disponível.',
      'Suco não está mais disponível.',
      'Coxinha não está mais disponível.',
      'Pizza (Gigante) não está mais disponível.',
      'Pizza (Grande) não está mais disponível.',
      'Bolo não está mais disponível.',
    ]);
  });

  it('tells a price that went up and one that went down, per unit', () => {
    const reorder = reorderFrom({ itens: [item('Lasanha', 44.9, { quantidade: 3 }), item('Pizza (Média)', 42)] }, menu, new Map(), now);
    expect(reorderNotes(reorder)).toEqual(['Lasanha subiu de R$\u00a044,90 para R$\u00a046,90.', 'Pizza (Média) baixou de R$\u00a042,00 para R$\u00a040,00.']);
  });
});

describe('fillBag', () => {
  const nonna = { id: 'cantina', nome: 'Cantina da Nonna' };
  const lines = reorderFrom({ itens: [item('Lasanha', 46.9, { quantidade: 2 })] }, menu, new Map(), now).lines;

  it('fills an empty bag', () => {
    const result = fillBag(EMPTY_BAG, nonna, lines);
    expect(result).toMatchObject({ kind: 'filled', leftOver: [] });
    if (result.kind !== 'filled') return;
    expect(result.bag).toMatchObject({ restaurantId: 'cantina', restaurantName: 'Cantina da Nonna', lines: [{ productId: 'lasanha', quantidade: 2, unitPrice: 4690 }] });
  });

  it('merges with the same restaurant’s bag, as the menu does', () => {
    const first = fillBag(EMPTY_BAG, nonna, lines);
    if (first.kind !== 'filled') throw new Error('not filled');
    const again = fillBag(first.bag, nonna, lines);
    expect(again.kind === 'filled' && again.bag.lines).toMatchObject([{ productId: 'lasanha', quantidade: 4 }]);
  });

  it('asks before replacing another restaurant’s bag', () => {
    const other = addToBag(EMPTY_BAG, { id: 'boteco', nome: 'Boteco do Zé' }, { ...lines[0]!, productId: 'pastel', nome: 'Pastel' });
    if (other.kind !== 'added') throw new Error('not added');
    expect(fillBag(other.bag, nonna, lines)).toEqual({ kind: 'needs-confirmation', currentRestaurantName: 'Boteco do Zé' });
  });

  it('says which lines did not fit in a bag that is nearly full', () => {
    let bag: Bag = EMPTY_BAG;
    for (let index = 0; index < MAX_ORDER_LINES; index += 1) {
      const result = addToBag(bag, nonna, { ...lines[0]!, productId: `prato-${index}`, nome: `Prato ${index}` });
      if (result.kind === 'added') bag = result.bag;
    }
    const result = fillBag(bag, nonna, lines);
    expect(result).toMatchObject({ kind: 'filled', leftOver: ['Lasanha'] });
    expect(reorderNotes({ unavailable: [], choiceNotes: [], priceChanges: [] }, ['Lasanha'])).toEqual([`Não couberam na sacola (até ${MAX_ORDER_LINES} itens diferentes): Lasanha.`]);
  });
});

describe('reorderFrom with complementos', () => {
  const adicionais = {
    id: 'adicionais',
    nome: 'Adicionais',
    minimo: 0,
    maximo: 5,
    gratis: 0,
    opcoes: [
      { id: 'bacon', nome: 'Bacon', preco: 5, maximo: 2, esgotadoAte: null },
      { id: 'cheddar', nome: 'Cheddar', preco: 3, maximo: 1, esgotadoAte: new Date('2026-11-21T03:00:00Z') },
    ],
  };
  const ponto = { id: 'ponto', nome: 'Ponto da carne', minimo: 1, maximo: 1, gratis: 0, opcoes: [{ id: 'mal', nome: 'Mal passado', preco: 0, maximo: 1, esgotadoAte: null }] };
  const burger = makeProduct({ id: 'burger', nome: 'X-Burger', preco: 30, complementos: ['adicionais'] });
  const frozen = (opcaoId: string, nome: string, quantidade: number, preco: number) => ({ grupoId: 'adicionais', grupo: 'Adicionais', opcaoId, nome, quantidade, preco, gratis: 0 });
  const ordered = item('X-Burger', 41, { productId: 'burger', size: null, flavor: null, complementos: [frozen('bacon', 'Bacon', 2, 4), frozen('cheddar', 'Cheddar', 1, 3)] });

  it('brings the choices back at today’s prices and names the ones that are gone or sold out', () => {
    const reorder = reorderFrom({ itens: [ordered] }, [burger], new Map([['adicionais', adicionais]]), now);
    expect(reorder.lines).toEqual([
      expect.objectContaining({ productId: 'burger', unitPrice: 4000, complementos: [{ grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 2, grupo: 'Adicionais', nome: 'Bacon' }] }),
    ]);
    expect(reorderNotes(reorder)).toEqual(['X-Burger veio sem Cheddar, que não está mais disponível.']);
  });

  it('leaves out a dish whose groups changed so that its old choices no longer make a valid one', () => {
    const withPoint = { ...burger, complementos: ['ponto', 'adicionais'] };
    const reorder = reorderFrom({ itens: [ordered] }, [withPoint], new Map([['adicionais', { ...adicionais, opcoes: [adicionais.opcoes[0]!] }], ['ponto', ponto]]), now);
    expect(reorder.lines).toEqual([]);
    expect(reorderNotes(reorder)).toEqual(['X-Burger ficou de fora: Cheddar não está mais disponível. Escolha de novo no cardápio.']);
  });
});
