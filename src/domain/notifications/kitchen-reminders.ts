import { isNewOrder } from '../orders/order-lifecycle';
import type { Order } from '../orders/order';
import { closingOrderPush, NEW_ORDER_DELIVERY, unansweredOrderPush } from './push';
import { notifiedOrder, type QueuedPush } from './order-events';

/**
 * The kitchen is not let to forget a new order (issue #37): while it waits for an answer, its
 * notification comes back every KITCHEN_REMINDER_MS under the same tag (so it replaces itself and
 * alerts again), and CLOSING_WARNING_MS before its deadline it says it is about to close
 * unanswered. A task per order (functions/src/notify/kitchen-watch.ts) asks this every minute.
 */

export const KITCHEN_REMINDER_MS = 60_000;
export const CLOSING_WARNING_MS = 2 * 60_000;

export type KitchenReminder =
  /** Answered, closed, or past its deadline (the deadline's own task closes it): nothing more. */
  | { next: 'done' }
  /** Still waiting: ask again later; `push` is what is due now, if anything. */
  | { next: 'later'; push: QueuedPush | null };

/**
 * What an order waiting at `now` is owed. Each push's id names its round, so asking twice in one
 * round queues it once; the closing warning is sent once, and the reminders stop with it.
 */
export function kitchenReminder(order: Order, now: Date): KitchenReminder {
  if (!isNewOrder(order.status) || !order.prazoAceiteEm || !order.createdAt) return { next: 'done' };
  const about = notifiedOrder(order);
  const left = order.prazoAceiteEm.getTime() - now.getTime();
  if (left <= 0) return { next: 'done' };
  const key = `${order.restaurantId}:${order.id}`;
  if (left <= CLOSING_WARNING_MS) {
    return { next: 'later', push: { id: `pedido_perto_de_fechar:${key}`, para: { restaurantId: order.restaurantId }, payload: closingOrderPush(about, Math.ceil(left / 60_000)), delivery: NEW_ORDER_DELIVERY } };
  }
  const waited = now.getTime() - order.createdAt.getTime();
  const round = Math.floor(waited / KITCHEN_REMINDER_MS);
  if (round < 1) return { next: 'later', push: null };
  return {
    next: 'later',
    push: { id: `pedido_novo:${key}:lembrete-${round}`, para: { restaurantId: order.restaurantId }, payload: unansweredOrderPush(about, Math.floor(waited / 60_000)), delivery: NEW_ORDER_DELIVERY },
  };
}
