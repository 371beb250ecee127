import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, commissionOf, summarizeSales, type RestaurantSalesInput } from '@/domain/commission';
import { toCentavos } from '@/domain/money';

const row = (restaurantId: string, salesTotal: number, saleCount = 1, orderCount = saleCount, restaurantName = restaurantId): RestaurantSalesInput => ({
  restaurantId,
  restaurantName,
  orderCount,
  saleCount,
  salesTotal,
});

describe('commissionOf', () => {
  it('is 10% in whole centavos', () => {
    expect(COMMISSION_PERCENT).toBe(10);
    expect(commissionOf(0)).toBe(0);
    expect(commissionOf(10_000)).toBe(1_000);
    expect(commissionOf(4_990)).toBe(499);
  });

  it('rounds half a centavo up and anything less down', () => {
    expect(commissionOf(1_235)).toBe(124);
    expect(commissionOf(1_234)).toBe(123);
    expect(commissionOf(1_236)).toBe(124);
    expect(commissionOf(5)).toBe(1);
    expect(commissionOf(4)).toBe(0);
  });

  it('does not drift on amounts that are inexact in floating point', () => {
    // 0.1 + 0.2 reais, and a large month of sales.
    expect(commissionOf(toCentavos(0.1 + 0.2))).toBe(3);
    expect(commissionOf(toCentavos(1_234_567.89))).toBe(12_345_679);
    expect(commissionOf(999_999_999_995)).toBe(100_000_000_000);
    for (let centavos = 0; centavos < 5_000; centavos += 1) {
      const commission = commissionOf(centavos);
      expect(Number.isInteger(commission)).toBe(true);
      expect(Math.abs(commission * 10 - centavos)).toBeLessThanOrEqual(5);
    }
  });
});

describe('summarizeSales', () => {
  it('sorts restaurants by commission, highest first, ties by name', () => {
    const overview = summarizeSales([row('b', 1_000, 1, 1, 'Boteco'), row('a', 50_000), row('c', 1_000, 1, 1, 'Açaí'), row('d', 0, 0, 2)]);
    expect(overview.restaurants.map((restaurant) => restaurant.restaurantId)).toEqual(['a', 'c', 'b', 'd']);
    expect(overview.restaurants.map((restaurant) => restaurant.commission)).toEqual([5_000, 100, 100, 0]);
  });

  it('adds the figures, with the platform commission equal to the sum of what each restaurant owes', () => {
    // 10% of 12,35 + 10% of 12,35 rounded per restaurant is 2,48; 10% of the grand total 24,70 is 2,47.
    const overview = summarizeSales([row('a', 1_235, 1, 3), row('b', 1_235, 1, 1)]);
    expect(overview).toMatchObject({ orderCount: 4, saleCount: 2, salesTotal: 2_470, commission: 248, averageCommission: 124 });
    expect(overview.commission).toBe(overview.restaurants.reduce((sum, restaurant) => sum + restaurant.commission, 0));
  });

  it('carries the value in progress apart, with no commission on it', () => {
    const overview = summarizeSales([row('a', 1_000), row('b', 0, 0, 1)], { count: 3, total: 7_550 });
    expect(overview).toMatchObject({ saleCount: 1, salesTotal: 1_000, inProgressCount: 3, inProgressTotal: 7_550, commission: 100 });
  });

  it('gives zeros for no restaurants or no sales', () => {
    expect(summarizeSales([])).toEqual({ orderCount: 0, saleCount: 0, salesTotal: 0, inProgressCount: 0, inProgressTotal: 0, commission: 0, averageCommission: 0, restaurants: [] });
    expect(summarizeSales([row('a', 0, 0, 5)])).toMatchObject({ orderCount: 5, saleCount: 0, averageCommission: 0 });
  });

  it('does not change its input', () => {
    const rows = [row('b', 1), row('a', 100)];
    summarizeSales(rows);
    expect(rows.map((item) => item.restaurantId)).toEqual(['b', 'a']);
  });
});
