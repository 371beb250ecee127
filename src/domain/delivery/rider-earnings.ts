import { toCentavos, type Centavos } from '../money/money';
import type { Order } from '../orders/order';
import { saoPauloDayKey } from '../shared/sao-paulo-day';

/**
 * A rider's earnings and settlement (issue #38). The delivery fee is the rider's
 * (DELIVERY_FEE_RULE_TEXT). The customer pays at the door:
 * - in cash, to the rider, who then holds the restaurant's share (the total less the fee);
 * - by Pix or card, to the restaurant, which then owes the rider the fee.
 * Per restaurant and day, the two net out into one amount and one direction.
 */

type Delivered = Pick<Order, 'restaurantId' | 'restaurantName' | 'pagamento' | 'totalValue' | 'taxaEntrega' | 'createdAt'>;

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

export interface Settlement {
  restaurantId: string;
  restaurantName: string;
  /** São Paulo day, 'YYYY-MM-DD'. */
  dia: string;
  deliveries: number;
  /** Cash the rider holds that is the restaurant's: the cash orders' totals less their fees. */
  riderOwes: Centavos;
  /** The fees of the orders the restaurant was paid for (Pix, card): the rider's. */
  restaurantOwes: Centavos;
}

/** The settlement of each restaurant and day, newest day first. */
export function settlementsOf(delivered: readonly Delivered[]): Settlement[] {
  const byKey = new Map<string, Settlement>();
  for (const order of delivered) {
    const dia = order.createdAt ? saoPauloDayKey(order.createdAt) : '';
    const key = `${dia}|${order.restaurantId}`;
    const entry = byKey.get(key) ?? { restaurantId: order.restaurantId, restaurantName: order.restaurantName, dia, deliveries: 0, riderOwes: 0, restaurantOwes: 0 };
    const fee = toCentavos(order.taxaEntrega);
    entry.deliveries += 1;
    if (order.pagamento === 'Dinheiro') entry.riderOwes += toCentavos(order.totalValue) - fee;
    else entry.restaurantOwes += fee;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.dia.localeCompare(a.dia) || a.restaurantName.localeCompare(b.restaurantName, 'pt-BR'));
}

/** Who pays whom, in words: 'Você repassa R$ 60,00 ao restaurante', or the other way, or 'Nada a acertar'. */
export function settlementDirection(settlement: Pick<Settlement, 'riderOwes' | 'restaurantOwes'>): { net: Centavos; payer: 'entregador' | 'restaurante' | null } {
  const net = settlement.riderOwes - settlement.restaurantOwes;
  return { net: Math.abs(net), payer: net > 0 ? 'entregador' : net < 0 ? 'restaurante' : null };
}
