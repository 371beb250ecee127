import { describe, expect, it } from 'vitest';
import { deliveryForecast } from '@/domain/orders/delivery-forecast';
import { deliveryTimeRange, formatDeliveryTimeRange, rideMinutes, usualDeliveryMinutes } from '@/domain/delivery/delivery-time';
import { makeOrder } from '../../../fixtures/order';

const range = (tempoPreparoPadrao: number) => formatDeliveryTimeRange(deliveryTimeRange({ tempoPreparoPadrao, corridaMin: null }));

describe('deliveryTimeRange', () => {
  it('is a 10-minute window rounded to 5 minutes around the usual preparation plus the ride', () => {
    // 25 + 20 of ride = 45.
    expect(usualDeliveryMinutes(25)).toBe(45);
    expect(range(25)).toBe('40-50 min');
    // 22 + 20 = 42 and 23 + 20 = 43 round to the nearer window.
    expect(range(22)).toBe('35-45 min');
    expect(range(23)).toBe('40-50 min');
    expect(range(10)).toBe('25-35 min');
    expect(range(60)).toBe('75-85 min');
  });

  it('allows the ride of the customer’s bairro band, else the city’s usual ride, else 20 minutes (issue #36)', () => {
    const quote = (rideMin: number | null) => ({ ok: true as const, fee: 500, minimum: 0, freeAbove: null, rule: { bairro: 'Pinheiros', origem: 'bairro' as const }, rideMin });
    expect(rideMinutes({ corridaMin: 25 }, quote(10))).toBe(10);
    expect(rideMinutes({ corridaMin: 25 }, quote(null))).toBe(25);
    expect(rideMinutes({ corridaMin: 25 }, null)).toBe(25);
    expect(rideMinutes({ corridaMin: null }, null)).toBe(20);
    // Two stores with their own kitchens and bands never promise the same window by default.
    expect(formatDeliveryTimeRange(deliveryTimeRange({ tempoPreparoPadrao: 12, corridaMin: 20 }, quote(10)))).toBe('15-25 min');
    expect(formatDeliveryTimeRange(deliveryTimeRange({ tempoPreparoPadrao: 35, corridaMin: 25 }, null))).toBe('55-65 min');
  });

  it('never starts below 5 minutes', () => {
    expect(deliveryTimeRange({ tempoPreparoPadrao: 0, corridaMin: null })).toEqual({ min: 15, max: 25 });
    expect(deliveryTimeRange({ tempoPreparoPadrao: -30, corridaMin: null })).toEqual({ min: 5, max: 15 });
  });

  it('holds the forecast the customer reads once the order is placed', () => {
    const now = new Date('2026-01-10T22:30:00Z');
    const order = makeOrder('b', { status: 'novo_pedido', prazoAceiteEm: new Date('2026-01-10T22:35:00Z') });
    for (const prep of [10, 17, 22, 25, 33, 45]) {
      const forecast = deliveryForecast(order, prep, now);
      if (forecast?.kind !== 'estimate') throw new Error('no estimate');
      const minutes = (forecast.at.getTime() - now.getTime()) / 60_000;
      const { min, max } = deliveryTimeRange({ tempoPreparoPadrao: prep, corridaMin: null });
      expect(minutes).toBeGreaterThanOrEqual(min);
      expect(minutes).toBeLessThanOrEqual(max);
    }
  });
});
