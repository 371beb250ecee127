import { describe, expect, it } from 'vitest';
import { canAttach, groupsToAttach, productsUsing, soldOutMarks, usedInText } from '@/domain/catalog/option-group-library';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import { optionGroup } from '../../../fixtures/option-groups';

const ponto = optionGroup('ponto', 'Ponto da carne', [1, 1], [
  ['mal00001', 'Mal passado', 0, 1, new Date('2026-03-02T03:00:00Z')],
  ['bem00001', 'Bem passado', 0, 1, new Date('2026-03-01T03:00:00Z')],
  ['ponto001', 'Ao ponto', 0],
]);
const adicionais: OptionGroup = { ...ponto, id: 'adicionais', nome: 'Adicionais', minimo: 0, maximo: 5, opcoes: [] };
const borda: OptionGroup = { ...ponto, id: 'borda', nome: 'Borda', opcoes: [] };

describe('the library', () => {
  const products = [
    { id: 'burger', complementos: ['ponto', 'adicionais'] },
    { id: 'salada', complementos: [] },
    { id: 'full', complementos: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] },
  ];

  it('says where a group is used', () => {
    expect(productsUsing('ponto', products).map((product) => product.id)).toEqual(['burger']);
    expect(usedInText(0)).toBe('Ainda não usado em nenhum produto');
    expect(usedInText(1)).toBe('Usado em 1 produto');
    expect(usedInText(3)).toBe('Usado em 3 produtos');
  });

  it('lets a group onto a product with room, or one that already has it', () => {
    expect(canAttach('borda', products[1]!)).toBe(true);
    expect(canAttach('borda', products[2]!)).toBe(false);
    expect(canAttach('h', products[2]!)).toBe(true);
    expect(canAttach(null, products[2]!)).toBe(false);
  });

  it('offers a product the groups it lacks, by name', () => {
    expect(groupsToAttach(['ponto'], [ponto, borda, adicionais]).map((group) => group.nome)).toEqual(['Adicionais', 'Borda']);
  });

  it('keeps the sold-out marks still running', () => {
    expect(soldOutMarks(ponto, new Date('2026-03-01T12:00:00Z'))).toEqual({ mal00001: new Date('2026-03-02T03:00:00Z') });
    expect(soldOutMarks(null, new Date())).toEqual({});
  });
});
