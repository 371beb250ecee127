import { describe, expect, it } from 'vitest';
import type { Address } from '@/domain/delivery/address';
import { EMPTY_BAG, addToBag, type Bag, type BagChoice } from '@/domain/checkout/bag';
import { optionGroup } from '../../../fixtures/option-groups';
import type { Product, RegularProduct } from '@/domain/catalog/catalog';
import { buildOrderRequest, orderRequestFingerprint, type OrderRequest } from '@/domain/checkout/order-request';
import { parseOrderRequest } from '@/domain/checkout/order-request.schema';

/** The request as read, or null when refused. */
const parsed = (value: unknown) => {
  const read = parseOrderRequest(value);
  return read.ok ? read.value : null;
};
import { priceOrder } from '@/domain/checkout/order-pricing';
import { repriceBag } from '@/domain/checkout/bag-repricing';
import { unitPriceOf } from '@/domain/catalog/item-price';
import { makePizza, makeProduct } from '../../../fixtures/catalog';
import { makeRestaurant, openEveryDay } from '../../../fixtures/restaurant';

const address: Address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };

const restaurant = makeRestaurant({ horarioFuncionamento: openEveryDay('18:00', '02:00') });
// 20:00 and 01:00 in São Paulo (UTC-3), a Friday; 15:00 is closed.
const evening = new Date('2026-11-20T23:00:00Z');
const afterMidnight = new Date('2026-11-21T04:00:00Z');
const afternoon = new Date('2026-11-20T18:00:00Z');

const lasanha = makeProduct();
const suco = makeProduct({ id: 'suco', nome: 'Suco', disponivel: false, preco: 9.9 });
const pizza = makePizza();
const catalogue = { products: new Map<string, Product>([lasanha, suco, pizza].map((product) => [product.id, product])), groups: new Map() };

function request(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    orderId: 'AbCdEfGhIjKlMnOpQrSt',
    restaurantId: 'cantina',
    lines: [
      { productId: 'lasanha', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: 'sem cebola' },
      { productId: 'pizza', quantidade: 2, size: 'Grande', flavor: 'Calabresa', complementos: [], observacoes: '' },
    ],
    endereco: address,
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    pagamento: 'Dinheiro',
    troco: 200,
    observacoesPedido: 'tocar a campainha',
    // 44,90 + 2 x (52,50 + 6,00) + 6,90
    expectedTotal: 4490 + 2 * 5850 + 690,
    cupom: null,
    ...overrides,
  };
}

describe('parseOrderRequest', () => {
  it('accepts what the checkout sends, trimmed', () => {
    expect(parsed({ ...request(), clientName: '  Ana Souza ' })).toEqual(request());
  });

  it('keeps a scheduled slot as sent, and no slot at all for an order for now (issue #54)', () => {
    const slot = Date.UTC(2026, 10, 20, 23, 30);
    expect(parsed({ ...request(), agendadoPara: slot })).toEqual(request({ agendadoPara: slot }));
    expect(parsed({ ...request(), agendadoPara: null })).toEqual(request());
    expect(parsed({ ...request(), agendadoPara: 'amanhã' })).toBeNull();
    expect(parsed({ ...request(), agendadoPara: slot + 0.5 })).toBeNull();
  });

  it.each([
    ['no lines', { lines: [] }],
    ['13 lines', { lines: Array.from({ length: 13 }, (_, i) => ({ productId: `p${i}`, quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' })) }],
    ['a fractional quantity', { lines: [{ productId: 'lasanha', quantidade: 1.5, size: null, flavor: null, complementos: [], observacoes: '' }] }],
    ['a quantity of 100', { lines: [{ productId: 'lasanha', quantidade: 100, size: null, flavor: null, complementos: [], observacoes: '' }] }],
    ['a product id that names another path', { lines: [{ productId: '../outra/produtos/x', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }] }],
    ['a 1 MB item note', { lines: [{ productId: 'lasanha', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: 'x'.repeat(1_000_000) }] }],
    ['a restaurant id with a slash', { restaurantId: 'cantina/pedidos' }],
    ['an order id not made by the app', { orderId: 'x' }],
    ['an unknown payment', { pagamento: 'Fiado' }],
    ['change without cash', { pagamento: 'Pix', troco: 50 }],
    ['a bad phone', { clientPhone: '123' }],
    ['a blank street', { endereco: { ...address, rua: ' ' } }],
    ['a 301-character order note', { observacoesPedido: 'x'.repeat(301) }],
    ['a total that is not whole centavos', { expectedTotal: 12.5 }],
  ])('refuses %s', (_name, overrides) => {
    expect(parsed({ ...request(), ...overrides })).toBeNull();
  });

  it('refuses anything that is not an object', () => {
    expect(parsed(null)).toBeNull();
    expect(parsed('pedido')).toBeNull();
  });
});

describe('unitPriceOf', () => {
  it('prices regular products and pizzas by size and flavour', () => {
    expect(unitPriceOf(lasanha, null, null)).toBe(4490);
    expect(unitPriceOf(pizza, 'Média', null)).toBe(4000);
    expect(unitPriceOf(pizza, 'Grande', 'Calabresa')).toBe(5850);
  });

  it('knows no price for a choice the product does not have', () => {
    expect(unitPriceOf(pizza, 'Gigante', null)).toBeNull();
    expect(unitPriceOf(pizza, null, null)).toBeNull();
    expect(unitPriceOf(pizza, 'Grande', 'Lagosta')).toBeNull();
    expect(unitPriceOf(lasanha, 'Grande', null)).toBeNull();
  });
});

describe('priceOrder', () => {
  it('prices every line from the catalogue and writes the order of SPEC.md section 7', () => {
    const result = priceOrder(request(), restaurant, catalogue, 'ana', evening);
    expect(result).toEqual({
      ok: true,
      total: 16880,
      order: {
        itens: [
          { quantidade: 1, nome: 'Lasanha', preco: 44.9, observacoes: 'sem cebola', productId: 'lasanha', size: null, flavor: null, complementos: [] },
          { quantidade: 2, nome: 'Pizza (Grande / Calabresa)', preco: 58.5, observacoes: '', productId: 'pizza', size: 'Grande', flavor: 'Calabresa', complementos: [] },
        ],
        subTotal: 161.9,
        desconto: 0,
        cupom: null,
        taxaEntrega: 6.9,
        regraEntrega: { bairro: null, origem: 'padrao', gratisAcima: null, gratis: false },
        totalValue: 168.8,
        comissaoPercentual: 10,
        reparticao: {
          itens: 16190,
          desconto: null,
          taxaEntrega: 690,
          total: 16880,
          entregador: 690,
          complementoEntrega: 0,
          comissao: { base: 16880, percentual: 10, valor: 1688 },
          creditoPlataforma: 0,
          creditoSabor: 0,
          partes: { restaurante: 14502, entregador: 690, plataforma: 1688 },
        },
        pagamento: 'Dinheiro',
        troco: 200,
        endereco: address,
        modalidade: 'entrega',
        clientName: 'Ana Souza',
        clientPhone: '(11) 98765-4321',
        status: 'novo_pedido',
        restaurantId: 'cantina',
        restaurantName: 'Cantina da Nonna',
        restaurantAddress: 'Rua Treze de Maio, 846 - Bela Vista, São Paulo',
        restaurantPhone: '(11) 3284-6512',
        cidade: null,
        bairroRestaurante: null,
        localizacaoLoja: null,
        corridaMin: 20,
        userId: 'ana',
        deliverymanId: null,
        acceptedAt: null,
        observacoesPedido: 'tocar a campainha',
      },
    });
  });

  it("splits the order with the city's minimum pay per ride: a fee below it is topped up by the store", () => {
    const result = priceOrder(request(), restaurant, catalogue, 'ana', evening, undefined, 800);
    expect(result.ok && result.order.reparticao).toMatchObject({ taxaEntrega: 690, total: 16880, entregador: 800, complementoEntrega: 110, partes: { restaurante: 14392, entregador: 800, plataforma: 1688 } });
  });

  it('is open after midnight in a period that crosses it, and closed in the afternoon', () => {
    expect(priceOrder(request(), restaurant, catalogue, 'ana', afterMidnight).ok).toBe(true);
    expect(priceOrder(request(), restaurant, catalogue, 'ana', afternoon)).toEqual({
      ok: false,
      refusal: { code: 'closed', message: 'O restaurante está fechado no momento e não pode receber pedidos.' },
    });
  });

  it('takes a scheduled order while the store is closed, for a slot within its hours (issue #54), and refuses one outside them', () => {
    const scheduling = { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 5 };
    const agenda = { ...restaurant, agendamento: scheduling };
    // 15:00: closed now; 20:30 that day it is open.
    const slot = new Date('2026-11-20T23:30:00Z').getTime();
    const priced = priceOrder(request({ agendadoPara: slot }), agenda, catalogue, 'ana', afternoon);
    expect(priced.ok && priced.order).toMatchObject({ status: 'agendado', agendadoPara: new Date(slot) });
    // 16:00 the store is still closed; without scheduling on, no slot at all.
    expect(priceOrder(request({ agendadoPara: new Date('2026-11-20T19:00:00Z').getTime() }), agenda, catalogue, 'ana', afternoon)).toMatchObject({ ok: false, refusal: { code: 'schedule' } });
    expect(priceOrder(request({ agendadoPara: slot }), restaurant, catalogue, 'ana', afternoon)).toEqual({ ok: false, refusal: { code: 'schedule', message: 'Este restaurante não aceita pedidos agendados.' } });
    // Suspended stores take nothing, scheduled or not.
    expect(priceOrder(request({ agendadoPara: slot }), { ...agenda, suspenso: { em: afternoon, motivo: 'x', por: 'y' } as never }, catalogue, 'ana', afternoon)).toMatchObject({ ok: false, refusal: { code: 'suspended' } });
    // An order for now has no slot.
    const now = priceOrder(request(), agenda, catalogue, 'ana', evening);
    expect(now.ok && now.order.status).toBe('novo_pedido');
    expect(now.ok && 'agendadoPara' in now.order).toBe(false);
  });

  it('refuses an unknown (or another restaurant’s) product and an unavailable one', () => {
    const unknown = request({ lines: [{ productId: 'outro-restaurante-pizza', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }] });
    expect(priceOrder(unknown, restaurant, catalogue, 'ana', evening)).toMatchObject({ ok: false, refusal: { code: 'unknown-product', productIds: ['outro-restaurante-pizza'] } });
    const unavailable = request({ lines: [{ productId: 'suco', quantidade: 5, size: null, flavor: null, complementos: [], observacoes: '' }] });
    expect(priceOrder(unavailable, restaurant, catalogue, 'ana', evening)).toEqual({
      ok: false,
      refusal: { code: 'unavailable', message: 'Suco não está disponível no momento. Remova da sacola para continuar.', productIds: ['suco'] },
    });
  });

  it('refuses a total the customer did not see: a new price, a new fee, or a made-up amount', () => {
    const cheap = request({ expectedTotal: 1 });
    expect(priceOrder(cheap, restaurant, catalogue, 'ana', evening)).toMatchObject({ ok: false, refusal: { code: 'price-changed' } });
    const newFee = { ...restaurant, taxaEntrega: 9.9 };
    expect(priceOrder(request(), newFee, catalogue, 'ana', evening)).toMatchObject({ ok: false, refusal: { code: 'price-changed' } });
    const goneSize = request({ lines: [{ productId: 'pizza', quantidade: 1, size: 'Gigante', flavor: null, complementos: [], observacoes: '' }] });
    expect(priceOrder(goneSize, restaurant, catalogue, 'ana', evening)).toMatchObject({ ok: false, refusal: { code: 'price-changed', productIds: ['pizza'] } });
  });

  it('refuses an order below the minimum with the spec text, and change below the total', () => {
    const small = request({ lines: [{ productId: 'pizza', quantidade: 1, size: 'Média', flavor: null, complementos: [], observacoes: '' }], expectedTotal: 4690 });
    expect(priceOrder(small, { ...restaurant, pedidoMinimo: 50 }, catalogue, 'ana', evening)).toEqual({
      ok: false,
      refusal: { code: 'below-minimum', message: 'O pedido mínimo para este restaurante é de R$\u00a050,00. Adicione mais itens.' },
    });
    expect(priceOrder(request({ troco: 100 }), restaurant, catalogue, 'ana', evening)).toEqual({
      ok: false,
      refusal: { code: 'bad-change', message: 'O troco deve ser para um valor igual ou maior que o total (R$\u00a0168,80).' },
    });
  });
});

function bagOf(...lines: Array<{ productId: string; unitPrice: number; size?: string; complementos?: BagChoice[] }>): Bag {
  let bag: Bag = EMPTY_BAG;
  for (const line of lines) {
    const result = addToBag(bag, restaurant, {
      productId: line.productId,
      nome: line.productId,
      imageUrl: null,
      type: line.size ? 'pizza' : 'regular',
      unitPrice: line.unitPrice,
      quantidade: 1,
      selectedSize: line.size ?? null,
      selectedFlavor: null,
      complementos: line.complementos ?? [],
    });
    if (result.kind !== 'added') throw new Error('not added');
    bag = result.bag;
  }
  return bag;
}

describe('repriceBag', () => {
  it('leaves a bag at current prices as it is', () => {
    const bag = bagOf({ productId: 'lasanha', unitPrice: 4490 }, { productId: 'pizza', unitPrice: 5250, size: 'Grande' });
    expect(repriceBag(bag, catalogue, evening)).toEqual({ bag, changes: [] });
  });

  it('moves lines to the new price and says what changed and what is gone', () => {
    const bag = bagOf({ productId: 'lasanha', unitPrice: 3990 }, { productId: 'suco', unitPrice: 990 }, { productId: 'sumiu', unitPrice: 100 });
    const { bag: repriced, changes } = repriceBag(bag, catalogue, evening);
    expect(repriced.lines.map((line) => line.unitPrice)).toEqual([4490, 990, 100]);
    expect(changes).toEqual([
      { key: 'lasanha||', nome: 'lasanha', before: 3990, after: 4490, available: true, problem: null },
      { key: 'suco||', nome: 'suco', before: 990, after: 990, available: false, problem: 'suco não está disponível no momento. Remova da sacola para continuar.' },
      { key: 'sumiu||', nome: 'sumiu', before: 100, after: null, available: false, problem: 'sumiu não está disponível no momento. Remova da sacola para continuar.' },
    ]);
  });
});

describe('buildOrderRequest', () => {
  it('sends choices and the total seen, and change only for cash', () => {
    const bag = bagOf({ productId: 'pizza', unitPrice: 5250, size: 'Grande' });
    const input = { orderId: 'id', bag, restaurantId: 'cantina', address, contact: { clientName: ' Ana ', clientPhone: '11987654321' }, note: ' ', total: 5940 };
    expect(buildOrderRequest({ ...input, payment: 'Dinheiro', change: 10000 })).toEqual({
      orderId: 'id',
      restaurantId: 'cantina',
      lines: [{ productId: 'pizza', quantidade: 1, size: 'Grande', flavor: null, complementos: [], observacoes: '' }],
      endereco: address,
      clientName: 'Ana',
      clientPhone: '11987654321',
      pagamento: 'Dinheiro',
      troco: 100,
      observacoesPedido: '',
      expectedTotal: 5940,
      cupom: null,
    });
    expect(buildOrderRequest({ ...input, payment: 'Pix', change: 10000 }).troco).toBeNull();
  });
});

describe('orderRequestFingerprint', () => {
  const bag = bagOf({ productId: 'lasanha', unitPrice: 4490 });
  type Input = Parameters<typeof buildOrderRequest>[0];
  const input: Input = { orderId: 'primeiro', bag, restaurantId: 'cantina', address, contact: { clientName: 'Ana', clientPhone: '11987654321' }, payment: 'Pix', change: null, note: '', total: 5180 };
  const withLine = (change: Partial<Bag['lines'][number]>): Bag => ({ ...bag, lines: bag.lines.map((line) => ({ ...line, ...change })) });
  const fingerprint = (changes: Partial<Input> = {}) => orderRequestFingerprint(buildOrderRequest({ ...input, ...changes }));

  it('ignores the id and the order of keys', () => {
    expect(fingerprint({ orderId: 'outro' })).toBe(fingerprint());
    const reordered = { cep: address.cep, cidade: address.cidade, bairro: address.bairro, numero: address.numero, rua: address.rua };
    expect(fingerprint({ address: reordered })).toBe(fingerprint());
  });

  it('changes with the lines, the address, the contact, the payment, the change, the note and the total', () => {
    const base = fingerprint();
    const variants = [
      fingerprint({ bag: withLine({ quantidade: 2 }) }),
      fingerprint({ bag: withLine({ observacoes: 'sem cebola' }) }),
      fingerprint({ address: { ...address, numero: '1201' } }),
      fingerprint({ address: { ...address, complemento: 'apto 3' } }),
      fingerprint({ contact: { clientName: 'Ana', clientPhone: '11987654322' } }),
      fingerprint({ payment: 'Cartão' }),
      fingerprint({ payment: 'Dinheiro', change: 10000 }),
      fingerprint({ note: 'tocar a campainha' }),
      fingerprint({ total: 5680 }),
      fingerprint({ restaurantId: 'outro' }),
    ];
    for (const variant of variants) expect(variant).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length);
  });
});

describe('repriceBag with complementos', () => {
  const burger: RegularProduct = { ...lasanha, id: 'burger', nome: 'X-Burger', preco: 30, complementos: ['adicionais'] };
  const bacon: BagChoice = { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 2, grupo: 'Adicionais', nome: 'Bacon' };
  const catalogueWith = (price: number, soldOutUntil: Date | null = null) => ({
    products: new Map<string, Product>([[burger.id, burger]]),
    groups: new Map([['adicionais', optionGroup('adicionais', 'Adicionais', [0, 5], [['bacon', 'Bacon', price, 2, soldOutUntil]])]]),
  });

  it('shows a changed option price as the line’s new price, and a sold-out option as a problem that names it', () => {
    const bag = bagOf({ productId: 'burger', unitPrice: 3800, complementos: [bacon] });
    expect(repriceBag(bag, catalogueWith(4), evening).changes).toEqual([]);
    const { bag: repriced, changes } = repriceBag(bag, catalogueWith(5), evening);
    expect(repriced.lines[0]?.unitPrice).toBe(4000);
    expect(changes).toEqual([expect.objectContaining({ before: 3800, after: 4000, available: true, problem: null })]);
    const soldOut = repriceBag(bag, catalogueWith(4, new Date(evening.getTime() + 3_600_000)), evening).changes;
    expect(soldOut).toEqual([expect.objectContaining({ available: false, problem: 'X-Burger: Bacon (Adicionais) esgotou. Escolha outra opção.' })]);
  });
});
