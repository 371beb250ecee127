import { KITCHEN_REMINDER_MS } from '@/domain/notifications/kitchen-reminders';
import type { OrderTarget } from '@/domain/orders/order-claim';
import type { CouponReservation } from '@/domain/promotions/coupon.schema';
import { UNWRITTEN_ORDER_GRACE_MS } from '../lib/coupon-uses';
import { enqueueTask } from '../lib/task-queue';

/** An order as it reaches the kitchen (placed, or paid in the app), for what runs after: its deadline's task. */
export interface NewOrder {
  restaurantId: string;
  orderId: string;
  prazoAceiteEm: Date;
}

/** What an order queues to be watched (Cloud Tasks; nothing, in a test run in-process). */
export interface OrderWatch {
  /** The order reached the kitchen: its deadline and the kitchen's reminders. */
  newOrder(order: NewOrder): Promise<void>;
  /** A coupon use taken for an order: given back if the order is never written (lib/coupon-uses.ts). */
  couponUse(reservation: CouponReservation): Promise<void>;
  /** An order waiting for its Pix or its card's 3-D Secure challenge (issue #52): its charge's end, at `expiresAt` (payments/order-payments.ts). */
  unpaidOrder(order: OrderTarget, expiresAt: Date): Promise<void>;
  /** A help case waiting for the store (issue #53): to the operator at `dueAt` if unanswered (help/help-cases.ts). */
  helpCase(caseId: string, dueAt: Date): Promise<void>;
  /** A scheduled order (issue #54): to the kitchen's board at `releaseAt` (orders/scheduled-orders.ts). */
  scheduledOrder(order: OrderTarget, releaseAt: Date): Promise<void>;
}

/** What a payment's notice may queue: the order paid goes to the kitchen, or, scheduled, waits for its time. */
export type PaidOrderWatch = Pick<OrderWatch, 'newOrder' | 'scheduledOrder'>;

/** The watch of a test run in-process: nothing queued. */
export const NO_WATCH: OrderWatch = {
  newOrder: async () => undefined,
  couponUse: async () => undefined,
  unpaidOrder: async () => undefined,
  helpCase: async () => undefined,
  scheduledOrder: async () => undefined,
};

/**
 * The watch the Functions run with: the task that closes an order at its deadline if nobody
 * answered (the panel and the customer's status page also close it when they notice,
 * src/state/use-close-unanswered.ts), the kitchen's reminders until it is answered, a coupon
 * use's safety net, an unpaid Pix's end, and a scheduled order's release to the board.
 */
export const QUEUED_ORDER_WATCH: OrderWatch = {
  async newOrder(order) {
    const target = { restaurantId: order.restaurantId, orderId: order.orderId };
    await Promise.all([
      enqueueTask('closeUnansweredOrder', target, { scheduleTime: order.prazoAceiteEm, id: `prazo-${order.orderId}` }),
      enqueueTask('remindKitchen', target, { scheduleTime: new Date(Date.now() + KITCHEN_REMINDER_MS), id: `lembrete-${order.orderId}` }),
    ]);
  },
  async couponUse(reservation) {
    await enqueueTask('releaseUnwrittenCouponUse', reservation, { scheduleTime: new Date(Date.now() + UNWRITTEN_ORDER_GRACE_MS), id: `cupom-${reservation.orderId}` });
  },
  async unpaidOrder(order, expiresAt) {
    await enqueueTask('expireUnpaidOrder', order, { scheduleTime: expiresAt, id: `pagamento-${order.orderId}` });
  },
  async helpCase(caseId, dueAt) {
    await enqueueTask('escalateHelpCase', { casoId: caseId }, { scheduleTime: dueAt, id: `ajuda-${caseId}` });
  },
  async scheduledOrder(order, releaseAt) {
    await enqueueTask('releaseScheduledOrder', order, { scheduleTime: releaseAt, id: `agenda-${order.orderId}` });
  },
};
