import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { classifyPlaceOrderFailure, ORDER_FAILED_MESSAGE } from '@/domain/checkout/order-attempt';
import type { OrderRequest } from '@/domain/checkout/order-request';
import { isUnpaidOnline, type Order } from '@/domain/orders/order';
import { PREP_EXTENSION_MINUTES, type RejectionReason } from '@/domain/orders/order-lifecycle';
import { callableErrorCode, callableErrorDetails, CallableRefusal } from '@/domain/shared/callable-refusal';
import { call } from './callable-refusal';
import { auth, db } from './firebase';
import { orderFromData, toOrderAddress } from '@/domain/orders/order.record';
import { CUSTOMER_CONTACT_DOC } from '@/domain/orders/order-privacy';
import type { Address } from '@/domain/delivery/address';
import { readConverter } from './read-converter';
import { trackListener } from './listeners';

/** Maps an order (orderFromData). */
export const orderConverter = readConverter((id, data, snapshot) => orderFromData(id, snapshot.ref.parent.parent?.id ?? '', data));

/** A fresh order id, made on the device so that retrying the same checkout writes the same order. */
export function newOrderId(restaurantId: string): string {
  return doc(collection(db, 'restaurantes', restaurantId, 'pedidos')).id;
}

/** The text while the order waits for a connection (the checkout shows its own notice beside it). */
const WAITING_MESSAGE = 'Aguardando conexão.';

/**
 * A failed placeOrder call as a CallableRefusal: kind 'busy' (the server asks to be called again
 * shortly, with its words), 'offline' (the same request goes again when the connection returns),
 * 'refused' with the server's code, message and products, or 'failed'.
 */
function notPlaced(error: unknown): CallableRefusal {
  const code = callableErrorCode(error);
  const deviceOffline = typeof navigator !== 'undefined' && !navigator.onLine;
  const failure = classifyPlaceOrderFailure(code, callableErrorDetails(error), deviceOffline);
  const cause = { cause: error };
  switch (failure.kind) {
    case 'busy':
      return new CallableRefusal('busy', failure.message, {}, 'busy', undefined, cause);
    case 'offline':
      return new CallableRefusal(code || 'offline', WAITING_MESSAGE, {}, 'offline', undefined, cause);
    case 'refused':
      return new CallableRefusal(failure.refusal.code, failure.refusal.message, {}, 'refused', failure.refusal.productIds, cause);
    case 'failed':
      return new CallableRefusal(code || 'failed', ORDER_FAILED_MESSAGE, {}, 'failed', undefined, cause);
  }
}

const inFlight = new Map<string, Promise<string>>();

/**
 * Loads the functions client ahead of the confirmation (the checkout calls it on arrival), so that
 * confirming with no connection waits for the server, not for a download.
 */
export function preparePlaceOrder(): void {
  import('./functions').catch(() => undefined);
}

/**
 * Sends the checkout to the server (the placeOrder function in functions/), which prices it from
 * the catalogue and writes it under `request.orderId`. Safe to call again with the same request (a
 * double tap, a retry after a lost answer): concurrent calls share one call, and the server finds
 * an order already placed instead of writing it twice. Resolves with the order id once written;
 * rejects with a CallableRefusal (see notPlaced).
 */
export function placeOrder(request: OrderRequest): Promise<string> {
  const key = `${request.restaurantId}/${request.orderId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const attempt = (async () => {
    if (!auth.currentUser) throw new CallableRefusal('not-allowed', 'Faça login para finalizar o pedido.');
    const { orderId } = await call('placeOrder', request, notPlaced);
    return orderId;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, attempt);
  return attempt;
}

/** Live status of one order; `null` when it does not exist (SPEC.md: 'not_found'). */
export function subscribeToOrder(
  restaurantId: string,
  orderId: string,
  onNext: (order: Order | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'pedidos', orderId).withConverter(orderConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/**
 * A delivered order's full delivery address, moved out of the kitchen's sight (issue #39,
 * domain/orders/order-privacy.ts): only its customer (and the operators) read it. Null until moved.
 */
export function subscribeToMovedAddress(restaurantId: string, orderId: string, onNext: (address: Address | string | null) => void, onError: (error: Error) => void): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'pedidos', orderId, 'privado', CUSTOMER_CONTACT_DOC);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(toOrderAddress(snapshot.get('endereco'))), onError));
}

/**
 * The order's handover code (src/domain/orders/handover.ts), live, for its customer only: the rules let
 * nobody else read it. null when the order has none (placed before codes existed).
 */
export function subscribeToHandoverCode(
  restaurantId: string,
  orderId: string,
  onNext: (code: string | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'pedidos', orderId, 'privado', 'entrega');
  return trackListener(
    onSnapshot(
      ref,
      (snapshot) => {
        const code: unknown = snapshot.get('codigo');
        onNext(typeof code === 'string' ? code : null);
      },
      onError,
    ),
  );
}

/** How many of their orders a customer sees in 'Meus Pedidos'. */
export const MY_ORDERS_LIMIT = 50;

/** The customer's own orders across restaurants, newest first (collection group, by userId). */
export function subscribeToMyOrders(uid: string, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collectionGroup(db, 'pedidos'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(MY_ORDERS_LIMIT)).withConverter(
    orderConverter,
  );
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * The customer's most recent delivered order at this restaurant that has no review yet, or null:
 * what the menu's 'Avaliar' button rates. At most ten orders and ten review look-ups.
 */
export async function getReviewableOrder(restaurantId: string, uid: string): Promise<Order | null> {
  const delivered = await getDocs(
    query(
      collection(db, 'restaurantes', restaurantId, 'pedidos'),
      where('userId', '==', uid),
      where('status', 'in', ['entregue', 'delivered', 'retirado']),
      orderBy('createdAt', 'desc'),
      limit(10),
    ).withConverter(orderConverter),
  );
  for (const snapshot of delivered.docs) {
    const review = await getDoc(doc(db, 'restaurantes', restaurantId, 'avaliacoes', snapshot.id));
    if (!review.exists()) return snapshot.data();
  }
  return null;
}

/** How many orders the panel's 'Histórico de Vendas' keeps live. */
export const HISTORY_LIMIT = 100;

/**
 * Live orders of a restaurant, newest first: within `range` for 'Pedidos do Dia', or the latest
 * HISTORY_LIMIT for the history. Staff read them by path (see firestore.rules).
 */
export function subscribeToRestaurantOrders(
  restaurantId: string,
  range: { start: Date; end: Date } | null,
  onNext: (orders: Order[]) => void,
  onError: (error: Error) => void,
): () => void {
  const base = collection(db, 'restaurantes', restaurantId, 'pedidos');
  const ref = (
    range
      ? query(base, where('createdAt', '>=', range.start), where('createdAt', '<=', range.end), orderBy('createdAt', 'desc'))
      : query(base, orderBy('createdAt', 'desc'), limit(HISTORY_LIMIT))
  ).withConverter(orderConverter);
  // An order paid in the app reaches the kitchen once it is paid (issue #52): one never paid is not the kitchen's.
  // A scheduled one waits apart until its time (issue #54, subscribeToScheduledOrders).
  return trackListener(
    onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data()).filter((order) => !isUnpaidOnline(order) && order.status !== 'agendado')), onError),
  );
}

/** How many scheduled orders the panel's 'Agendados' lists (3 days of a store's slots at most). */
export const SCHEDULED_LIMIT = 100;

/**
 * A store's scheduled orders waiting for their time (issue #54), soonest slot first: the panel's
 * 'Agendados'. Served by the (status, agendadoPara) index.
 */
export function subscribeToScheduledOrders(restaurantId: string, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collection(db, 'restaurantes', restaurantId, 'pedidos'), where('status', '==', 'agendado'), orderBy('agendadoPara', 'asc'), limit(SCHEDULED_LIMIT)).withConverter(orderConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * Accepts a new order with the preparation time staff promised (minutes); the server refuses it
 * once the time to answer is over.
 */
export async function acceptOrder(order: Pick<Order, 'id' | 'restaurantId'>, prepMinutes: number): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', order.restaurantId, 'pedidos', order.id), {
    status: 'em_preparacao',
    tempoPreparoMin: prepMinutes,
    aceitoEm: serverTimestamp(),
    ultimaAtualizacao: serverTimestamp(),
  });
}

/** Rejects a new order with one of REJECTION_REASONS, which the customer then reads. */
export async function rejectOrder(order: Pick<Order, 'id' | 'restaurantId'>, reason: RejectionReason): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', order.restaurantId, 'pedidos', order.id), {
    status: 'rejeitado',
    motivoRejeicao: reason,
    ultimaAtualizacao: serverTimestamp(),
  });
}

/** '+10 min': the kitchen needs longer; the customer's expected time moves with it. */
export async function extendPrepTime(order: Pick<Order, 'id' | 'restaurantId'>): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', order.restaurantId, 'pedidos', order.id), {
    tempoPreparoMin: increment(PREP_EXTENSION_MINUTES),
    ultimaAtualizacao: serverTimestamp(),
  });
}

/**
 * 'Pix recebido': the restaurant saw the order's Pix in its bank (or takes that back). Only these
 * two fields change, with the server's time (firestore.rules isPixReceipt).
 */
export async function setPixReceived(order: Pick<Order, 'id' | 'restaurantId'>, received: boolean): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', order.restaurantId, 'pedidos', order.id), {
    'pix.recebido': received,
    'pix.recebidoEm': received ? serverTimestamp() : null,
  });
}

/**
 * Closes a new order nobody answered in time (the customer's page or the panel notice it; the
 * rules accept it only once the server's clock is past the order's deadline).
 */
export async function closeUnansweredOrder(order: Pick<Order, 'id' | 'restaurantId'>): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', order.restaurantId, 'pedidos', order.id), { status: 'expirado', ultimaAtualizacao: serverTimestamp() });
}

/** The customer cancels an order the restaurant has not answered yet. */
export async function cancelOrder(order: Pick<Order, 'id' | 'restaurantId'>): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', order.restaurantId, 'pedidos', order.id), { status: 'cancelado', ultimaAtualizacao: serverTimestamp() });
}

/** Moves an order to `status` (SPEC.md section 5: all three arguments are required). */
export async function updateOrderStatus(orderId: string, status: string, restaurantId: string): Promise<void> {
  if (!orderId || !status || !restaurantId) throw new Error('ID do pedido, novo status e ID do restaurante são obrigatórios.');
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'pedidos', orderId), { status, ultimaAtualizacao: serverTimestamp() });
}
