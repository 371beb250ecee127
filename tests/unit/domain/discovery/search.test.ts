import { describe, expect, it } from 'vitest';
import type { PizzaProduct, Product } from '@/domain/catalog/catalog';
import { dishMatches, rankSearchResults, restaurantMatches, type FoundDish } from '@/domain/discovery/search';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { openEveryDay } from '../../../fixtures/restaurant';

const base = { descricao: '', categoriaId: null, categoriaLegada: null, disponivel: true, imageUrl: null, ultimaAtualizacao: null, esgotadoAte: null, complementos: [] };
const pizza = (id: string, restaurantId: string, nome: string, extra: Partial<PizzaProduct> = {}): PizzaProduct => ({
  ...base,
  id,
  restaurantId,
  nome,
  type: 'pizza',
  meiaMeia: 'maior',
  sizes: [{ name: 'Grande', basePrice: 59.9 }],
  flavors: [],
  ...extra,
});

describe('what a search keeps of what the index returned', () => {
  // The index is asked for one word (the longest); every other typed word must start a word of
  // the name, ignoring case and accents, or the result is dropped.
  it('keeps a dish when every typed word starts a word of its name or description', () => {
    const lasanha = { nome: 'Lasanha à Bolonhesa', descricao: 'Massa fresca, ragu de carne e bechamel.' };
    for (const typed of ['lasanha', 'LASANHA', 'lasanhá', 'lasan bolo', 'lasanha ragu', 'bechamel']) expect(dishMatches(typed, lasanha), typed).toBe(true);
    for (const typed of ['lasanha frango', 'sanha', 'bolonhesas']) expect(dishMatches(typed, lasanha), typed).toBe(false);
    expect(dishMatches('açaí 500', { nome: 'Açaí 500 ml', descricao: '' })).toBe(true);
  });
  it('matches a restaurant by its name or its home categories', () => {
    const cantina = { nome: 'Cantina da Nonna', categoriasPrincipais: ['Massa', 'Pizza'] };
    expect(restaurantMatches('cantina', cantina)).toBe(true);
    expect(restaurantMatches('pizza nonna', cantina)).toBe(true);
    expect(restaurantMatches('cantina japonesa', cantina)).toBe(false);
  });
});

describe('rankSearchResults', () => {
  const allWeek = openEveryDay('11:00', '23:00');
  // 20:00 in São Paulo: open from 11:00 to 23:00.
  const now = new Date('2026-01-10T23:00:00Z');
  const restaurant = (id: string, nome: string, extra: Record<string, unknown> = {}) =>
    restaurantFromData(id, { nome, horarioFuncionamento: allWeek, exigePainelAberto: false, ...extra });
  const names = (hits: { item: { nome: string } | FoundDish; unavailable: string | null }[]) =>
    hits.map(({ item, unavailable }) => {
      const nome = 'product' in item ? `${item.product.nome} · ${item.restaurant.nome}` : item.nome;
      return unavailable ? `${nome} (${unavailable})` : nome;
    });

  it('lists what can be ordered now first, then the rest labelled, each alphabetical', () => {
    const closed = allWeek.map((day) => ({ ...day, isOpen: false, periods: [] }));
    const bella = restaurant('2', 'Pizzaria Bella', { horarioFuncionamento: closed });
    const paulista = restaurant('4', 'Pizza Paulista', { pausadoAte: new Date('2026-01-10T23:30:00Z') });
    const bairro = restaurant('5', 'Pizzaria do Bairro');
    const dish = (product: Product, from: typeof bella): FoundDish => ({ product, restaurant: from });
    const ranked = rankSearchResults(
      {
        restaurants: [bella, paulista, bairro],
        dishes: [
          dish(pizza('m', '2', 'Margherita'), bella),
          dish(pizza('p', '4', 'Portuguesa'), paulista),
          dish(pizza('c', '5', 'Calabresa', { disponivel: false }), bairro),
          dish(pizza('e', '5', 'Escarola', { esgotadoAte: new Date('2026-01-11T03:00:00Z') }), bairro),
          dish(pizza('z', '5', 'Zucchini'), bairro),
          dish(pizza('m2', '5', 'Margherita'), bairro),
        ],
      },
      now,
    );
    expect(names(ranked.restaurants)).toEqual(['Pizzaria do Bairro', 'Pizza Paulista (Pausado até 20:30)', 'Pizzaria Bella (Fechado)']);
    expect(names(ranked.dishes)).toEqual([
      'Margherita · Pizzaria do Bairro',
      'Zucchini · Pizzaria do Bairro',
      'Calabresa · Pizzaria do Bairro (Indisponível)',
      'Escarola · Pizzaria do Bairro (Indisponível)',
      'Margherita · Pizzaria Bella (Fechado)',
      'Portuguesa · Pizza Paulista (Pausado até 20:30)',
    ]);
  });
  it('relabels as time passes: the same results at 23:30 are all closed', () => {
    const found = { restaurants: [restaurant('5', 'Pizzaria do Bairro')], dishes: [] };
    expect(names(rankSearchResults(found, now).restaurants)).toEqual(['Pizzaria do Bairro']);
    expect(names(rankSearchResults(found, new Date('2026-01-11T02:30:00Z')).restaurants)).toEqual(['Pizzaria do Bairro (Fechado)']);
  });
});
