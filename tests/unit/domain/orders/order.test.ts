import { describe, expect, it } from 'vitest';
import { orderNumberAt, orderNumberLabel, orderReference } from '@/domain/orders/order';
import { expectedDeliveryAt } from '@/domain/orders/delivery-forecast';

// Friday 2026-11-20, São Paulo (UTC-3).
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00-03:00`);

describe('what the customer sees', () => {
  it('names an order by its number of the day, or its short id before numbers existed', () => {
    expect(orderNumberLabel({ id: 'AbCdEfGhIj', numero: 42 })).toBe('#0042');
    expect(orderNumberLabel({ id: 'AbCdEfGhIj', numero: null })).toBe('#AbCdEfGh');
    // The id is a secondary reference only where the number leads; restaurants go beside it where orders mix.
    expect(orderReference({ id: 'AbCdEfGhIj', numero: 42 })).toBe('Ref. AbCdEfGh');
    expect(orderReference({ id: 'AbCdEfGhIj', numero: null })).toBeNull();
    expect(orderNumberAt({ id: 'AbCdEfGhIj', numero: 42, restaurantName: 'Cantina da Nonna' })).toBe('#0042 · Cantina da Nonna');
    expect(orderNumberAt({ id: 'AbCdEfGhIj', numero: 42, restaurantName: '' })).toBe('#0042');
  });
  it('expects the delivery at acceptance + preparation + the ride its promise allowed (20 minutes on older orders), while the order is on', () => {
    const accepted = { status: 'em_preparacao', aceitoEm: at('19:00'), tempoPreparoMin: 25, corridaMin: null };
    expect(expectedDeliveryAt(accepted)).toEqual(at('19:45'));
    expect(expectedDeliveryAt({ ...accepted, corridaMin: 10 })).toEqual(at('19:35'));
    expect(expectedDeliveryAt({ ...accepted, status: 'entregue' })).toBeNull();
    expect(expectedDeliveryAt({ ...accepted, aceitoEm: null })).toBeNull();
  });
});
