import { usualDeliveryMinutes } from '../delivery/delivery-time';
import type { Order } from './order';
import { isOldOrder } from './order-status';
import { isNewOrder, isUnanswered } from './order-lifecycle';

/** What the customer is told about when the order arrives. */
export type DeliveryForecast =
  /** Accepted: acceptance + the preparation time staff promised + the ride. */
  | { kind: 'expected'; at: Date }
  /**
   * Not answered yet: were it accepted now with the restaurant's usual preparation time. It moves
   * with the clock while the restaurant has not answered, which is the truth of it.
   */
  | { kind: 'estimate'; at: Date }
  /** Not answered yet, and the restaurant's usual time is not known (still loading, unreadable). */
  | { kind: 'waiting' };

/**
 * The forecast for a current order, or null when there is nothing honest to say: the order is
 * over, its time to be answered ran out, or an older order was accepted without a promised time.
 */
export function deliveryForecast(
  order: Pick<Order, 'status' | 'aceitoEm' | 'tempoPreparoMin' | 'prazoAceiteEm' | 'corridaMin'>,
  usualPrepMinutes: number | null,
  now: Date,
): DeliveryForecast | null {
  if (isOldOrder(order.status)) return null;
  const expected = expectedDeliveryAt(order);
  if (expected) return { kind: 'expected', at: expected };
  if (!isNewOrder(order.status) || isUnanswered(order, now)) return null;
  if (!usualPrepMinutes || usualPrepMinutes <= 0) return { kind: 'waiting' };
  return { kind: 'estimate', at: new Date(now.getTime() + usualDeliveryMinutes(usualPrepMinutes, order.corridaMin ?? undefined) * 60_000) };
}

/**
 * When the customer can expect the order: acceptance + the preparation time staff promised + the
 * ride. null before the restaurant accepted, and once the order is over.
 */
export function expectedDeliveryAt(order: Pick<Order, 'status' | 'aceitoEm' | 'tempoPreparoMin' | 'corridaMin'> & { modalidade?: string }): Date | null {
  if (!order.aceitoEm || !order.tempoPreparoMin || isOldOrder(order.status)) return null;
  // A pickup order has no ride: it is expected ready at the counter.
  const ride = order.modalidade === 'retirada' ? 0 : (order.corridaMin ?? undefined);
  return new Date(order.aceitoEm.getTime() + usualDeliveryMinutes(order.tempoPreparoMin, ride) * 60_000);
}
