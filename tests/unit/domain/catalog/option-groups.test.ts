import { describe, expect, it } from 'vitest';
import { lineKey, replaceLine, addToBag, EMPTY_BAG, parseStoredBag, type NewBagLine } from '@/domain/checkout/bag';
import {
  canAddUnit,
  checkChoices,
  choicesSummary,
  chooseOnly,
  freeRuleText,
  groupRuleBadges,
  OPTION_GROUP_LIMITS,
  selectionToChoices,
  setOptionUnits,
} from '@/domain/catalog/option-groups';
import { optionGroupFromData, productFromData } from '@/domain/catalog/menu.record';
import { demoData } from '../../../fixtures/demo';
import { optionGroup } from '../../../fixtures/option-groups';

const now = new Date('2026-11-24T15:00:00Z');
const later = new Date('2026-11-25T03:00:00Z');

const ponto = optionGroup('ponto', 'Ponto da carne', [1, 1], [
  ['mal', 'Mal passado', 0],
  ['bem', 'Bem passado', 0],
]);
const adicionais = optionGroup('adicionais', 'Adicionais', [0, 5], [
  ['bacon', 'Bacon', 4, 2],
  ['cheddar', 'Cheddar', 3],
  ['ovo', 'Ovo', 2.5, 5, later],
  ['picles', 'Picles', 1, 5],
]);
const acai = optionGroup('acai', 'Complementos', [0, 5, 3], [
  ['granola', 'Granola', 2, 2],
  ['morango', 'Morango', 3],
  ['kiwi', 'Kiwi', 3.5],
  ['banana', 'Banana', 2],
]);
const groups = new Map([ponto, adicionais, acai].map((group) => [group.id, group]));
const burger = { complementos: ['ponto', 'adicionais'] };

describe('checkChoices', () => {
  it('prices 2x bacon and cheddar, keeps the group order, and summarises the choices grouped', () => {
    const check = checkChoices('X-Burger', burger, groups, [
      { grupoId: 'adicionais', opcaoId: 'cheddar', quantidade: 1 },
      { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 2 },
      { grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 },
    ], now);
    expect(check.problems).toEqual([]);
    expect(check.extra).toBe(1100);
    expect(choicesSummary(check.choices)).toBe('Ponto da carne: Mal passado · Adicionais: 2x Bacon, Cheddar');
  });

  it('names the dish and the group for each thing the server refuses', () => {
    const messages = (chosen: Parameters<typeof checkChoices>[3]) => checkChoices('X-Burger', burger, groups, chosen, now).problems.map((problem) => problem.message);
    expect(messages([])).toEqual(['X-Burger: escolha uma opção em Ponto da carne.']);
    expect(messages([{ grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 }, { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 3 }])).toEqual(['X-Burger: em Adicionais, Bacon vai no máximo 2x.']);
    expect(messages([{ grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 }, { grupoId: 'adicionais', opcaoId: 'ovo', quantidade: 1 }])).toEqual(['X-Burger: Ovo (Adicionais) esgotou. Escolha outra opção.']);
    expect(messages([{ grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 }, { grupoId: 'acai', opcaoId: 'kiwi', quantidade: 1 }])).toEqual(['X-Burger: uma opção escolhida não está mais no cardápio. Edite o item na sacola.']);
    expect(messages([{ grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 }, { grupoId: 'adicionais', opcaoId: 'picles', quantidade: 6 }])[0]).toBe('X-Burger: em Adicionais, escolha no máximo 5 opções.');
    // A sold-out mark that has passed (tomorrow's midnight) no longer counts.
    expect(checkChoices('X-Burger', burger, groups, [{ grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 }, { grupoId: 'adicionais', opcaoId: 'ovo', quantidade: 1 }], new Date(later.getTime() + 1)).problems).toEqual([]);
  });

  it('gives the first N free, counting the cheapest units as the free ones whatever the order of the taps', () => {
    const chosen = [
      { grupoId: 'acai', opcaoId: 'kiwi', quantidade: 1 },
      { grupoId: 'acai', opcaoId: 'granola', quantidade: 2 },
      { grupoId: 'acai', opcaoId: 'morango', quantidade: 1 },
      { grupoId: 'acai', opcaoId: 'banana', quantidade: 1 },
    ];
    const check = checkChoices('Açaí', { complementos: ['acai'] }, groups, chosen, now);
    // Five units: granola, granola, banana (R$ 2 each) free; morango R$ 3 and kiwi R$ 3,50 charged.
    expect(check.extra).toBe(650);
    expect(check.choices.map((choice) => [choice.opcaoId, choice.gratis])).toEqual([['granola', 2], ['morango', 0], ['kiwi', 0], ['banana', 1]]);
    expect(groupRuleBadges(acai)).toEqual(['Opcional', 'Escolha até 5', '3 grátis']);
    expect(groupRuleBadges(ponto)).toEqual(['Obrigatório', 'Escolha 1']);
    expect(freeRuleText(acai)).toMatch(/^Os 3 primeiros saem grátis/);
  });
});

describe('the sheet’s selection', () => {
  it('a radio replaces; a stepper stops at the option’s cap and the group’s maximum; a sold-out option takes none', () => {
    let selection = chooseOnly({}, 'ponto', 'mal');
    selection = chooseOnly(selection, 'ponto', 'bem');
    selection = setOptionUnits(selection, adicionais, 'bacon', 3);
    selection = setOptionUnits(selection, adicionais, 'picles', 5);
    expect(selectionToChoices(selection)).toEqual([
      { grupoId: 'ponto', opcaoId: 'bem', quantidade: 1 },
      { grupoId: 'adicionais', opcaoId: 'bacon', quantidade: 2 },
      { grupoId: 'adicionais', opcaoId: 'picles', quantidade: 3 },
    ]);
    expect(canAddUnit(selection, adicionais, adicionais.opcoes[1]!, now)).toBe(false);
    expect(canAddUnit({}, adicionais, adicionais.opcoes[2]!, now)).toBe(false);
  });
});

describe('bag lines with complementos', () => {
  const line = (quantidade: number, opcaoId: string): NewBagLine => ({
    productId: 'burger',
    nome: 'X-Burger',
    imageUrl: null,
    type: 'regular',
    unitPrice: 3290,
    quantidade,
    selectedSize: null,
    selectedFlavor: null,
    complementos: [{ grupoId: 'ponto', opcaoId, quantidade: 1, grupo: 'Ponto da carne', nome: opcaoId }],
  });
  const nonna = { id: 'burgers', nome: 'Burger do Bairro' };

  it('the same dish with other choices is another line; editing a line to match another merges them', () => {
    let bag = EMPTY_BAG;
    for (const next of [line(1, 'mal'), line(2, 'bem'), line(1, 'mal')]) {
      const result = addToBag(bag, nonna, next);
      if (result.kind === 'added') bag = result.bag;
    }
    expect(bag.lines.map((entry) => [entry.key, entry.quantidade])).toEqual([
      [lineKey('burger', null, null, [{ grupoId: 'ponto', opcaoId: 'mal', quantidade: 1 }]), 2],
      [lineKey('burger', null, null, [{ grupoId: 'ponto', opcaoId: 'bem', quantidade: 1 }]), 2],
    ]);
    const edited = replaceLine(bag, bag.lines[1]!.key, line(2, 'mal'));
    expect(edited.lines).toHaveLength(1);
    expect(edited.lines[0]?.quantidade).toBe(4);
    // A bag saved before complementos reads with none.
    const { complementos: _none, ...old } = bag.lines[0]!;
    expect(parseStoredBag({ restaurantId: 'burgers', restaurantName: 'x', lines: [old] }).lines[0]?.complementos).toEqual([]);
  });
});

describe('the seed’s complementos', () => {
  const demo = demoData(now);

  it('every group is one the rules accept and reads back as written; every product names groups of its restaurant', () => {
    for (const group of demo.optionGroups) {
      const { esgotadas: _soldOut, ultimaAtualizacao: _at, ...stored } = group.data;
      const read = optionGroupFromData(group.id, group.data);
      expect({ nome: read.nome, minimo: read.minimo, maximo: read.maximo, gratis: read.gratis, opcoes: read.opcoes.map(({ esgotadoAte: _e, ...option }) => option) }).toEqual(stored);
      expect(read.opcoes.length).toBeLessThanOrEqual(OPTION_GROUP_LIMITS.options);
      expect(read.opcoes.every((option) => /^[A-Za-z0-9]{1,24}$/.test(option.id))).toBe(true);
    }
    const attached = demo.products.filter((product) => product.data.complementos);
    expect(attached.length).toBeGreaterThan(8);
    for (const product of attached) {
      const own = new Set(demo.optionGroups.filter((group) => group.restaurantId === product.restaurantId).map((group) => group.id));
      expect(productFromData(product.id, product.restaurantId ?? '', product.data).complementos.every((id) => own.has(id))).toBe(true);
    }
    const restaurantsWithGroups = new Set(demo.optionGroups.map((group) => group.restaurantId));
    expect([...restaurantsWithGroups].sort()).toEqual(['acai-tropical', 'burger-do-bairro', 'cantina-da-nonna']);
  });
});
