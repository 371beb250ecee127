import { describe, expect, it } from 'vitest';
import {
  deliveryKeysFor,
  matchesSearch,
  productIndex,
  productIndexInputsChanged,
  restaurantIndex,
  sameIndex,
  searchTokenOf,
  searchTokens,
} from '@/domain/discovery/discovery-index';

const areas = (bairros: string[], outrosBairros = false) => ({ bairros: bairros.map((nome) => ({ nome, taxa: 5, minimo: null })), outrosBairros, gratisAcima: null });

describe('search tokens', () => {
  it('keeps every 2-to-15-letter prefix of the name, folded, and whole description words', () => {
    expect(searchTokens(['Açaí'])).toEqual(['ac', 'aca', 'acai']);
    const tokens = searchTokens(['Lasanha à Bolonhesa'], ['com ragu de carne']);
    expect(tokens).toEqual(expect.arrayContaining(['la', 'las', 'lasanha', 'bo', 'bolonhesa', 'ragu', 'carne', 'com']));
    expect(tokens).not.toContain('ra');
    expect(tokens).not.toContain('de');
    expect(searchTokens(['Superespecialíssimo'])).toContain('superespecialis');
    expect(searchTokens(['Superespecialíssimo']).every((token) => token.length <= 15)).toBe(true);
  });

  it('asks for the longest word typed, whatever its case and accents', () => {
    for (const typed of ['lasanha', 'LASANHA', 'lasanhá', '  Lasanha  ']) expect(searchTokenOf(typed)).toBe('lasanha');
    expect(searchTokenOf('x bolonhesa')).toBe('bolonhesa');
    expect(searchTokenOf('a')).toBeNull();
    expect(searchTokenOf('!!')).toBeNull();
  });

  it('matches when every word typed starts a word of the text', () => {
    expect(matchesSearch('lasanha bol', 'Lasanha à Bolonhesa')).toBe(true);
    expect(matchesSearch('LASANHÁ', 'Lasanha à Bolonhesa')).toBe(true);
    expect(matchesSearch('lasanha frango', 'Lasanha à Bolonhesa')).toBe(false);
  });
});

describe('restaurant and dish index', () => {
  it('says where a restaurant delivers, as the home asks for a place', () => {
    const index = restaurantIndex({ nome: 'Cantina da Nonna', cidade: 'São Paulo', categoriasPrincipais: ['Massa'], areasEntrega: areas(['Pinheiros', 'Vila Madalena'], true) });
    expect(index).toMatchObject({ nome: 'cantina da nonna', cidade: 'sao paulo', entregaEm: ['sao paulo|*', 'sao paulo|pinheiros', 'sao paulo|vila madalena'] });
    expect(index.busca).toEqual(expect.arrayContaining(['cantina', 'nonna', 'massa']));
    expect(deliveryKeysFor({ cidade: 'SAO PAULO', bairro: 'Pinheiros' })).toContain('sao paulo|pinheiros');
    expect(deliveryKeysFor({ cidade: 'São Paulo', bairro: 'Moema' }).filter((key) => index.entregaEm.includes(key))).toEqual(['sao paulo|*']);
    // From before cities and delivery areas: anywhere, by its legacy `name`.
    expect(restaurantIndex({ name: 'Bar Antigo' })).toMatchObject({ nome: 'bar antigo', cidade: null, entregaEm: ['*|*'] });
    expect(deliveryKeysFor({ cidade: 'Recife', bairro: 'Boa Viagem' })).toContain('*|*');
  });

  it('copies onto a dish its restaurant’s city, listing and name', () => {
    const restaurant = { nome: 'Cantina da Nonna', cidade: 'São Paulo', listado: true };
    expect(productIndex({ nome: 'Lasanha', descricao: 'Massa fresca' }, restaurant)).toEqual({
      busca: ['fresca', 'la', 'las', 'lasa', 'lasan', 'lasanh', 'lasanha', 'massa'],
      cidade: 'sao paulo',
      listado: true,
      restaurante: 'Cantina da Nonna',
    });
    expect(productIndex({ nome: 'Lasanha' }, null)).toMatchObject({ listado: false, restaurante: '' });
    expect(productIndexInputsChanged(restaurant, { ...restaurant, painelVistoEm: new Date() })).toBe(false);
    expect(productIndexInputsChanged(restaurant, { ...restaurant, listado: false })).toBe(true);
  });

  it('compares a stored index whatever the order of its keys', () => {
    const index = restaurantIndex({ nome: 'Nonna', cidade: 'Recife' });
    expect(sameIndex({ busca: index.busca, entregaEm: index.entregaEm, cidade: 'recife', nome: 'nonna' }, index)).toBe(true);
    expect(sameIndex(undefined, index)).toBe(false);
  });
});
