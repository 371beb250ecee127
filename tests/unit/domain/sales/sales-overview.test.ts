import { describe, expect, it } from 'vitest';
import { compareRestaurantSales, overviewOf, restaurantCommissionOf, RESTAURANT_SALES_SORTS, type RestaurantSalesSort } from '@/domain/sales/sales-overview';

describe('the admin figures from rollups', () => {
  const figures = (comissao: number, vendas: number, pedidos = vendas) => ({ pedidos, vendas, valorVendas: comissao * 10, comissao, descontoLoja: 0, descontoPlataforma: 0, emAndamento: 0, valorEmAndamento: 0 });

  it('reads the cards from the summed rollups, with the average commission per sale', () => {
    expect(overviewOf({ pedidos: 7, vendas: 3, valorVendas: 3_705, comissao: 372, descontoLoja: 0, descontoPlataforma: 0, emAndamento: 2, valorEmAndamento: 7_550 })).toEqual({
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
