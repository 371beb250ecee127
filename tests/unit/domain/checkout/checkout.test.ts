import { describe, expect, it } from 'vitest';
import { type Address } from '@/domain/delivery/address';
import { EMPTY_BAG, addToBag, type Bag } from '@/domain/checkout/bag';
import { checkoutProblems, checkoutTotals, orderableBag, parseChange, validateContact, type CheckoutInput } from '@/domain/checkout/checkout';

const restaurant = { id: 'cantina', nome: 'Cantina da Nonna', taxaEntrega: 6.9, pedidoMinimo: 30, cidade: 'São Paulo', areasEntrega: null };
const address: Address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304001' };

function bagWith(unitPrice: number, quantidade: number): Bag {
  const result = addToBag(EMPTY_BAG, restaurant, {
    productId: 'lasanha',
    nome: 'Lasanha',
    imageUrl: null,
    type: 'regular',
    unitPrice,
    quantidade,
    selectedSize: null,
    selectedFlavor: null, complementos: [],
    observacoes: 'sem cebola',
  });
  if (result.kind !== 'added') throw new Error('not added');
  return result.bag;
}

const complete: CheckoutInput = {
  bag: bagWith(1990, 2),
  restaurant,
  address,
  contact: { clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' },
  payment: 'Pix',
  changeFor: '',
};

const kinds = (input: CheckoutInput) => checkoutProblems(input).map((problem) => problem.kind);

describe('validateContact', () => {
  it('uses the spec texts', () => {
    expect(validateContact({ clientName: ' ', clientPhone: '' })).toEqual({
      clientName: 'O nome completo é obrigatório.',
      clientPhone: 'O telefone é obrigatório.',
    });
    expect(validateContact({ clientName: 'Ana', clientPhone: '12345' }).clientPhone).toBe('Formato de telefone inválido. Ex: (XX) XXXXX-XXXX');
    expect(validateContact({ clientName: 'Ana', clientPhone: '11987654321' })).toEqual({});
  });
});

describe('checkoutProblems', () => {
  it('accepts a complete checkout', () => {
    expect(checkoutProblems(complete)).toEqual([]);
  });
  it('stops at an empty bag', () => {
    expect(checkoutProblems({ ...complete, bag: EMPTY_BAG })).toEqual([{ kind: 'empty-bag', message: 'Sua sacola está vazia.' }]);
  });
  it('needs the restaurant', () => {
    expect(checkoutProblems({ ...complete, restaurant: null })[0]?.message).toBe('Informações do restaurante não encontradas.');
  });
  it('lists missing address and contact together, with the spec text', () => {
    const [problem] = checkoutProblems({ ...complete, address: null, contact: null });
    expect(problem).toEqual({ kind: 'missing', message: 'Faltam informações para finalizar o pedido.', missing: ['address', 'contact'] });
    expect(kinds({ ...complete, contact: { clientName: 'Ana', clientPhone: 'x' } })).toEqual(['missing']);
  });
  it('requires a payment method', () => {
    expect(checkoutProblems({ ...complete, payment: null })).toEqual([{ kind: 'no-payment', message: 'Selecione uma forma de pagamento.' }]);
  });
  it('states the minimum order in reais', () => {
    expect(checkoutProblems({ ...complete, bag: bagWith(1990, 1) })).toEqual([
      { kind: 'below-minimum', message: 'O pedido mínimo para este restaurante é de R$\u00a030,00. Adicione mais itens.' },
    ]);
    // Exactly the minimum is enough.
    expect(checkoutProblems({ ...complete, bag: bagWith(1500, 2) })).toEqual([]);
  });
  it('refuses while the restaurant does not take orders, with the text the server gives', () => {
    const until = new Date('2026-01-10T23:30:00Z');
    expect(checkoutProblems({ ...complete, ordering: { open: true } })).toEqual([]);
    expect(checkoutProblems({ ...complete, ordering: { open: false, reason: 'paused', until } })).toEqual([
      { kind: 'not-ordering', message: 'O restaurante pausou os pedidos até as 20:30. Tente novamente mais tarde.' },
    ]);
    expect(checkoutProblems({ ...complete, ordering: { open: false, reason: 'closed' } })[0]?.message).toBe(
      'O restaurante está fechado no momento e não pode receber pedidos.',
    );
  });
  it('leaves an unavailable line out of the minimum, and asks to remove it', () => {
    const two = addToBag(bagWith(1990, 2), restaurant, { productId: 'tiramisu', nome: 'Tiramisù', imageUrl: null, type: 'regular', unitPrice: 1500, quantidade: 1, selectedSize: null, selectedFlavor: null, complementos: [] });
    if (two.kind !== 'added') throw new Error('not added');
    const lasanha = two.bag.lines.find((line) => line.productId === 'lasanha')!;
    expect(orderableBag(two.bag, new Set([lasanha.key])).lines.map((line) => line.nome)).toEqual(['Tiramisù']);
    expect(checkoutProblems({ ...complete, bag: two.bag, unavailable: [{ key: lasanha.key, message: 'Lasanha acabou.' }] })).toEqual([
      { kind: 'unavailable', message: 'Lasanha acabou.', key: lasanha.key },
      { kind: 'below-minimum', message: 'O pedido mínimo para este restaurante é de R$\u00a030,00. Adicione mais itens.' },
    ]);
    // Nothing orderable left: removing is the one thing to do.
    expect(kinds({ ...complete, unavailable: [{ key: lasanha.key, message: 'Lasanha acabou.' }] })).toEqual(['unavailable']);
  });
  it('takes change only for cash, at least the total', () => {
    expect(kinds({ ...complete, payment: 'Dinheiro', changeFor: '' })).toEqual([]);
    expect(kinds({ ...complete, payment: 'Dinheiro', changeFor: '46,70' })).toEqual([]);
    expect(kinds({ ...complete, payment: 'Dinheiro', changeFor: '46,69' })).toEqual(['bad-change']);
    expect(kinds({ ...complete, payment: 'Dinheiro', changeFor: 'cem' })).toEqual(['bad-change']);
    expect(kinds({ ...complete, payment: 'Cartão', changeFor: '1' })).toEqual([]);
  });
});

describe('parseChange', () => {
  it('reads Brazilian and plain amounts with the one money parser', () => {
    expect(parseChange('100')).toBe(10000);
    expect(parseChange('50,00')).toBe(5000);
    expect(parseChange('R$ 100')).toBe(10000);
    expect(parseChange('R$ 1.000,50')).toBe(100050);
    expect(parseChange('50.5')).toBe(5050);
    expect(parseChange('  ')).toBeNull();
    expect(parseChange('abc')).toBeNaN();
    expect(parseChange('-50')).toBeNaN();
    expect(parseChange('50,999')).toBeNaN();
  });
});

describe('delivery by bairro', () => {
  const areas = {
    bairros: [
      { nome: 'Pinheiros', taxa: 4, minimo: null },
      { nome: 'Vila Madalena', taxa: 7.5, minimo: 60 },
    ],
    outrosBairros: false,
    gratisAcima: 80,
  };
  const withAreas = { ...restaurant, areasEntrega: areas };
  const at = (bairro: string, cidade = 'São Paulo') => ({ ...address, bairro, cidade });

  it('prices the bairro’s fee and minimum, folded ("vila  madalena"), and delivery is free from the threshold', () => {
    expect(checkoutTotals(bagWith(1990, 2), withAreas, at(' PINHEIROS '))).toMatchObject({ fee: 400, total: 4380, minimum: 3000, notServed: null });
    expect(checkoutTotals(bagWith(1990, 2), withAreas, at('vila  madalena'))).toMatchObject({ fee: 750, minimum: 6000, missingForMinimum: 6000 - 3980 });
    expect(checkoutTotals(bagWith(2000, 4), withAreas, at('Pinheiros'))).toMatchObject({ fee: 0, total: 8000 });
  });

  it('a bairro or a city the restaurant does not serve is a problem before confirming, with the server’s text', () => {
    expect(checkoutProblems({ ...complete, restaurant: withAreas, address: at('Mooca') })).toEqual([
      { kind: 'not-served', message: 'Este restaurante não entrega em Mooca. Escolha outro endereço ou outro restaurante.' },
    ]);
    expect(kinds({ ...complete, restaurant: withAreas, address: at('Pinheiros', 'Campinas') })).toEqual(['not-served']);
    // Unlisted bairros at the restaurant-wide fee when it says so; before any place, no fee or minimum at all (issue #36).
    expect(checkoutTotals(bagWith(1990, 2), { ...withAreas, areasEntrega: { ...areas, outrosBairros: true } }, at('Mooca')).fee).toBe(690);
    expect(checkoutTotals(bagWith(1990, 2), withAreas, null)).toMatchObject({ fee: null, minimum: null, missingForMinimum: 0, total: 3980 });
  });
});
