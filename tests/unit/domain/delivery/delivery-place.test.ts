import { describe, expect, it } from 'vitest';
import { startingCity, toDeliveryPlace } from '@/domain/delivery/delivery-place';

describe('the delivery place', () => {
  it('reads a stored place defensively', () => {
    expect(toDeliveryPlace({ bairro: ' Pinheiros ', cidade: 'São Paulo' })).toEqual({ bairro: 'Pinheiros', cidade: 'São Paulo' });
    for (const bad of [null, 'Pinheiros', { bairro: 'Pinheiros' }, { bairro: ' ', cidade: 'São Paulo' }, { bairro: 3, cidade: 'São Paulo' }]) expect(toDeliveryPlace(bad)).toBeNull();
  });

  it('starts the chooser in the place’s city, else the saved addresses’, else São Paulo, never a closed one', () => {
    const open = ['Campinas', 'Rio de Janeiro', 'São Paulo'];
    expect(startingCity(open, ['rio de janeiro', 'São Paulo'])).toBe('Rio de Janeiro');
    expect(startingCity(open, [null, 'Recife', 'sao paulo'])).toBe('São Paulo');
    expect(startingCity(open, [])).toBe('São Paulo');
    expect(startingCity(['Campinas', 'Rio de Janeiro'], [undefined])).toBe('Campinas');
    expect(startingCity([], ['São Paulo'])).toBe('');
  });
});
