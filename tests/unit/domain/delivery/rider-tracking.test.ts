import { describe, expect, it } from 'vitest';
import { arrivalText, distanceMeters, distanceText, minutesToArrive, positionAgeText, riderWay, shouldSendPosition, TRACKING_MIN_INTERVAL_MS } from '@/domain/delivery/rider-tracking';
import { riderPositionData, riderPositionFromData } from '@/domain/delivery/rider-tracking.record';

// Avenida Paulista (MASP) and Praça da Sé, São Paulo: 2.6 km apart as the crow flies.
const MASP = { lat: -23.561414, lng: -46.655881 };
const SE = { lat: -23.55052, lng: -46.633309 };

describe('distances', () => {
  it('measures along the Earth, and says them as people do', () => {
    expect(distanceMeters(MASP, SE)).toBeGreaterThan(2_590);
    expect(distanceMeters(MASP, SE)).toBeLessThan(2_610);
    expect(distanceMeters(MASP, MASP)).toBe(0);
    expect(distanceText(2_650)).toBe('2,7 km');
    expect(distanceText(348)).toBe('350 m');
    expect(distanceText(2)).toBe('10 m');
  });
});

describe('shouldSendPosition', () => {
  it('sends the first fix, then one every 10 s at most and only after 30 m of movement', () => {
    const start = 1_000_000;
    expect(shouldSendPosition(null, MASP, start)).toBe(true);
    const last = { point: MASP, at: start };
    // 50 m north, too soon; then late enough.
    const moved = { lat: MASP.lat + 0.00045, lng: MASP.lng };
    expect(shouldSendPosition(last, moved, start + TRACKING_MIN_INTERVAL_MS - 1)).toBe(false);
    expect(shouldSendPosition(last, moved, start + TRACKING_MIN_INTERVAL_MS)).toBe(true);
    // Standing still (10 m of GPS drift): never, however long.
    expect(shouldSendPosition(last, { lat: MASP.lat + 0.00009, lng: MASP.lng }, start + 10 * 60_000)).toBe(false);
  });
});

describe('minutesToArrive', () => {
  it('is the straight line times the detour at the city’s speed, through the store before pickup', () => {
    // 2.6 km x 1.4 at 20 km/h: about 11 minutes.
    expect(minutesToArrive({ rider: MASP, store: null, destination: SE })).toBe(11);
    // At the store first, which is where the rider is: the same ride.
    expect(minutesToArrive({ rider: MASP, store: MASP, destination: SE })).toBe(11);
    // Still away from the store: the way there counts too.
    expect(minutesToArrive({ rider: SE, store: MASP, destination: SE })).toBe(22);
    expect(minutesToArrive({ rider: SE, store: null, destination: SE })).toBe(1);
    expect(minutesToArrive({ rider: SE, store: null, destination: null })).toBeNull();
    expect(arrivalText(11)).toBe('Chega em cerca de 11 min');
    expect(arrivalText(1)).toBe('Chegando');
    expect(arrivalText(null)).toBeNull();
  });
});

describe('riderWay', () => {
  it('tells the customer the way to the door, and the kitchen the way to its counter until pickup', () => {
    const legs = { rider: SE, store: MASP, destination: SE };
    expect(riderWay('cliente', { ...legs, pickedUp: false })).toEqual({ meters: 0, where: 'de você', estimate: 'Chega em cerca de 22 min' });
    expect(riderWay('loja', { ...legs, pickedUp: false })).toMatchObject({ where: 'da loja', estimate: 'Chega à loja em cerca de 11 min' });
    expect(riderWay('loja', { rider: MASP, store: MASP, destination: SE, pickedUp: false })).toMatchObject({ meters: 0, estimate: 'Chegando à loja' });
    expect(riderWay('loja', { ...legs, pickedUp: true })).toEqual({ meters: 0, where: 'do cliente', estimate: 'Chegando' });
    // No door on the order: the customer is told no distance nor estimate.
    expect(riderWay('cliente', { rider: SE, store: MASP, destination: null, pickedUp: true })).toEqual({ meters: null, where: 'de você', estimate: null });
  });
});

describe('positionAgeText', () => {
  it('says how old the rider’s pin is', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(positionAgeText(new Date('2026-11-29T11:59:20Z'), now)).toBe('posição de agora');
    expect(positionAgeText(new Date('2026-11-29T11:57:00Z'), now)).toBe('posição de 3 min atrás');
    expect(positionAgeText(new Date('2026-11-29T09:30:00Z'), now)).toBe('posição de 2 h atrás');
  });
});

describe('the tracking document', () => {
  it('is written with whole meters of accuracy and read back, or not at all without a point', () => {
    const data = riderPositionData(MASP, 12.7, 'moto-1', new Date('2026-11-29T12:00:00Z'));
    expect(data).toEqual({ lat: MASP.lat, lng: MASP.lng, precisao: 13, entregadorId: 'moto-1', em: new Date('2026-11-29T12:00:00Z') });
    expect(riderPositionData(MASP, 50_000, 'moto-1', null).precisao).toBe(10_000);
    expect(riderPositionFromData(data)).toEqual({ point: MASP, precisao: 13, em: new Date('2026-11-29T12:00:00Z'), entregadorId: 'moto-1' });
    expect(riderPositionFromData({ lat: 'x', lng: 1 })).toBeNull();
    expect(riderPositionFromData(undefined)).toBeNull();
  });
});
