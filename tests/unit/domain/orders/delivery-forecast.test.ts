import { describe, expect, it } from 'vitest';
import { deliveryForecast } from '@/domain/orders/delivery-forecast';
import { makeOrder } from '../../../fixtures/order';

const now = new Date('2026-01-10T22:30:00Z');

describe('deliveryForecast', () => {
  it('once accepted: acceptance + the promised preparation + the ride', () => {
    const order = makeOrder('a', { status: 'em_preparacao', aceitoEm: new Date('2026-01-10T22:00:00Z'), tempoPreparoMin: 30 });
    expect(deliveryForecast(order, 25, now)).toEqual({ kind: 'expected', at: new Date('2026-01-10T22:50:00Z') });
  });

  it('before an answer: were it accepted now, with the restaurant’s usual time; or waiting when that is unknown', () => {
    const order = makeOrder('b', { status: 'novo_pedido', prazoAceiteEm: new Date('2026-01-10T22:35:00Z') });
    expect(deliveryForecast(order, 25, now)).toEqual({ kind: 'estimate', at: new Date('2026-01-10T23:15:00Z') });
    expect(deliveryForecast(order, null, now)).toEqual({ kind: 'waiting' });
  });

  it('says nothing once the time to answer ran out, for an order that is over, or an older accepted order without a promise', () => {
    expect(deliveryForecast(makeOrder('c', { status: 'novo_pedido', prazoAceiteEm: new Date('2026-01-10T22:29:00Z') }), 25, now)).toBeNull();
    expect(deliveryForecast(makeOrder('d', { status: 'entregue', aceitoEm: now, tempoPreparoMin: 30 }), 25, now)).toBeNull();
    expect(deliveryForecast(makeOrder('e', { status: 'cancelado' }), 25, now)).toBeNull();
    expect(deliveryForecast(makeOrder('f', { status: 'a_caminho' }), 25, now)).toBeNull();
  });
});
