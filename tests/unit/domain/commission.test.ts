import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, commissionOf } from '@/domain/money/commission';
import {
  compareRestaurantSales,
  overviewOf,
  restaurantCommissionOf,
  RESTAURANT_SALES_SORTS,
  type RestaurantSalesSort,
} from '@/domain/sales/sales-overview';
import { toCentavos } from '@/domain/shared/money';

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

describe('the admin figures from rollups', () => {
  const figures = (comissao: number, vendas: number, pedidos = vendas) => ({ pedidos, vendas, valorVendas: comissao * 10, comissao, emAndamento: 0, valorEmAndamento: 0 });

  it('reads the cards from the summed rollups, with the average commission per sale', () => {
    expect(overviewOf({ pedidos: 7, vendas: 3, valorVendas: 3_705, comissao: 372, emAndamento: 2, valorEmAndamento: 7_550 })).toEqual({
      orderCount: 7,
      saleCount: 3,
      salesTotal: 3_705,
      inProgressCount: 2,
      inProgressTotal: 7_550,
      commission: 372,
      averageCommission: 124,
    });
    expect(overviewOf(figures(0, 0, 5))).toMatchObject({ orderCount: 5, saleCount: 0, averageCommission: 0 });
  });

  it('sorts rows by commission, by orders or by name, ties by restaurant id', () => {
    const rows = [
      restaurantCommissionOf('b', 'Boteco', figures(100, 1)),
      restaurantCommissionOf('a', 'Zé Lanches', figures(5_000, 1)),
      restaurantCommissionOf('c', 'Açaí', figures(100, 4)),
      restaurantCommissionOf('d', 'bar do Zé', figures(0, 0, 2)),
    ];
    const order = (sort: RestaurantSalesSort) => [...rows].sort(compareRestaurantSales(sort)).map((row) => row.restaurantId);
    expect(order('comissao')).toEqual(['a', 'b', 'c', 'd']);
    expect(order('pedidos')).toEqual(['c', 'd', 'a', 'b']);
    // Collated as Portuguese: accents and case do not move a name.
    expect(order('nome')).toEqual(['c', 'd', 'b', 'a']);
    expect(RESTAURANT_SALES_SORTS.map((sort) => sort.value)).toEqual(['comissao', 'pedidos', 'nome']);
  });
});
