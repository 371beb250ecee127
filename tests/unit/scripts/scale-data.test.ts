import { describe, expect, it } from 'vitest';
import { deliveryKeysFor, searchTokenOf } from '@/domain/discovery/discovery-index';
import { storefrontOf } from '@/domain/discovery/storefront';
import { buildOrders, buildRestaurants, CITIES, SCALE } from '../../../scripts/bench/scale-data.mjs';

/**
 * The scale benchmark's country (issue #27) is what it says it is, and the screens it measures
 * have something to show: the home's place finds the first restaurant, the search finds dishes.
 */
describe('the scale benchmark data', () => {
  const now = new Date('2026-11-24T15:00:00-03:00');
  const restaurants = buildRestaurants(now);

  it('has 1,000 restaurants in 10 cities with 50 dishes each, the first 10 in São Paulo', () => {
    expect(restaurants).toHaveLength(SCALE.restaurants);
    expect(new Set(restaurants.map((restaurant) => restaurant.id)).size).toBe(SCALE.restaurants);
    expect(new Set(restaurants.map((restaurant) => restaurant.cidade))).toEqual(new Set(CITIES.map(([nome]) => nome)));
    expect(restaurants.slice(0, 10).every((restaurant) => restaurant.cidade === 'São Paulo')).toBe(true);
    expect(restaurants.reduce((sum, restaurant) => sum + restaurant.products.length, 0)).toBe(50_000);
  });

  it('gives the measured menu 50 dishes, 18 of them pizzas with sizes and flavours, with full descriptions (issue #49)', () => {
    const menu = restaurants[0]!.products;
    const pizzas = menu.filter((product) => product.data.type === 'pizza');
    expect(menu).toHaveLength(50);
    expect(pizzas).toHaveLength(18);
    expect(pizzas.every((pizza) => pizza.data.sizes.length === 4 && pizza.data.flavors.length === 16)).toBe(true);
    expect(Math.min(...menu.map((product) => product.data.descricao.length))).toBeGreaterThanOrEqual(100);
  });

  it("puts the first restaurant in the home of its own bairro, through the trigger's shop window", () => {
    const first = restaurants[0]!;
    const bairro = first.data.endereco.split(' - ')[1].split(',')[0];
    const keys = deliveryKeysFor({ cidade: first.cidade, bairro });
    expect(storefrontOf(first.data).entregaEm.some((key) => keys.includes(key))).toBe(true);
  });

  it("names dishes with 'Lasanha' (accented names beside them) in São Paulo's first restaurants", () => {
    const token = searchTokenOf('lasanhá');
    const lasagne = restaurants.slice(0, 10).flatMap((restaurant) => restaurant.products.filter((product) => /^Lasanha/.test(product.data.nome)));
    expect(token).toBe('lasanha');
    expect(lasagne.length).toBeGreaterThan(10);
    expect(lasagne.some((product) => /à/.test(product.data.nome))).toBe(true);
  });

  it('spreads about 100,000 orders over the last 60 days, none in the future, the first 10 restaurants keeping theirs as it grows', () => {
    const orders = buildOrders(restaurants, 0, SCALE.restaurants, now);
    expect(Math.abs(orders.length - SCALE.orders)).toBeLessThan(50);
    const times = orders.map((order) => order.data.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 61 * 24 * 3600 * 1000);
    expect(buildOrders(restaurants, 0, 10, now)).toEqual(orders.filter((order) => restaurants.slice(0, 10).some((restaurant) => restaurant.id === order.restaurantId)));
  });
});
