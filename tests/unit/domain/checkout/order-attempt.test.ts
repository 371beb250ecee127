import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, BUSY_SLOW_RETRY_MS, busyRetryDelay, classifyPlaceOrderFailure, reserveOrderId, type PendingOrder } from '@/domain/checkout/order-attempt';

describe('reserveOrderId', () => {
  const newId = () => 'novo';
  const pending: PendingOrder = { orderId: 'antigo', restaurantId: 'cantina', fingerprint: 'sacola-1' };

  it('reuses the reserved id for the same request at the same restaurant', () => {
    expect(reserveOrderId(pending, 'cantina', 'sacola-1', newId)).toEqual(pending);
  });

  it('makes a new id when the request changed, or for another restaurant, or with nothing reserved', () => {
    expect(reserveOrderId(pending, 'cantina', 'sacola-2', newId)).toEqual({ orderId: 'novo', restaurantId: 'cantina', fingerprint: 'sacola-2' });
    expect(reserveOrderId(pending, 'pizzaria', 'sacola-1', newId)).toEqual({ orderId: 'novo', restaurantId: 'pizzaria', fingerprint: 'sacola-1' });
    expect(reserveOrderId(null, 'cantina', 'sacola-1', newId)).toEqual({ orderId: 'novo', restaurantId: 'cantina', fingerprint: 'sacola-1' });
  });

  it('reuses an id saved before fingerprints and records the request sent with it (the server tells a different bag apart)', () => {
    expect(reserveOrderId({ ...pending, fingerprint: null }, 'cantina', 'sacola-2', newId)).toEqual({ orderId: 'antigo', restaurantId: 'cantina', fingerprint: 'sacola-2' });
  });
});

describe('busyRetryDelay', () => {
  it('waits 2 to 5 seconds, at random, for the first tries, then 15 seconds', () => {
    expect(busyRetryDelay(1, () => 0)).toBe(2000);
    expect(busyRetryDelay(2, () => 0.5)).toBe(3500);
    expect(busyRetryDelay(3, () => 0.999_999)).toBe(5000);
    expect(busyRetryDelay(4, () => 0)).toBe(BUSY_SLOW_RETRY_MS);
    expect(busyRetryDelay(40)).toBe(15_000);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const delay = busyRetryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });
});

describe('classifyPlaceOrderFailure', () => {
  const busy = { code: 'busy', message: 'Muitos pedidos neste momento. Estamos tentando de novo…' };

  it("tells a busy server (its details) from a lost connection (the same 'unavailable' code)", () => {
    expect(classifyPlaceOrderFailure('unavailable', busy, false)).toEqual({ kind: 'busy', message: busy.message });
    expect(classifyPlaceOrderFailure('unavailable', { code: 'busy' }, false)).toEqual({ kind: 'busy', message: BUSY_MESSAGE });
    expect(classifyPlaceOrderFailure('unavailable', undefined, false)).toEqual({ kind: 'offline' });
    expect(classifyPlaceOrderFailure('unavailable', undefined, true)).toEqual({ kind: 'offline' });
  });

  it('keeps the offline cases as they were', () => {
    expect(classifyPlaceOrderFailure('deadline-exceeded', undefined, false)).toEqual({ kind: 'offline' });
    expect(classifyPlaceOrderFailure('internal', undefined, true)).toEqual({ kind: 'offline' });
    expect(classifyPlaceOrderFailure('', undefined, true)).toEqual({ kind: 'offline' });
    expect(classifyPlaceOrderFailure('internal', undefined, false)).toEqual({ kind: 'failed' });
  });

  it("reads the server's refusals, stale, blocked and a line's complementos among them", () => {
    const stale = { code: 'stale', message: 'Sua sacola mudou desde a última tentativa. Confira o pedido e confirme de novo.' };
    expect(classifyPlaceOrderFailure('failed-precondition', stale, false)).toEqual({ kind: 'refused', refusal: stale });
    const blocked = { code: 'blocked', message: 'O restaurante não aceita pedidos desta conta.' };
    expect(classifyPlaceOrderFailure('permission-denied', blocked, false)).toEqual({ kind: 'refused', refusal: blocked });
    expect(classifyPlaceOrderFailure('failed-precondition', { code: 'unavailable', message: 'x', productIds: ['a', 1] }, false)).toEqual({
      kind: 'refused',
      refusal: { code: 'unavailable', message: 'x', productIds: ['a'] },
    });
    const choices = { code: 'choices', message: 'X-Burger: escolha uma opção em Ponto da carne.', productIds: ['burger'] };
    expect(classifyPlaceOrderFailure('failed-precondition', choices, false)).toEqual({ kind: 'refused', refusal: choices });
    expect(classifyPlaceOrderFailure('failed-precondition', { code: 'whatever', message: 'x' }, false)).toEqual({ kind: 'failed' });
  });
});
