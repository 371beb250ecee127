import { describe, expect, it } from 'vitest';
import { emptyOption, emptyOptionGroupForm, moveOption, newOptionId, optionGroupToForm, validateOptionGroupForm, type OptionGroupForm } from '@/domain/catalog/option-group.form';
import { firstErrorField, typedRuleBadges } from '@/domain/catalog/option-group-library';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import { optionGroup } from '../../../fixtures/option-groups';

function form(overrides: Partial<OptionGroupForm> = {}): OptionGroupForm {
  return {
    nome: 'Adicionais',
    minimo: '0',
    maximo: '5',
    gratis: '0',
    opcoes: [
      { id: 'bacon001', nome: 'Bacon', preco: '4,00', maximo: '2' },
      { id: 'chedd001', nome: 'Cheddar', preco: '', maximo: '1' },
    ],
    ...overrides,
  };
}

const ponto = optionGroup('ponto', 'Ponto da carne', [1, 1], [
  ['mal00001', 'Mal passado', 0, 1, new Date('2026-03-02T03:00:00Z')],
  ['bem00001', 'Bem passado', 0, 1, new Date('2026-03-01T03:00:00Z')],
  ['ponto001', 'Ao ponto', 0],
]);
const adicionais: OptionGroup = { ...ponto, id: 'adicionais', nome: 'Adicionais', minimo: 0, maximo: 5, opcoes: [] };

describe('validateOptionGroupForm', () => {
  it('turns the typed form into what is saved: trimmed names, prices in reais, a blank price as R$ 0,00', () => {
    const result = validateOptionGroupForm(form({ nome: '  Adicionais ', opcoes: [{ id: 'bacon001', nome: ' Bacon ', preco: 'R$ 4,50', maximo: '2' }, { id: 'chedd001', nome: 'Cheddar', preco: '', maximo: '1' }] }));
    expect(result).toEqual({
      ok: true,
      group: {
        nome: 'Adicionais',
        minimo: 0,
        maximo: 5,
        gratis: 0,
        opcoes: [
          { id: 'bacon001', nome: 'Bacon', preco: 4.5, maximo: 2 },
          { id: 'chedd001', nome: 'Cheddar', preco: 0, maximo: 1 },
        ],
      },
    });
  });

  it('puts each problem under its own field', () => {
    const result = validateOptionGroupForm(
      form({
        nome: ' ',
        minimo: '6',
        gratis: '9',
        opcoes: [
          { id: 'a', nome: 'Bacon', preco: '4,999', maximo: '0' },
          { id: 'b', nome: 'bacon', preco: '-1', maximo: '7' },
          { id: 'c', nome: '', preco: '2000', maximo: '1' },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      nome: 'Dê um nome ao grupo, por exemplo "Adicionais".',
      minimo: 'O mínimo não pode ser maior que o máximo.',
      gratis: 'Não pode haver mais grátis do que o máximo do grupo.',
      'opcoes.0.preco': 'Use no máximo duas casas decimais, por exemplo 19,90.',
      'opcoes.0.maximo': 'Informe um número de 1 a 5.',
      'opcoes.1.nome': 'Já existe uma opção com este nome no grupo.',
      'opcoes.1.preco': 'O valor não pode ser negativo.',
      'opcoes.1.maximo': 'Informe um número de 1 a 5.',
      'opcoes.2.nome': 'Dê um nome à opção.',
      'opcoes.2.preco': 'Informe um valor entre R$\u00a00,00 e R$\u00a01.000,00.',
    });
  });

  it('refuses counts that are not whole numbers, a maximum of 0, and a group without options', () => {
    const result = validateOptionGroupForm(form({ minimo: '1,5', maximo: '0', gratis: 'dois', opcoes: [] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      minimo: 'Informe um número de 0 a 20.',
      maximo: 'Informe um número de 1 a 20.',
      gratis: 'Informe um número (0 para cobrar cada opção).',
      opcoes: 'Adicione pelo menos uma opção.',
    });
  });

  it('asks for a minimum the options can reach', () => {
    const result = validateOptionGroupForm(form({ minimo: '4', maximo: '5' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ minimo: 'Com estas opções o cliente escolhe no máximo 3; diminua o mínimo ou adicione opções.' });
  });

  it('accepts a required choose-one group of free options and an açaí with 3 free', () => {
    expect(validateOptionGroupForm(optionGroupToForm(ponto)).ok).toBe(true);
    const acai = form({ nome: 'Açaí: 3 grátis', minimo: '0', maximo: '5', gratis: '3', opcoes: [{ id: 'x', nome: 'Granola', preco: '2', maximo: '3' }] });
    expect(validateOptionGroupForm(acai)).toMatchObject({ ok: true, group: { gratis: 3, opcoes: [{ preco: 2, maximo: 3 }] } });
  });
});

describe('the group form', () => {
  it('starts optional, choose one, with one blank option of a fresh id', () => {
    const empty = emptyOptionGroupForm();
    expect(empty).toMatchObject({ nome: '', minimo: '0', maximo: '1', gratis: '0', opcoes: [{ nome: '', preco: '', maximo: '1' }] });
    expect(empty.opcoes[0]?.id).toMatch(/^[a-z0-9]{8}$/);
    expect(emptyOption().id).not.toBe(emptyOption().id);
    expect(newOptionId(() => 0)).toBe('aaaaaaaa');
  });

  it('loads a saved group with prices as they are typed back', () => {
    expect(optionGroupToForm({ ...adicionais, opcoes: [{ id: 'b', nome: 'Bacon', preco: 4.5, maximo: 2, esgotadoAte: null }] })).toEqual({
      nome: 'Adicionais',
      minimo: '0',
      maximo: '5',
      gratis: '0',
      opcoes: [{ id: 'b', nome: 'Bacon', preco: '4,50', maximo: '2' }],
    });
  });

  it('moves an option up or down, and nowhere past the ends', () => {
    const start = form();
    expect(moveOption(start, 1, -1).opcoes.map((option) => option.nome)).toEqual(['Cheddar', 'Bacon']);
    expect(moveOption(start, 0, 1).opcoes.map((option) => option.nome)).toEqual(['Cheddar', 'Bacon']);
    expect(moveOption(start, 0, -1)).toBe(start);
    expect(moveOption(start, 1, 1)).toBe(start);
  });

  it('previews the rule as the customer reads it once the counts make one', () => {
    expect(typedRuleBadges({ minimo: '1', maximo: '1', gratis: '0' })).toEqual(['Obrigatório', 'Escolha 1']);
    expect(typedRuleBadges({ minimo: ' 0', maximo: '5 ', gratis: '3' })).toEqual(['Opcional', 'Escolha até 5', '3 grátis']);
    expect(typedRuleBadges({ minimo: '2', maximo: '1', gratis: '0' })).toBeNull();
    expect(typedRuleBadges({ minimo: '', maximo: '1', gratis: '0' })).toBeNull();
    expect(typedRuleBadges({ minimo: '0', maximo: '21', gratis: '0' })).toBeNull();
  });

  it('takes the focus to the first bad field in screen order', () => {
    const typed = form();
    expect(firstErrorField(typed, { 'opcoes.1.preco': 'x', gratis: 'y' })).toBe('gratis');
    expect(firstErrorField(typed, { 'opcoes.1.nome': 'x', 'opcoes.0.maximo': 'y' })).toBe('opcoes.0.maximo');
    expect(firstErrorField({ ...typed, opcoes: [] }, { opcoes: 'x' })).toBe('opcoes');
    expect(firstErrorField(typed, {})).toBeNull();
  });
});
