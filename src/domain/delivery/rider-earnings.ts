import { toCentavos, type Centavos } from '../shared/money';
import type { OrderBreakdown, RidePay } from '../money/order-breakdown';

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

type Ride = Pick<Delivered, 'taxaEntrega' | 'reparticao'> & { corrida?: RidePay };

/**
 * The rider's pay for one ride and the store's top-up in it: an offer carries them (corrida), an
 * order's breakdown says them, and a legacy order without one paid its fee.
 */
export function ridePayOf(order: Ride): RidePay {
  return order.corrida ?? order.reparticao ?? { entregador: toCentavos(order.taxaEntrega), complementoEntrega: 0 };
}

export function riderPayOf(order: Ride): Centavos {
  return ridePayOf(order).entregador;
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
