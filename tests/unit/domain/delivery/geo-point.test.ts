import { describe, expect, it } from 'vitest';
import { isGeoPoint } from '@/domain/delivery/geo-point';

describe('isGeoPoint', () => {
  it('knows a point on Earth from anything else', () => {
    expect(isGeoPoint({ lat: -23.561414, lng: -46.655881 })).toBe(true);
    expect(isGeoPoint({ lat: -90, lng: 180 })).toBe(true);
    expect(isGeoPoint({ lat: 91, lng: 0 })).toBe(false);
    expect(isGeoPoint({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isGeoPoint({ lat: '-23', lng: -46 })).toBe(false);
    expect(isGeoPoint(null)).toBe(false);
  });
});
