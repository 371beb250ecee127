import { describe, expect, it } from 'vitest';
import { readDirectorySearch } from '@/domain/operator/directory-search';

describe('readDirectorySearch: what the console search box names', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    // A CNPJ, formatted or bare, numeric or alphanumeric (its check digits decide).
    ['11.222.333/0001-81', { kind: 'cnpj', value: '11222333000181' }],
    ['11222333000181', { kind: 'cnpj', value: '11222333000181' }],
    ['12.abc.345/01de-35', { kind: 'cnpj', value: '12ABC34501DE35' }],
    // 11 digits are a CPF, with or without its dots.
    ['123.456.789-09', { kind: 'cpf', value: '12345678909' }],
    ['12345678909', { kind: 'cpf', value: '12345678909' }],
    // An e-mail, in the lower case the directory stores.
    [' Dono@Cantina.COM ', { kind: 'email', value: 'dono@cantina.com' }],
    // Anything else is the start of a name, folded like nomeBusca.
    ['Açaí da Praça', { kind: 'name', value: 'acai da praca' }],
    ['  CANTINA   da ', { kind: 'name', value: 'cantina da' }],
    // 14 letters and digits that are no valid CNPJ read as a name, not as a document.
    ['Lanchonete2000', { kind: 'name', value: 'lanchonete2000' }],
    ['RestauranteSol', { kind: 'name', value: 'restaurantesol' }],
    ['1234', { kind: 'name', value: '1234' }],
  ])('%j', (typed, expected) => {
    expect(readDirectorySearch(typed)).toEqual(expected);
  });
});
