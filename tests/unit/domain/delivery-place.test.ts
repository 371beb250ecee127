import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, directoryBairros, directoryCities, toDeliveryPlace } from '@/domain/delivery/delivery-place';

describe('the delivery place', () => {
  it('reads a stored place defensively', () => {
    expect(toDeliveryPlace({ bairro: ' Pinheiros ', cidade: 'São Paulo' })).toEqual({ bairro: 'Pinheiros', cidade: 'São Paulo' });
    for (const bad of [null, 'Pinheiros', { bairro: 'Pinheiros' }, { bairro: ' ', cidade: 'São Paulo' }, { bairro: 3, cidade: 'São Paulo' }]) expect(toDeliveryPlace(bad)).toBeNull();
  });

  it('offers the directory’s cities, or the default city, and the bairros of the city typed', () => {
    const directory = [
      { nome: 'Campinas', bairros: ['Cambuí'] },
      { nome: 'São Paulo', bairros: ['Moema', 'Pinheiros'] },
    ];
    expect(directoryCities(directory)).toEqual(['Campinas', 'São Paulo']);
    expect(directoryCities([])).toEqual([DEFAULT_CITY]);
    expect(directoryBairros(directory, 'sao paulo')).toEqual(['Moema', 'Pinheiros']);
    expect(directoryBairros(directory, 'Recife')).toEqual([]);
  });
});
