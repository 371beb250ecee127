import { describe, expect, it } from 'vitest';
import type { Address } from '@/domain/delivery/address';
import type { Product } from '@/domain/catalog/catalog';
import { dishPromotionAt, menuPrice, promotionUntilText } from '@/domain/catalog/dish-promotion';
import { checkPromotionForm, emptyPromotionForm, PROMOTION_MESSAGES, promotionToForm } from '@/domain/catalog/dish-promotion-owner';
import { priceItem } from '@/domain/catalog/item-price';
import { productFromData } from '@/domain/catalog/menu.record';
import { emptyProductForm, productToForm, validateProductForm } from '@/domain/catalog/product.form';
import { addToBag, EMPTY_BAG, parseStoredBag } from '@/domain/checkout/bag';
import { repriceBag } from '@/domain/checkout/bag-repricing';
import { priceOrder } from '@/domain/checkout/order-pricing';
import { orderFromData } from '@/domain/orders/order.record';
import { makePizza, makeProduct } from '../../../fixtures/catalog';
import { makeRestaurant, openEveryDay } from '../../../fixtures/restaurant';

// São Paulo is UTC-3: the promotion runs on the 27th and the 28th of November 2026.
const inicio = new Date('2026-11-27T03:00:00Z');
const fim = new Date('2026-11-29T03:00:00Z');
const during = new Date('2026-11-28T23:00:00Z'); // 20:00 on the 28th
const after = new Date('2026-11-29T03:00:00Z'); // midnight: over
const before = new Date('2026-11-27T02:59:59Z');
const pastel = makeProduct({ id: 'pastel', nome: 'Pastel', preco: 13.9, promocao: { preco: 10.9, inicio, fim } });

describe("a dish's 'de/por'", () => {
  it('holds from its first midnight to the one after its last day, and only while cheaper', () => {
    expect(dishPromotionAt(pastel, during)?.preco).toBe(10.9);
    expect(dishPromotionAt(pastel, inicio)).not.toBeNull();
    expect(dishPromotionAt(pastel, before)).toBeNull();
    expect(dishPromotionAt(pastel, after)).toBeNull();
    // The owner raised the 'por' above the price since: the dish sells at its own price.
    expect(dishPromotionAt({ ...pastel, preco: 10 }, during)).toBeNull();
    expect(promotionUntilText(pastel.promocao!)).toBe('Promoção até 28/11');
  });

  it('is what the card, the sheet and the server charge, with the old price beside it', () => {
    expect(menuPrice(pastel, during)).toEqual({ price: 1090, regular: 1390 });
    expect(menuPrice(pastel, after)).toEqual({ price: 1390, regular: null });
    expect(priceItem(pastel, new Map(), { size: null, flavor: null, complementos: [] }, during)).toMatchObject({ unit: 1090, regularUnit: 1390 });
    expect(priceItem(pastel, new Map(), { size: null, flavor: null, complementos: [] }, after)).toMatchObject({ unit: 1390, regularUnit: null });

    const restaurant = makeRestaurant({ horarioFuncionamento: openEveryDay('00:00', '23:59') });
    const address: Address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };
    const catalogue = { products: new Map<string, Product>([[pastel.id, pastel]]), groups: new Map() };
    const request = {
      orderId: 'AbCdEfGhIjKlMnOpQrSt',
      restaurantId: restaurant.id,
      lines: [{ productId: 'pastel', quantidade: 3, size: null, flavor: null, complementos: [], observacoes: '' }],
      endereco: address,
      clientName: 'Ana Souza',
      clientPhone: '(11) 98765-4321',
      pagamento: 'Dinheiro' as const,
      troco: null,
      observacoesPedido: '',
    };
    const fee = 690;
    const priced = priceOrder({ ...request, expectedTotal: 3 * 1090 + fee }, restaurant, catalogue, 'ana', during);
    expect(priced.ok && priced.order.itens).toEqual([expect.objectContaining({ preco: 10.9, precoDe: 13.9 })]);
    expect(priced.ok && priced.order.subTotal).toBe(32.7);
    // The total of the old price is refused once the promotion holds: the customer sees the new one first.
    expect(priceOrder({ ...request, expectedTotal: 3 * 1390 + fee }, restaurant, catalogue, 'ana', during)).toMatchObject({ ok: false, refusal: { code: 'price-changed' } });
    const afterwards = priceOrder({ ...request, expectedTotal: 3 * 1390 + fee }, restaurant, catalogue, 'ana', after);
    expect(afterwards.ok && afterwards.order.itens[0]).not.toHaveProperty('precoDe');
    const stored = orderFromData('o', 'cantina', { ...priced, itens: [{ quantidade: 1, nome: 'Pastel', preco: 10.9, precoDe: 13.9, observacoes: '' }, { quantidade: 1, nome: 'Suco', preco: 8, precoDe: 8, observacoes: '' }] });
    expect(stored.itens.map((item) => item.precoDe)).toEqual([13.9, undefined]);
  });

  it('moves the bag line and its struck price when it begins or ends', () => {
    const plain = makeProduct({ id: 'pastel', nome: 'Pastel', preco: 13.9 });
    const added = addToBag(EMPTY_BAG, { id: 'cantina', nome: 'Cantina' }, { productId: 'pastel', nome: 'Pastel', imageUrl: null, type: 'regular', unitPrice: 1390, quantidade: 2, selectedSize: null, selectedFlavor: null, complementos: [] });
    if (added.kind !== 'added') throw new Error('not added');
    const catalogue = (product: Product) => ({ products: new Map<string, Product>([[product.id, product]]), groups: new Map() });
    const began = repriceBag(added.bag, catalogue(pastel), during);
    expect(began.bag.lines[0]).toMatchObject({ unitPrice: 1090, regularUnitPrice: 1390 });
    expect(began.changes).toEqual([expect.objectContaining({ before: 1390, after: 1090 })]);
    const ended = repriceBag(began.bag, catalogue(plain), during);
    expect(ended.bag.lines[0]?.unitPrice).toBe(1390);
    expect(ended.bag.lines[0]).not.toHaveProperty('regularUnitPrice');
    // A stored bag keeps a whole 'de' price and drops anything else.
    expect(parseStoredBag(JSON.parse(JSON.stringify(began.bag))).lines[0]?.regularUnitPrice).toBe(1390);
    expect(parseStoredBag({ ...began.bag, lines: [{ ...began.bag.lines[0], regularUnitPrice: 'x' }] }).lines[0]).not.toHaveProperty('regularUnitPrice');
  });

  it('is stored and read back as a map of a price and two instants; anything incomplete is none', () => {
    expect(productFromData('p', 'r', { nome: 'Pastel', preco: 13.9, promocao: { preco: 10.9, inicio, fim } })).toMatchObject({ promocao: { preco: 10.9, inicio, fim } });
    expect(productFromData('p', 'r', { nome: 'Pastel', preco: 13.9, promocao: { preco: 10.9, inicio: fim, fim: inicio } })).not.toHaveProperty('promocao');
    expect(productFromData('p', 'r', { nome: 'Pastel', preco: 13.9, promocao: { preco: 10.9 } })).not.toHaveProperty('promocao');
    expect(dishPromotionAt(makePizza(), during)).toBeNull();
  });
});

describe("the owner's promotion fields", () => {
  const today = new Date('2026-11-27T13:00:00Z');
  const on = { ativa: true, preco: '10,90', inicio: '2026-11-27', fim: '2026-11-28' };

  it('store the first midnight and the one after the last day, São Paulo time', () => {
    expect(checkPromotionForm(on, 1390, today)).toEqual({ ok: true, promotion: { preco: 10.9, inicio, fim } });
    expect(checkPromotionForm({ ...on, ativa: false, preco: 'abc' }, 1390, today)).toEqual({ ok: true, promotion: null });
    expect(promotionToForm({ preco: 10.9, inicio, fim }, today)).toEqual(on);
  });

  it.each([
    ['a price not below the dish', { preco: '13,90' }, PROMOTION_MESSAGES.price],
    ['no price', { preco: '' }, PROMOTION_MESSAGES.price],
    ['a price that is not money', { preco: 'dez' }, 'Preço promocional (R$): valor não reconhecido. Digite, por exemplo, 19,90.'],
    ['no last day', { fim: '' }, PROMOTION_MESSAGES.dates],
    ['the last day before the first', { inicio: '2026-11-28', fim: '2026-11-27' }, PROMOTION_MESSAGES.order],
    ['32 days', { inicio: '2026-11-27', fim: '2026-12-28' }, PROMOTION_MESSAGES.length],
    ['a period already over', { inicio: '2026-11-20', fim: '2026-11-26' }, PROMOTION_MESSAGES.over],
  ])('refuse %s with its message', (_, change, message) => {
    expect(checkPromotionForm({ ...on, ...change }, 1390, today)).toEqual({ ok: false, error: message });
  });

  it('ride on the product form: a new dish starts switched off; one already over loads switched off; a pizza has none', () => {
    expect(emptyProductForm('c', today).promocao).toEqual({ ...emptyPromotionForm(today), ativa: false, inicio: '2026-11-27', fim: '2026-12-03' });
    expect(productToForm(pastel, 'c', after).promocao.ativa).toBe(false);
    const form = { ...productToForm(pastel, 'c', today) };
    expect(validateProductForm(form, today)).toMatchObject({ ok: true, product: { type: 'regular', preco: 13.9, promocao: { preco: 10.9, inicio, fim } } });
    expect(validateProductForm({ ...form, promocao: { ...form.promocao, ativa: false } }, today)).toMatchObject({ ok: true, product: expect.not.objectContaining({ promocao: expect.anything() }) });
    expect(validateProductForm({ ...form, promocao: { ...form.promocao, preco: '20' } }, today)).toEqual({ ok: false, error: PROMOTION_MESSAGES.price });
  });
});
