import { describe, expect, it } from 'vitest';
import type { Address } from '@/domain/delivery/address';
import type { Product } from '@/domain/catalog/catalog';
import { checkoutProblems, checkoutTotals } from '@/domain/checkout/checkout';
import { buildOrderRequest, PICKUP_OFF_MESSAGE, type OrderRequest } from '@/domain/checkout/order-request';
import { parseOrderRequest } from '@/domain/checkout/order-request.schema';

/** The request as read, or null when refused. */
const parsed = (value: unknown) => {
  const read = parseOrderRequest(value);
  return read.ok ? read.value : null;
};
import { priceOrder } from '@/domain/checkout/order-pricing';
import type { Bag } from '@/domain/checkout/bag';
import { boardStage, nextStatus, panelActions } from '@/domain/orders/order-lifecycle';
import { modalidadeOf } from '@/domain/orders/order';
import { isDelivered, isOldOrder, statusLabel } from '@/domain/orders/order-status';
import { customerStep } from '@/domain/orders/customer-steps';
import { effectiveModalidade } from '@/domain/orders/pickup-choice';
import { mapsLink } from '@/areas/customer/shared/PickupPlace';
import { wrongPickupCodeMessage } from '@/domain/orders/pickup-counter';
import { saleStage } from '@/domain/money/sale-stage';
import { isOnOffer } from '@/domain/delivery/rider-offer';
import { orderPushes } from '@/domain/notifications/order-events';
import { makeProduct } from '../../../fixtures/catalog';
import { makeRestaurant, openEveryDay } from '../../../fixtures/restaurant';

const address: Address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };
const lasanha = makeProduct();
const catalogue = { products: new Map<string, Product>([[lasanha.id, lasanha]]), groups: new Map() };
const evening = new Date('2026-11-20T23:00:00Z');
const pickupStore = makeRestaurant({ horarioFuncionamento: openEveryDay('18:00', '02:00'), taxaEntrega: 6.9, pedidoMinimo: 20, retiradaNoLocal: true });

function request(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    orderId: 'AbCdEfGhIjKlMnOpQrSt',
    restaurantId: pickupStore.id,
    lines: [{ productId: lasanha.id, quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }],
    endereco: null,
    modalidade: 'retirada',
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    pagamento: 'Pix',
    troco: null,
    observacoesPedido: '',
    expectedTotal: 4490,
    ...overrides,
  };
}

describe("'Retirar no local' (issue #40)", () => {
  it('reads a pickup request without an address, drops one sent with it, and still wants one for delivery', () => {
    expect(parsed(request())).toMatchObject({ modalidade: 'retirada', endereco: null });
    expect(parsed(request({ endereco: address }))).toMatchObject({ modalidade: 'retirada', endereco: null });
    expect(parsed(request({ modalidade: undefined }))).toBeNull();
    expect(parsed(request({ modalidade: undefined, endereco: address }))).not.toHaveProperty('modalidade');
    expect(parsed({ ...request(), modalidade: 'drone' })).toBeNull();
  });

  it('prices a pickup order with no fee, no address and no ride, under the restaurant minimum', () => {
    const result = priceOrder(request(), pickupStore, catalogue, 'ana', evening);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.total).toBe(4490);
    expect(result.order).toMatchObject({ taxaEntrega: 0, totalValue: 44.9, endereco: null, modalidade: 'retirada', corridaMin: 0, deliverymanId: null });
    expect(priceOrder(request({ expectedTotal: 4490 + 690 }), pickupStore, catalogue, 'ana', evening)).toMatchObject({ ok: false, refusal: { code: 'price-changed' } });
    const below = makeRestaurant({ ...pickupStore, pedidoMinimo: 50 });
    expect(priceOrder(request(), below, catalogue, 'ana', evening)).toMatchObject({ ok: false, refusal: { code: 'below-minimum' } });
  });

  it('refuses pickup where the restaurant does not offer it, and a delivery priced as before', () => {
    const off = makeRestaurant({ ...pickupStore, retiradaNoLocal: false });
    expect(priceOrder(request(), off, catalogue, 'ana', evening)).toEqual({ ok: false, refusal: { code: 'invalid', message: PICKUP_OFF_MESSAGE } });
    const delivery = priceOrder(request({ modalidade: undefined, endereco: address, expectedTotal: 4490 + 690 }), pickupStore, catalogue, 'ana', evening);
    expect(delivery).toMatchObject({ ok: true, order: { taxaEntrega: 6.9, modalidade: 'entrega', endereco: address } });
  });

  it('builds the request: pickup names itself and sends no address; delivery reads as before', () => {
    const line = { key: 'lasanha', productId: lasanha.id, nome: lasanha.nome, imageUrl: null, type: 'regular' as const, unitPrice: 4490, selectedSize: null, selectedFlavor: null, complementos: [], quantidade: 1, observacoes: '' };
    const bag: Bag = { restaurantId: pickupStore.id, restaurantName: pickupStore.nome, lines: [line] };
    const base = { orderId: 'x', bag, restaurantId: pickupStore.id, address, contact: { clientName: 'Ana', clientPhone: '11987654321' }, payment: 'Pix' as const, change: null, note: '', total: 4490 };
    expect(buildOrderRequest({ ...base, modalidade: 'retirada' })).toMatchObject({ endereco: null, modalidade: 'retirada' });
    const delivery = buildOrderRequest(base);
    expect(delivery.endereco).toEqual(address);
    expect(delivery).not.toHaveProperty('modalidade');
    // The checkout: no address needed, no fee, the restaurant's own minimum.
    expect(checkoutTotals(bag, pickupStore, null, 'retirada')).toMatchObject({ fee: 0, total: 4490, minimum: 2000, notServed: null });
    const problems = checkoutProblems({ bag, restaurant: pickupStore, address: null, contact: base.contact, payment: 'Pix', changeFor: '', modalidade: 'retirada' });
    expect(problems).toEqual([]);
    expect(checkoutProblems({ bag, restaurant: pickupStore, address: null, contact: base.contact, payment: 'Pix', changeFor: '' })).toMatchObject([{ kind: 'missing', missing: ['address'] }]);
  });

  it("goes em_preparacao -> pronto_retirada -> retirado (with the code), never to a rider; 'Retirado' is a sale", () => {
    const pickup = { modalidade: 'retirada' };
    expect(nextStatus('em_preparacao', pickup)).toBe('pronto_retirada');
    expect(nextStatus('pronto_retirada', pickup)).toBeNull();
    expect(panelActions({ status: 'pronto_retirada', deliverymanId: null, ...pickup })).toMatchObject({ advanceTo: null, checkPickupCode: true, print: true });
    expect(panelActions({ status: 'em_preparacao', deliverymanId: null, ...pickup }).advanceTo).toBe('pronto_retirada');
    expect(boardStage('pronto_retirada')).toBe('prontos');
    expect(boardStage('retirado')).toBeNull();
    expect(statusLabel('pronto_retirada')).toBe('Pronto para retirada');
    expect(statusLabel('retirado')).toBe('Retirado');
    expect(isDelivered('retirado') && isOldOrder('retirado')).toBe(true);
    expect(customerStep('pronto_retirada')).toBe(2);
    expect(saleStage('retirado')).toBe('sold');
    expect(saleStage('pronto_retirada')).toBe('in_progress');
    expect(isOnOffer({ status: 'aguardando_entregador', deliverymanId: null, modalidade: 'retirada' })).toBe(false);
  });

  it('small rules: absent means delivery, pickup only where offered, a maps link, the counter messages', () => {
    expect(modalidadeOf(undefined)).toBe('entrega');
    expect(effectiveModalidade('retirada', { retiradaNoLocal: false })).toBe('entrega');
    expect(effectiveModalidade('retirada', { retiradaNoLocal: true })).toBe('retirada');
    expect(mapsLink('Rua Avanhandava, 81 - São Paulo')).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20Avanhandava%2C%2081%20-%20S%C3%A3o%20Paulo');
    expect(wrongPickupCodeMessage(2)).toBe('Código incorreto. Peça ao cliente o código de retirada que aparece no acompanhamento do pedido. Restam 2 tentativas.');
    expect(wrongPickupCodeMessage(0)).toMatch(/^Código incorreto\. Limite de tentativas atingido\./);
  });

  it('tells the customer of a pickup order in its own words (no "saiu para entrega")', () => {
    const base = { status: 'em_preparacao', modalidade: 'retirada', userId: 'ana', restaurantName: 'Cantina', numero: 7, totalValue: 44.9 };
    const [ready] = orderPushes('cantina', 'o1', base, { ...base, status: 'pronto_retirada' });
    expect(ready?.payload).toMatchObject({ title: 'Seu pedido está pronto para retirada', body: 'Retire em Cantina e mostre o código de retirada no balcão.' });
    const [done] = orderPushes('cantina', 'o1', { ...base, status: 'pronto_retirada' }, { ...base, status: 'retirado' });
    expect(done?.payload.title).toBe('Pedido retirado');
  });
});
