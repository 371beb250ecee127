import { useEffect, useEffectEvent, useState } from 'react';
import { pendingOrderStore } from '@/state/checkout-stores';
import { busyRetryDelay, ORDER_FAILED_MESSAGE, reserveOrderId } from '@/domain/checkout/order-attempt';
import { orderRequestFingerprint, type OrderRequest } from '@/domain/checkout/order-request';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { newOrderId, placeOrder, preparePlaceOrder } from '@/services/orders';

/** How long a call may wait for the server before the page says it is waiting for a connection. */
export const SLOW_WRITE_MS = 4000;
/** While offline, how often the order is sent again besides when the browser says it is online. */
export const OFFLINE_RETRY_MS = 15_000;

export type SubmitState =
  | { kind: 'idle' }
  /** `busy`: the server's words while resending to a busy server, shown instead of 'Aguardando conexão'. */
  | { kind: 'sending'; slow: boolean; busy: string | null }
  /** No connection: the same request goes again when it returns (the server writes it once). */
  | { kind: 'waiting'; request: OrderRequest }
  /** The server was too busy: the same request goes again by itself after `attempts` busy answers. */
  | { kind: 'busy'; request: OrderRequest; message: string; attempts: number }
  | { kind: 'failed'; message: string; refusal: CallableRefusal | null };

/** What the hook calls: src/services/orders.ts in the app, a fake in tests. */
export interface OrderPlacement {
  placeOrder: (request: OrderRequest) => Promise<string>;
  newOrderId: (restaurantId: string) => string;
  /** Loads what sending needs ahead of the confirmation, once the page is shown. */
  prepare?: () => void;
}

const ORDERS: OrderPlacement = { placeOrder, newOrderId, prepare: preparePlaceOrder };

/**
 * The checkout's confirmation, sent until the server answers: the order id is reserved on the
 * device (pendingOrderStore) and reused for the same request, so a retry never writes twice; with
 * no connection the same request goes again when it returns (and every OFFLINE_RETRY_MS); a busy
 * server is asked again by itself (busyRetryDelay); a 'stale' refusal (the server holds another
 * bag under this id) reserves a new id for the next confirmation. `onPlaced` runs once the order
 * is written. Nothing typed is lost on a failure: the state says what to show.
 */
export function usePlaceOrder(onPlaced: (request: OrderRequest) => void, orders: OrderPlacement = ORDERS) {
  const [submit, setSubmit] = useState<SubmitState>({ kind: 'idle' });
  const sending = submit.kind === 'sending' || submit.kind === 'waiting' || submit.kind === 'busy';

  // Confirming with no connection then waits for the server, not for a download.
  const { prepare } = orders;
  useEffect(() => prepare?.(), [prepare]);

  const slowTimerFor = submit.kind === 'sending';
  useEffect(() => {
    if (!slowTimerFor) return undefined;
    const timer = window.setTimeout(() => setSubmit((current) => (current.kind === 'sending' ? { ...current, slow: true } : current)), SLOW_WRITE_MS);
    return () => window.clearTimeout(timer);
  }, [slowTimerFor]);

  async function send(request: OrderRequest, busyAttempts = 0, busyMessage: string | null = null) {
    setSubmit({ kind: 'sending', slow: !navigator.onLine, busy: busyMessage });
    try {
      await orders.placeOrder(request);
      pendingOrderStore.clear();
      onPlaced(request);
    } catch (error) {
      const refusal = error instanceof CallableRefusal ? error : null;
      if (refusal?.kind === 'offline') {
        setSubmit({ kind: 'waiting', request });
        return;
      }
      if (refusal?.kind === 'busy') {
        setSubmit({ kind: 'busy', request, message: refusal.message, attempts: busyAttempts + 1 });
        return;
      }
      console.error('Erro ao salvar pedido', error);
      // Unlike the original, nothing is cleared: the person can fix what the server said and confirm again.
      if (refusal?.kind === 'refused' && refusal.code === 'stale') {
        // The server holds another bag under this id: the next confirmation, of what is on screen
        // now, goes under a new one.
        pendingOrderStore.save({ orderId: orders.newOrderId(request.restaurantId), restaurantId: request.restaurantId, fingerprint: orderRequestFingerprint(request) });
      }
      setSubmit({ kind: 'failed', message: refusal?.message || ORDER_FAILED_MESSAGE, refusal });
    }
  }

  const resend = useEffectEvent((request: OrderRequest, busyAttempts = 0, busyMessage: string | null = null) => void send(request, busyAttempts, busyMessage));
  const waitingRequest = submit.kind === 'waiting' ? submit.request : null;
  useEffect(() => {
    if (!waitingRequest) return undefined;
    const retry = () => resend(waitingRequest);
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (navigator.onLine) retry();
    }, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [waitingRequest]);

  // A busy server is asked again by itself, never shown as an error: same request, same id.
  const busy = submit.kind === 'busy' ? submit : null;
  useEffect(() => {
    if (!busy) return undefined;
    const timer = window.setTimeout(() => resend(busy.request, busy.attempts, busy.message), busyRetryDelay(busy.attempts));
    return () => window.clearTimeout(timer);
  }, [busy]);

  /**
   * Sends `request` (its orderId is ignored) under the id reserved for it: the one of an earlier
   * attempt at this same request, so a retry never duplicates, and a new one when the bag,
   * address or payment changed, so a changed order never comes back as the first one.
   */
  function confirm(request: OrderRequest) {
    if (sending) return;
    const { restaurantId } = request;
    const reserved = reserveOrderId(pendingOrderStore.read(), restaurantId, orderRequestFingerprint(request), () => orders.newOrderId(restaurantId));
    pendingOrderStore.save(reserved);
    void send({ ...request, orderId: reserved.orderId });
  }

  return { submit, sending, confirm };
}
