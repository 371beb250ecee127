import { describe, expect, it } from 'vitest';
import { HOME_PAGE_SIZE, homeCards, homeListReducer, initialHomeList, refreshSize, type HomeListAction, type HomeListState } from '@/domain/discovery/home-listing';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { openEveryDay } from '../../../fixtures/restaurant';

const restaurant = (id: string, extra: Record<string, unknown> = {}) =>
  restaurantFromData(id, { nome: id, cidade: 'São Paulo', horarioFuncionamento: openEveryDay(), exigePainelAberto: false, ...extra });
const named = (...ids: string[]) => ids.map((id) => restaurant(id));
const ids = (state: HomeListState<number>) => state.restaurants.map((item) => item.id);

function run(actions: Array<HomeListAction<number>>, from: HomeListState<number> = initialHomeList('sp')): HomeListState<number> {
  return actions.reduce(homeListReducer<number>, from);
}

describe('the home list', () => {
  it('appends pages, drops a repeat, and replaces what is shown on a refresh', () => {
    let state = run([
      { type: 'first', key: 'sp', request: 1 },
      { type: 'page', request: 1, restaurants: named('a', 'b'), next: 2, at: 1000 },
    ]);
    expect(state).toMatchObject({ status: 'idle', next: 2, readAt: 1000 });
    state = run([{ type: 'more', request: 2 }], state);
    expect(state.status).toBe('more');
    // 'b' renamed between the two reads comes again: shown once.
    state = run([{ type: 'page', request: 2, restaurants: named('b', 'c'), next: null, at: 2000 }], state);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ status: 'idle', next: null, readAt: 1000 });
    expect(refreshSize(state)).toBe(HOME_PAGE_SIZE);

    state = run([{ type: 'refresh', request: 3 }, { type: 'page', request: 3, restaurants: named('a', 'c', 'd'), next: 3, at: 9000 }], state);
    expect(ids(state)).toEqual(['a', 'c', 'd']);
    expect(state).toMatchObject({ status: 'idle', next: 3, readAt: 9000 });
  });

  it('keeps what is shown and the cursor when a page fails, so a retry asks for the same page', () => {
    const shown = run([
      { type: 'first', key: 'sp', request: 1 },
      { type: 'page', request: 1, restaurants: named('a'), next: 1, at: 0 },
      { type: 'more', request: 2 },
      { type: 'failed', request: 2 },
    ]);
    expect(shown).toMatchObject({ status: 'error', failed: 'more', next: 1 });
    expect(ids(shown)).toEqual(['a']);
    expect(run([{ type: 'first', key: 'sp', request: 1 }, { type: 'failed', request: 1 }])).toMatchObject({ status: 'error', failed: 'first', restaurants: [] });
  });

  it('drops an answer for an older request: another place, or a page overtaken', () => {
    const state = run([
      { type: 'first', key: 'sp', request: 1 },
      { type: 'first', key: 'rj', request: 2 },
      { type: 'page', request: 1, restaurants: named('paulista'), next: null, at: 0 },
      { type: 'failed', request: 1 },
    ]);
    expect(state).toMatchObject({ key: 'rj', status: 'first', restaurants: [] });
    expect(ids(run([{ type: 'page', request: 2, restaurants: named('carioca'), next: null, at: 0 }], state))).toEqual(['carioca']);
  });
});

describe('homeCards', () => {
  it('puts those that deliver to the place first, then open ones, each in the order loaded', () => {
    const closed = { horarioFuncionamento: [] };
    const moemaOnly = { areasEntrega: { bairros: [{ nome: 'Moema', taxa: 4, minimo: null }], outrosBairros: false, gratisAcima: null } };
    const loaded = [restaurant('a-closed', closed), restaurant('b-moema', moemaOnly), restaurant('c-open'), restaurant('d-closed', closed), restaurant('e-open')];
    const order = (place: { cidade: string; bairro: string } | null) => homeCards(loaded, new Date('2026-11-24T15:00:00Z'), place).map((card) => card.restaurant.id);
    expect(order(null)).toEqual(['b-moema', 'c-open', 'e-open', 'a-closed', 'd-closed']);
    expect(order({ cidade: 'São Paulo', bairro: 'Pinheiros' })).toEqual(['c-open', 'e-open', 'a-closed', 'd-closed', 'b-moema']);
  });
});
