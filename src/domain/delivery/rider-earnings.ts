import { toCentavos, type Centavos } from '../shared/money';

/**
 * A rider's earnings (issue #38): the delivery fee is the rider's (DELIVERY_FEE_RULE_TEXT), and
 * the cash the rider collected at the door is counted apart (what is the restaurant's of it is
 * settled in rider-settlements.ts).
 */

/** What a delivered order (orders/order.ts Order) tells of the rider's pay: the payment, its total and its fee, reais. */
type Delivered = { pagamento: string; totalValue: number; taxaEntrega: number };

export interface RiderEarnings {
  deliveries: number;
  /** The delivery fees of those deliveries: what the rider earned. */
  fees: Centavos;
  /** What the rider collected in cash (the orders' totals). */
  cash: Centavos;
}

export function riderEarnings(delivered: readonly Delivered[]): RiderEarnings {
  return delivered.reduce<RiderEarnings>(
    (sum, order) => ({
      deliveries: sum.deliveries + 1,
      fees: sum.fees + toCentavos(order.taxaEntrega),
      cash: sum.cash + (order.pagamento === 'Dinheiro' ? toCentavos(order.totalValue) : 0),
    }),
    { deliveries: 0, fees: 0, cash: 0 },
  );
}
