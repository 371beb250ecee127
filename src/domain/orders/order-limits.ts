import { formatClock } from '../restaurants/opening-hours';
import { isNewOrder } from './order-lifecycle';

/**
 * Limits against order bombing and hoarding (issue #23), decided on the server (placeOrder and
 * claimOrder in functions/) and stated here once so that the app can say the same words.
 *
 * Why these numbers: payment is at the door, so a fake order costs its author nothing while it
 * rings a kitchen's looping alert. A real customer rarely waits on more than two restaurants at
 * once (a family ordering pizza and dessert), and an unanswered order closes by itself within
 * minutes (limiteAceiteMin, 3 to 30), so two unanswered orders block nobody for long; five orders
 * in an hour still covers a party ordering round after round. A rider carries at most two orders:
 * one bag, two drop-offs on the way, as small-town delivery works; more and the first customer's
 * food goes cold while the others are picked up.
 */
export const MAX_UNANSWERED_ORDERS = 2;
export const MAX_ORDERS_PER_HOUR = 5;
export const MAX_ORDERS_PER_RIDER = 2;

const HOUR_MS = 60 * 60 * 1000;

export const TOO_MANY_UNANSWERED_MESSAGE = `Você já tem ${MAX_UNANSWERED_ORDERS} pedidos aguardando a resposta do restaurante. Espere a resposta de um deles para fazer outro pedido.`;
export const BLOCKED_CUSTOMER_MESSAGE = 'O restaurante não aceita pedidos desta conta.';
export const RIDER_FULL_MESSAGE = `Você já está com ${MAX_ORDERS_PER_RIDER} entregas em andamento. Conclua uma delas para aceitar outro pedido.`;

export function tooManyPerHourMessage(retryAt: Date): string {
  return `Você já fez ${MAX_ORDERS_PER_HOUR} pedidos na última hora. Você poderá pedir de novo a partir das ${formatClock(retryAt)}.`;
}

/** One of the customer's recent orders, as the server reads it. */
export interface RecentOrder {
  status: string;
  createdAt: Date;
}

export type CustomerLimit = { ok: true } | { ok: false; reason: 'unanswered' | 'hourly'; message: string };

/**
 * May a customer place another order now, given their orders of the last hour (any restaurant)?
 * Unanswered orders older than an hour cannot exist: every order closes at its deadline.
 */
export function customerOrderLimit(recent: RecentOrder[], now: Date): CustomerLimit {
  const lastHour = recent.filter((order) => now.getTime() - order.createdAt.getTime() < HOUR_MS);
  if (lastHour.filter((order) => isNewOrder(order.status)).length >= MAX_UNANSWERED_ORDERS) {
    return { ok: false, reason: 'unanswered', message: TOO_MANY_UNANSWERED_MESSAGE };
  }
  if (lastHour.length >= MAX_ORDERS_PER_HOUR) {
    // The hour frees up when the oldest of the last MAX_ORDERS_PER_HOUR orders turns an hour old.
    const times = lastHour.map((order) => order.createdAt.getTime()).sort((a, b) => b - a);
    const oldestCounted = times[MAX_ORDERS_PER_HOUR - 1] ?? now.getTime();
    return { ok: false, reason: 'hourly', message: tooManyPerHourMessage(new Date(oldestCounted + HOUR_MS)) };
  }
  return { ok: true };
}

/** The window the server reads for customerOrderLimit, and how many orders at most. */
export const RECENT_ORDERS_WINDOW_MS = HOUR_MS;
export const RECENT_ORDERS_READ = MAX_ORDERS_PER_HOUR;
