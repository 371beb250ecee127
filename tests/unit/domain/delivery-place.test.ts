import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, restaurantCities, toDeliveryPlace } from '@/domain/delivery-place';

describe('the delivery place', () => {
  it('reads a stored place defensively', () => {
    expect(toDeliveryPlace({ bairro: ' Pinheiros ', cidade: 'São Paulo' })).toEqual({ bairro: 'Pinheiros', cidade: 'São Paulo' });
    for (const bad of [null, 'Pinheiros', { bairro: 'Pinheiros' }, { bairro: ' ', cidade: 'São Paulo' }, { bairro: 3, cidade: 'São Paulo' }]) expect(toDeliveryPlace(bad)).toBeNull();
  });

  it("offers the restaurants' cities once each, or the default city", () => {
    expect(restaurantCities([{ cidade: 'São Paulo' }, { cidade: 'sao paulo' }, { cidade: 'Campinas' }, { cidade: null }])).toEqual(['Campinas', 'São Paulo']);
    expect(restaurantCities([{ cidade: null }])).toEqual([DEFAULT_CITY]);
  });
});
