import type { Centavos } from '../shared/money';
import type { SalesFiguresRollup } from './sales-rollups';

/**
 * The administrator's figures (SPEC.md sections 2 and 9): sales and the platform's commission
 * per restaurant and in total, read from the sales rollups. What counts as a sale is
 * domain/money/sale-stage.ts, the same rule as the restaurant's own reports.
 */

/** One restaurant's figures for a period: a row of the admin's table and of its CSV. */
export interface RestaurantCommission {
  restaurantId: string;
  restaurantName: string;
  /** Every order of the restaurant in the period, whatever its status. */
  orderCount: number;
  /** Orders that count as sales (domain/money/sale-stage.ts: delivered). */
  saleCount: number;
  /** Sum of the sales' totals. */
  salesTotal: Centavos;
  /** What the restaurant owes the platform: the sum of 10% of each sale. */
  commission: Centavos;
}

/** The platform's figures for a period: the dashboard's cards. */
export interface SalesOverview {
  orderCount: number;
  saleCount: number;
  salesTotal: Centavos;
  /** Accepted orders not delivered yet ('Em andamento', domain/money/sale-stage.ts): shown apart, no commission. */
  inProgressCount: number;
  inProgressTotal: Centavos;
  /**
   * The platform's revenue: 10% of each sale (SPEC.md section 9), each rounded to the centavo and
   * added up. Rounding per order, not per restaurant or per period, keeps every figure additive:
   * the card is the sum of the per-restaurant rows and of the days, to the centavo.
   */
  commission: Centavos;
  /** Commission per sale, rounded to the centavo; 0 when there are no sales. */
  averageCommission: Centavos;
}

/** The dashboard's cards from a period's summed rollups (domain/sales/sales-rollups.ts). */
export function overviewOf(figures: SalesFiguresRollup): SalesOverview {
  return {
    orderCount: figures.pedidos,
    saleCount: figures.vendas,
    salesTotal: figures.valorVendas,
    inProgressCount: figures.emAndamento,
    inProgressTotal: figures.valorEmAndamento,
    commission: figures.comissao,
    averageCommission: figures.vendas > 0 ? Math.round(figures.comissao / figures.vendas) : 0,
  };
}

/** A row of the admin's table from a restaurant's summed rollups. */
export function restaurantCommissionOf(restaurantId: string, restaurantName: string, figures: SalesFiguresRollup): RestaurantCommission {
  return {
    restaurantId,
    restaurantName,
    orderCount: figures.pedidos,
    saleCount: figures.vendas,
    salesTotal: figures.valorVendas,
    commission: figures.comissao,
  };
}

/** How the admin's table of restaurants is sorted. */
export type RestaurantSalesSort = 'comissao' | 'pedidos' | 'nome';

export const RESTAURANT_SALES_SORTS: ReadonlyArray<{ value: RestaurantSalesSort; label: string }> = [
  { value: 'comissao', label: 'Maior comissão' },
  { value: 'pedidos', label: 'Mais pedidos' },
  { value: 'nome', label: 'Nome (A-Z)' },
];

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * The table's order when rows are sorted here (a custom period, added up from day rollups); the
 * same as the queries' over month and day rollups: the figure, then the restaurant's id.
 */
export function compareRestaurantSales(sort: RestaurantSalesSort): (a: RestaurantCommission, b: RestaurantCommission) => number {
  const byId = (a: RestaurantCommission, b: RestaurantCommission) => (a.restaurantId < b.restaurantId ? -1 : a.restaurantId > b.restaurantId ? 1 : 0);
  switch (sort) {
    case 'comissao':
      return (a, b) => b.commission - a.commission || byId(a, b);
    case 'pedidos':
      return (a, b) => b.orderCount - a.orderCount || byId(a, b);
    case 'nome':
      return (a, b) => byName.compare(a.restaurantName, b.restaurantName) || byId(a, b);
  }
}
