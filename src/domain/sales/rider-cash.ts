import { toCentavos, type Centavos } from '../shared/money';
import type { Order } from '../orders/order';

/** What one restaurant's cash orders, delivered by the rider today, add up to. */
export interface RestaurantCash {
  restaurantId: string;
  restaurantName: string;
  orders: number;
  /** The orders' totals: what the rider collected and hands over (change given back is not counted). */
  total: Centavos;
}

/**
 * 'Dinheiro recebido hoje' (issue #26): the rider's delivered orders paid in cash, by restaurant,
 * so the cash in the pocket can be settled with each counter at the end of the shift.
 */
export function cashByRestaurant(delivered: ReadonlyArray<Pick<Order, 'restaurantId' | 'restaurantName' | 'pagamento' | 'totalValue'>>): RestaurantCash[] {
  const byRestaurant = new Map<string, RestaurantCash>();
  for (const order of delivered) {
    if (order.pagamento !== 'Dinheiro') continue;
    const entry = byRestaurant.get(order.restaurantId) ?? { restaurantId: order.restaurantId, restaurantName: order.restaurantName, orders: 0, total: 0 };
    entry.orders += 1;
    entry.total += toCentavos(order.totalValue);
    byRestaurant.set(order.restaurantId, entry);
  }
  return [...byRestaurant.values()].sort((a, b) => b.total - a.total);
}
