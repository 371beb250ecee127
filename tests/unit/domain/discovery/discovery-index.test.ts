import { describe, expect, it } from 'vitest';
import {
  deliveryKeysFor,
  dishSearchEntry,
  matchesSearch,
  productIndex,
  productIndexInputsChanged,
  restaurantIndex,
  restaurantSearchEntry,
  sameDerived,
  searchTokenOf,
  searchTokens,
} from '@/domain/discovery/discovery-index';
import { storefrontOf } from '@/domain/discovery/storefront';
import { storeCardFromData } from '@/domain/discovery/store-card.record';
import { isOpenAt } from '@/domain/restaurants/opening-hours';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';

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
  it('says where a restaurant delivers, as the home asks for a place, on its window', () => {
    const nonna = { nome: 'Cantina da Nonna', cidade: 'São Paulo', categoriasPrincipais: ['Massa'], areasEntrega: areas(['Pinheiros', 'Vila Madalena'], true) };
    const index = restaurantIndex(nonna);
    expect(index).toEqual({ cidade: 'sao paulo', busca: expect.arrayContaining(['cantina', 'nonna', 'massa']), listado: true });
    // Its own document, apart from the restaurant every menu reads (issue #49); a suspended or unlisted one is not found.
    expect(restaurantSearchEntry(nonna)).toEqual({ indice: index });
    expect(restaurantIndex({ ...nonna, suspenso: { motivo: 'x' } }).listado).toBe(false);
    expect(restaurantIndex({ ...nonna, listado: false }).listado).toBe(false);
    const window = storefrontOf(nonna);
    expect(window).toMatchObject({ ordem: 'cantina da nonna', cidadeChave: 'sao paulo', entregaEm: ['sao paulo|*', 'sao paulo|pinheiros', 'sao paulo|vila madalena'] });
    expect(deliveryKeysFor({ cidade: 'SAO PAULO', bairro: 'Pinheiros' })).toContain('sao paulo|pinheiros');
    expect(deliveryKeysFor({ cidade: 'São Paulo', bairro: 'Moema' }).filter((key) => window.entregaEm.includes(key))).toEqual(['sao paulo|*']);
    // Only its listed bairros when it serves no others.
    expect(storefrontOf({ ...nonna, areasEntrega: areas(['Pinheiros']) }).entregaEm).toEqual(['sao paulo|pinheiros']);
    // From before cities and delivery areas: anywhere, by its legacy `name`.
    const legacy = storefrontOf({ name: 'Bar Antigo' });
    expect(legacy).toMatchObject({ nome: 'Bar Antigo', ordem: 'bar antigo', entregaEm: ['*|*'] });
    // Nothing empty is stored: no city, no areas, no logo.
    expect(Object.keys(legacy)).not.toEqual(expect.arrayContaining(['cidadeChave']));
    expect(JSON.stringify(legacy)).not.toContain('null');
    expect(deliveryKeysFor({ cidade: 'Recife', bairro: 'Boa Viagem' })).toContain('*|*');
  });

  it('shows on the card what the restaurant itself says, without its tokens, team or Pix', () => {
    const hours = [
      { day: 'Domingo', key: 'sunday', dayIndex: 0, isOpen: false, periods: [{ open: '11:00', close: '15:00' }] },
      { day: 'Sexta-feira', key: 'friday', dayIndex: 5, isOpen: true, periods: [{ open: '11:30', close: '15:00' }, { open: '18:00', close: '02:00' }, { open: 'meio-dia', close: '13:00' }] },
    ];
    const stored = {
      nome: 'Cantina da Nonna',
      cidade: 'São Paulo',
      endereco: 'Rua Augusta, 10 - Consolação, São Paulo',
      listado: true,
      horarioFuncionamento: hours,
      areasEntrega: { bairros: [{ nome: 'Pinheiros', taxa: 7, minimo: 30, corridaMin: 30 }], outrosBairros: false, gratisAcima: 120 },
      avaliacaoTotal: 4,
      avaliacaoSoma: 18,
      pausadoAte: new Date('2026-11-27T23:00:00Z'),
      pix: { tipo: 'email', chave: 'caixa@nonna.com' },
      uidDono: 'dono',
      indice: { cidade: 'sao paulo', busca: ['ca'] },
    };
    const window = storefrontOf(stored);
    expect(window.horario).toBe('|||||11:30-15:00 18:00-02:00|');
    expect(JSON.parse(window.areas!)).toEqual({ bairros: [{ nome: 'Pinheiros', taxa: 7, minimo: 30, corridaMin: 30 }], outrosBairros: false, gratisAcima: 120 });
    expect(Object.keys(window)).not.toEqual(expect.arrayContaining(['pix']));
    expect(JSON.stringify(window)).not.toMatch(/caixa@nonna|"busca"|uidDono/);
    const card = storeCardFromData('nonna', window as unknown as Record<string, unknown>);
    const restaurant = restaurantFromData('nonna', stored);
    for (const field of ['nome', 'endereco', 'cidade', 'areasEntrega', 'avaliacao', 'pausadoAte', 'taxaEntrega', 'pedidoMinimo', 'tempoPreparoPadrao'] as const) {
      expect(card[field]).toEqual(restaurant[field]);
    }
    // The hours open and close at the same moments, past midnight included.
    for (const at of ['2026-11-27T14:40:00Z', '2026-11-28T04:30:00Z', '2026-11-28T05:30:00Z', '2026-11-29T15:00:00Z']) {
      expect(isOpenAt(card.horarioFuncionamento, new Date(at))).toBe(isOpenAt(restaurant.horarioFuncionamento, new Date(at)));
    }
    expect(card.horarioFuncionamento.map((day) => day.day)).toEqual(['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']);
    // Whatever a window holds that is not what the trigger writes reads as nothing, never as a fee.
    const garbled = storeCardFromData('x', { nome: 'X', horario: 42, areas: '{não é json' });
    expect(garbled).toMatchObject({ areasEntrega: null, horarioFuncionamento: [] });
    // A suspended restaurant's window is not listed.
    expect(storefrontOf({ ...stored, suspenso: { motivo: 'x' } }).listado).toBe(false);
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

  it('keeps a dish searchable beside its menu, without the index it once carried', () => {
    const entry = dishSearchEntry({ nome: 'Lasanha', preco: 40, indice: { busca: ['velho'] } }, { nome: 'Nonna', cidade: 'Recife' });
    expect(entry).toEqual({ nome: 'Lasanha', preco: 40, indice: productIndex({ nome: 'Lasanha' }, { nome: 'Nonna', cidade: 'Recife' }) });
    // Only what a result row shows and matches: not a pizza's flavours, its groups or its place (issue #49).
    const pizza = { nome: 'Pizza', descricao: 'Boa', type: 'pizza', tamanhos: '[["G",50]]', sabores: '[["Atum",4]]', complementos: ['borda'], categoriaId: 'c', ordem: 2, disponivel: true, ultimaAtualizacao: new Date() };
    expect(Object.keys(dishSearchEntry(pizza, null)).sort()).toEqual(['descricao', 'disponivel', 'indice', 'nome', 'tamanhos', 'type']);
  });

  it('compares stored derived data whatever the order of its keys, instants as stored', () => {
    const index = restaurantIndex({ nome: 'Nonna', cidade: 'Recife' });
    expect(sameDerived({ listado: true, busca: index.busca, cidade: 'recife' }, index)).toBe(true);
    expect(sameDerived(undefined, index)).toBe(false);
    const at = new Date('2026-11-26T12:00:00Z');
    const stamp = { toMillis: () => at.getTime(), toDate: () => at };
    expect(sameDerived({ seen: stamp, gone: undefined }, { seen: at })).toBe(true);
    expect(sameDerived({ seen: stamp }, { seen: new Date(at.getTime() + 1) })).toBe(false);
  });
});
