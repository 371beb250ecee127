import type { OrderRefusal, OrderRefusalCode } from './order-request';

/**
 * How the checkout sends an order again: which id an attempt uses, what a failed call means, and
 * when a busy server is asked again. Pure, so the page and src/services/orders.ts only apply it.
 */

/** The id reserved for the order being checked out, and what it was reserved for. */
export interface PendingOrder {
  orderId: string;
  restaurantId: string;
  /** orderRequestFingerprint of the last request sent with this id; null when stored before fingerprints. */
  fingerprint: string | null;
}

/**
 * The id for a confirmation: the reserved one when it was sent with this same content (a retry
 * after a failure or a lost answer must write the same order, never a second one), a new one when
 * the restaurant or anything in the request changed (the server would refuse the old id as stale).
 * An id saved before fingerprints existed is reused: the server tells a different bag apart.
 */
export function reserveOrderId(pending: PendingOrder | null, restaurantId: string, fingerprint: string, newId: () => string): PendingOrder {
  const reusable = pending !== null && pending.restaurantId === restaurantId && (pending.fingerprint === null || pending.fingerprint === fingerprint);
  return { orderId: reusable ? pending.orderId : newId(), restaurantId, fingerprint };
}

/** What the checkout says when placing an order failed for no reason the server gave. */
export const ORDER_FAILED_MESSAGE = 'Erro ao salvar pedido. Por favor, tente novamente.';

/** The server's words while it is too busy (functions/src/lib/contention.ts), should its details lack them. */
export const BUSY_MESSAGE = 'Muitos pedidos neste momento. Estamos tentando de novo…';

/** Quick tries at a busy server before settling to the offline pace. */
export const BUSY_QUICK_RETRIES = 3;
const BUSY_MIN_MS = 2000;
const BUSY_MAX_MS = 5000;
/** After the quick tries: the same pace as waiting for a connection. */
export const BUSY_SLOW_RETRY_MS = 15_000;

/**
 * How long to wait before sending again after the `attempt`-th busy answer (1 for the first).
 * Random within 2–5 s, so the phones caught in the same rush do not all come back at the same
 * instant and collide again; then every 15 s. `random` is Math.random in the app.
 */
export function busyRetryDelay(attempt: number, random: () => number = Math.random): number {
  if (attempt > BUSY_QUICK_RETRIES) return BUSY_SLOW_RETRY_MS;
  return Math.round(BUSY_MIN_MS + random() * (BUSY_MAX_MS - BUSY_MIN_MS));
}

/**
 * Every code the server may refuse with, as a record so that a code added to OrderRefusalCode
 * and not here fails to compile (a refusal read as unknown shows a generic error instead of the
 * server's message).
 */
const KNOWN_REFUSALS: Record<OrderRefusalCode, true> = {
  'not-allowed': true,
  invalid: true,
  closed: true,
  paused: true,
  offline: true,
  'unknown-product': true,
  unavailable: true,
  'below-minimum': true,
  'price-changed': true,
  'bad-change': true,
  blocked: true,
  'too-many': true,
  stale: true,
  suspended: true,
  schedule: true,
  choices: true,
  payment: true,
  'not-served': true,
  coupon: true,
  credit: true,
};
const REFUSAL_CODES: ReadonlySet<string> = new Set(Object.keys(KNOWN_REFUSALS));

/** The function's refusal, from the error's details (see functions/src/orders/place-order.ts). */
export function toRefusal(details: unknown): OrderRefusal | null {
  if (typeof details !== 'object' || details === null) return null;
  const { code, message, productIds } = details as { code?: unknown; message?: unknown; productIds?: unknown };
  if (typeof code !== 'string' || !REFUSAL_CODES.has(code) || typeof message !== 'string' || !message) return null;
  const ids = Array.isArray(productIds) ? productIds.filter((id): id is string => typeof id === 'string') : undefined;
  return ids ? { code: code as OrderRefusalCode, message, productIds: ids } : { code: code as OrderRefusalCode, message };
}

export type PlaceOrderFailure =
  /** The server is there but busy: send the same request again soon, showing `message`, no error. */
  | { kind: 'busy'; message: string }
  /** The server could not be reached: the same request goes again when the connection returns. */
  | { kind: 'offline' }
  | { kind: 'refused'; refusal: OrderRefusal }
  | { kind: 'failed' };

/**
 * What a failed placeOrder call means, from the callable's error code (without 'functions/'),
 * its details and whether the device says it is offline.
 */
export function classifyPlaceOrderFailure(code: string, details: unknown, deviceOffline: boolean): PlaceOrderFailure {
  const detail = typeof details === 'object' && details !== null ? (details as { code?: unknown; message?: unknown }) : null;
  // 'unavailable' is also what a lost connection looks like; only the server's own details say busy.
  if (code === 'unavailable' && detail?.code === 'busy') {
    return { kind: 'busy', message: typeof detail.message === 'string' && detail.message ? detail.message : BUSY_MESSAGE };
  }
  // Offline, a call that never reached the server surfaces as 'internal' with no details, and a
  // functions client that could not be downloaded as an error with no code at all.
  if (code === 'unavailable' || code === 'deadline-exceeded' || (deviceOffline && (code === 'internal' || code === ''))) return { kind: 'offline' };
  const refusal = toRefusal(details);
  return refusal ? { kind: 'refused', refusal } : { kind: 'failed' };
}
