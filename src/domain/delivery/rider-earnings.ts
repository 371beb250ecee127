import { toCentavos, type Centavos } from '../shared/money';
import type { OrderBreakdown } from '../money/order-breakdown';

/**
 * A rider's earnings (issue #38): each ride pays the rider the delivery fee, topped up to the
 * city's minimum by the store when the fee is lower (issue #50, money/order-breakdown.ts); the
 * cash the rider collected at the door is counted apart (what is the restaurant's of it is
 * settled in rider-settlements.ts).
 */

/** What a delivered order (orders/order.ts Order) tells of the rider's pay: the payment, its total, fee and breakdown, reais. */
type Delivered = { pagamento: string; totalValue: number; taxaEntrega: number; reparticao: OrderBreakdown | null };

export interface RiderEarnings {
  deliveries: number;
  /** What the rider earned for those rides. */
  fees: Centavos;
  /** What the rider collected in cash (the orders' totals). */
  cash: Centavos;
}

/** The rider's pay for one ride: the order's breakdown says it; a legacy order without one paid its fee. */
export function riderPayOf(order: Pick<Delivered, 'taxaEntrega' | 'reparticao'>): Centavos {
  return order.reparticao ? order.reparticao.entregador : toCentavos(order.taxaEntrega);
}

export function riderEarnings(delivered: readonly Delivered[]): RiderEarnings {
  return delivered.reduce<RiderEarnings>(
    (sum, order) => ({
      deliveries: sum.deliveries + 1,
      fees: sum.fees + riderPayOf(order),
      cash: sum.cash + (order.pagamento === 'Dinheiro' ? toCentavos(order.totalValue) : 0),
    }),
    { deliveries: 0, fees: 0, cash: 0 },
  );
}
