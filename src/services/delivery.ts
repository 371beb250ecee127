import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  setDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { HANDOVER_FORMAT_MESSAGE, HANDOVER_LOCKED_MESSAGE, MAX_HANDOVER_ATTEMPTS, wrongHandoverCodeMessage } from '@/domain/orders/handover';
import { tryTypedCode, type TypedCodeRules } from '@/domain/orders/typed-code';
import type { Order } from '@/domain/orders/order';
import { RIDER_OFFERS } from '@/domain/delivery/rider-offer';
import { offerFromData } from '@/domain/orders/rider-offer.record';
import type { ReleaseOrderRequest } from '@/domain/orders/order-release.schema';
import { CLAIM_REFUSAL_CODES, NOT_A_RIDER_MESSAGE, ORDER_TAKEN_MESSAGE, ORDER_UNAVAILABLE_MESSAGE, type OrderTarget } from '@/domain/orders/order-claim';
import { callableErrorCode, callableErrorDetails, CallableRefusal } from '@/domain/shared/callable-refusal';
import { call } from './callable-refusal';
import { errorMessage } from '@/domain/shared/errors';
import { auth, db } from './firebase';
import { trackListener } from './listeners';
import { orderConverter } from './orders';
import { readConverter } from './read-converter';

/**
 * The rider's side of an order (SPEC.md section 4, Rider): the orders waiting for a rider, the
 * race-safe claim, the rider's deliveries and the confirmation of a delivery. firestore.rules
 * let a rider read the offers of their city and their own orders, claim only an unclaimed one
 * (through claimOrder), and confirm only their own.
 */

/** The status of an order a rider carries. */
const ON_THE_WAY = 'a_caminho';

/** How many waiting orders a rider's list shows (oldest first: they have waited longest). */
export const AVAILABLE_ORDERS_LIMIT = 50;

/** SPEC.md section 8, Rider: the order or its restaurant id is missing. */
export const MISSING_ORDER_MESSAGE = 'Não foi possível encontrar o pedido ou o ID do restaurante para atualização.';
// The claim's texts are the server's (src/domain/orders/order-claim.ts); the rider's pages read them from here.
export { NOT_A_RIDER_MESSAGE, ORDER_TAKEN_MESSAGE, ORDER_UNAVAILABLE_MESSAGE };

/** An offer read as the order it stands for, its customer fields empty (domain/orders/rider-offer.record.ts). */
const offerConverter = readConverter((_id, data) => offerFromData(data));

/**
 * Live offers of the rider's city (`cidade`, its cityKey): the orders that wait for a rider, as a
 * rider may see them before taking one (pickup, drop-off bairro, amounts; issue #39), oldest
 * first, at most AVAILABLE_ORDERS_LIMIT. The query carries the city because the rules check it
 * ('rules are not filters'): a rider cannot read another city's (issue #36). A claimed order's
 * offer is deleted with the claim: it leaves every rider's list at once.
 */
export function subscribeToAvailableOrders(cidade: string, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collection(db, RIDER_OFFERS), where('cidade', '==', cidade), orderBy('createdAt', 'asc'), limit(AVAILABLE_ORDERS_LIMIT)).withConverter(offerConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * Live orders the rider `uid` carries (status a_caminho), oldest first. Same shape as the
 * available-orders query, so one index serves both.
 */
export function subscribeToMyActiveOrders(uid: string, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(
    collectionGroup(db, 'pedidos'),
    where('status', '==', ON_THE_WAY),
    where('deliverymanId', '==', uid),
    orderBy('createdAt', 'asc'),
  ).withConverter(orderConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * The orders this rider delivered since `since` (São Paulo's midnight): the same index as the
 * queries above (status, deliverymanId, createdAt), for 'Dinheiro recebido hoje'.
 */
export function subscribeToMyDeliveriesSince(uid: string, since: Date, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(
    collectionGroup(db, 'pedidos'),
    where('status', '==', 'entregue'),
    where('deliverymanId', '==', uid),
    where('createdAt', '>=', since),
    orderBy('createdAt', 'asc'),
  ).withConverter(orderConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * 'Disponível para entregas' on or off for the rider `uid`, stamped with the server's time; while
 * on, the rider's app calls it again every AVAILABILITY_RENEW_MS so that the stamp stays fresh.
 */
export async function setRiderAvailability(uid: string, available: boolean): Promise<void> {
  await updateDoc(doc(db, 'usuarios', uid), { disponivel: available, disponivelVistoEm: serverTimestamp() });
}

/** 'Devolver pedido' before pickup, through the releaseOrder function. Rejects with a CallableRefusal. */
export async function releaseOrder(request: ReleaseOrderRequest): Promise<void> {
  await call('releaseOrder', request);
}

/** Sends a claim to the claimOrder function (the app's client, or a test's per-rider one). */
export type ClaimCall = (target: OrderTarget) => Promise<unknown>;

const CLAIM_REFUSALS: ReadonlySet<string> = new Set(CLAIM_REFUSAL_CODES);

/**
 * A failed claim as a CallableRefusal: the server's refusal (code 'taken', 'unavailable', 'full',
 * 'not-a-rider') with its text, else kind 'failed' carrying the call's own error message (no
 * connection, ...), which the page shows after 'Erro ao aceitar pedido: '.
 */
function claimRefusal(error: unknown): CallableRefusal {
  if (error instanceof CallableRefusal) return error;
  const details = callableErrorDetails(error) as { code?: unknown; message?: unknown } | null | undefined;
  if (details && typeof details.code === 'string' && CLAIM_REFUSALS.has(details.code) && typeof details.message === 'string') {
    return new CallableRefusal(details.code, details.message, {}, 'refused', undefined, { cause: error });
  }
  return new CallableRefusal(callableErrorCode(error) || 'failed', errorMessage(error), {}, 'failed', undefined, { cause: error });
}

/**
 * Claims an order through the claimOrder function (functions/src/orders/claim-order.ts): the server
 * decides in one transaction, so when several riders tap the same order exactly one gets it, and
 * a rider never carries more than MAX_ORDERS_PER_RIDER (src/domain/orders/order-limits.ts). Resolves
 * once the order is the rider's (also when an earlier attempt already made it so); rejects with a
 * CallableRefusal saying why not (see claimRefusal), code 'missing' when an id is missing.
 */
export async function claimOrderVia(claim: ClaimCall, restaurantId: string, orderId: string): Promise<void> {
  if (!restaurantId || !orderId) throw new CallableRefusal('missing', MISSING_ORDER_MESSAGE);
  try {
    await claim({ restaurantId, orderId });
  } catch (error) {
    throw claimRefusal(error);
  }
}

/**
 * Claims an order for the signed-in rider. Resolves once the server has recorded status
 * a_caminho, deliverymanId and acceptedAt; rejects with a CallableRefusal when another rider was
 * faster, the order is no longer available or the rider already carries as many as allowed
 * (code 'signed-out' when nobody is signed in).
 */
export function claimOrder(restaurantId: string, orderId: string): Promise<void> {
  if (!auth.currentUser) return Promise.reject(new CallableRefusal('signed-out', NOT_A_RIDER_MESSAGE));
  return claimOrderVia((target) => call('claimOrder', target, claimRefusal), restaurantId, orderId);
}

/**
 * The rider has the order in hand (a_caminho, not yet picked up): records retiradoEm with the
 * server's time, from which the customer is told 'A caminho'. Only this order's rider may.
 */
export async function confirmPickup(restaurantId: string, orderId: string): Promise<void> {
  if (!restaurantId || !orderId) throw new CallableRefusal('missing', MISSING_ORDER_MESSAGE);
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'pedidos', orderId), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp() });
}

/** The rider's handover code at the door: four digits, MAX_HANDOVER_ATTEMPTS tries per rider. */
const HANDOVER_CODE: TypedCodeRules = {
  maxAttempts: MAX_HANDOVER_ATTEMPTS,
  formatMessage: HANDOVER_FORMAT_MESSAGE,
  lockedMessage: HANDOVER_LOCKED_MESSAGE,
  wrongCodeMessage: wrongHandoverCodeMessage,
};

/** How many tries at the code the rider `uid` has made for this order (their own, the only ones they may read). */
async function attemptsMade(firestore: Firestore, uid: string, restaurantId: string, orderId: string): Promise<number> {
  const attempts = collection(firestore, 'restaurantes', restaurantId, 'pedidos', orderId, 'tentativasEntrega');
  const snapshot = await getDocs(query(attempts, where('entregadorId', '==', uid)));
  return snapshot.size;
}

/**
 * The rider confirms the delivery with the customer's handover code: a_caminho -> entregue. The
 * try is stored first (tentativasEntrega/{n}), then the order is updated naming it; the rules
 * accept the update only when that try holds the customer's code (src/domain/orders/handover.ts). A
 * refused update is a wrong code: CodeRefusedError (src/domain/orders/typed-code.ts) with the tries left. After
 * MAX_HANDOVER_ATTEMPTS only the restaurant can mark the order delivered.
 */
export async function confirmDeliveryAs(firestore: Firestore, uid: string, restaurantId: string, orderId: string, code: string): Promise<void> {
  if (!restaurantId || !orderId) throw new CallableRefusal('missing', MISSING_ORDER_MESSAGE);
  const order = doc(firestore, 'restaurantes', restaurantId, 'pedidos', orderId);
  await tryTypedCode(HANDOVER_CODE, code, {
    attemptsMade: () => attemptsMade(firestore, uid, restaurantId, orderId),
    storeTry: (attempt) => setDoc(doc(order, 'tentativasEntrega', String(attempt)), { codigo: code, entregadorId: uid, em: serverTimestamp() }),
    // In a transaction, not a plain update: a plain update is applied to the local cache at once,
    // so a wrong code would drop the order from the rider's list until the server refused it, and
    // the card (with what the rider typed and the message) would be rebuilt from scratch.
    closeOrder: (attempt) =>
      runTransaction(firestore, async (transaction) => {
        await transaction.get(order);
        transaction.update(order, { status: 'entregue', ultimaAtualizacao: serverTimestamp(), tentativaEntrega: attempt });
      }),
  });
}

/** confirmDeliveryAs for the signed-in rider (the app's Firestore). */
export function confirmDelivery(restaurantId: string, orderId: string, code: string): Promise<void> {
  return confirmDeliveryAs(db, auth.currentUser?.uid ?? '', restaurantId, orderId, code);
}

/** Tries the signed-in rider has left for this order's code (for the prompt after a reload). */
export async function handoverAttemptsLeft(restaurantId: string, orderId: string): Promise<number> {
  return Math.max(0, MAX_HANDOVER_ATTEMPTS - (await attemptsMade(db, auth.currentUser?.uid ?? '', restaurantId, orderId)));
}
