import type { Centavos } from './money';
import type { SalesFigures } from './sales';

/**
 * The administrator's figures (SPEC.md sections 2 and 9): sales and the platform's 10%
 * commission, computed in integer centavos so that totals and percentages never drift. What
 * counts as a sale is domain/sales.ts, the same rule as the restaurant's own reports.
 */

/** SPEC.md section 9: the admin commission is 10% of each order's totalValue. */
export const COMMISSION_PERCENT = 10;

/**
 * The commission on an amount: 10%, rounded half up to the centavo. Applied to a restaurant's
 * whole sales total (what the restaurant owes), or to one order for its card. Integer centavos
 * in, integer centavos out: 10% of R$ 12,35 is R$ 1,24.
 */
export function commissionOf(amount: Centavos): Centavos {
  // amount * 10 / 100 is exact for integers up to 2^53 / 10, far beyond any sales total; a half
  // (x.5) is exactly representable, so Math.round rounds it up as intended.
  return Math.round((amount * COMMISSION_PERCENT) / 100);
}

/** One restaurant's figures as the aggregation queries return them. */
export interface RestaurantSalesInput {
  restaurantId: string;
  restaurantName: string;
  /** Every order of the restaurant in the period, whatever its status. */
  orderCount: number;
  /** Orders that count as sales (domain/sales.ts: delivered). */
  saleCount: number;
  /** Sum of the sales' totals. */
  salesTotal: Centavos;
}


export interface RestaurantCommission extends RestaurantSalesInput {
  /** What the restaurant owes the platform: commissionOf(salesTotal). */
  commission: Centavos;
}

export interface SalesOverview {
  orderCount: number;
  saleCount: number;
  salesTotal: Centavos;
  /** Accepted orders not delivered yet ('Em andamento', domain/sales.ts): shown apart, no commission. */
  inProgressCount: number;
  inProgressTotal: Centavos;
  /**
   * The platform's revenue: the sum of what each restaurant owes. Summing the rounded
   * per-restaurant commissions (rather than taking 10% of the grand total) makes the card equal
   * to the sum of the per-restaurant cards, to the centavo.
   */
  commission: Centavos;
  /** Commission per sale, rounded to the centavo; 0 when there are no sales. */
  averageCommission: Centavos;
  /** Highest commission first; ties by name. */
  restaurants: RestaurantCommission[];
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Adds up per-restaurant figures into the dashboard's cards and its sorted restaurant list, with
 * the platform's value in progress beside them.
 */
export function summarizeSales(rows: readonly RestaurantSalesInput[], inProgress: SalesFigures = { count: 0, total: 0 }): SalesOverview {
  const restaurants = rows
    .map((row) => ({ ...row, commission: commissionOf(row.salesTotal) }))
    .sort((a, b) => b.commission - a.commission || byName.compare(a.restaurantName, b.restaurantName));
  const total = (pick: (row: RestaurantCommission) => number) => restaurants.reduce((sum, row) => sum + pick(row), 0);
  const saleCount = total((row) => row.saleCount);
  const commission = total((row) => row.commission);
  return {
    orderCount: total((row) => row.orderCount),
    saleCount,
    salesTotal: total((row) => row.salesTotal),
    inProgressCount: inProgress.count,
    inProgressTotal: inProgress.total,
    commission,
    averageCommission: saleCount > 0 ? Math.round(commission / saleCount) : 0,
    restaurants,
  };
}
