import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  setDoc,
  getDocFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { HANDOVER_FORMAT_MESSAGE, HANDOVER_LOCKED_MESSAGE, MAX_HANDOVER_ATTEMPTS, isHandoverCode, wrongHandoverCodeMessage } from '@/domain/handover';
import type { Order } from '@/domain/orders';
import { firebaseErrorCode } from './errors';
import { auth, db } from './firebase';
import { trackListener } from './listeners';
import { orderConverter } from './orders';

/**
 * The rider's side of an order (SPEC.md section 4, Rider): the orders waiting for a rider, the
 * race-safe claim, the rider's deliveries and the confirmation of a delivery. firestore.rules
 * let a rider read only unclaimed waiting orders and their own, claim only an unclaimed one, and
 * confirm only their own.
 */

/** The status of an order that waits for a rider, and of one a rider carries. */
const WAITING = 'aguardando_entregador';
const ON_THE_WAY = 'a_caminho';

/** How many waiting orders a rider's list shows (oldest first: they have waited longest). */
export const AVAILABLE_ORDERS_LIMIT = 50;

/** SPEC.md section 8, Rider: the order or its restaurant id is missing. */
export const MISSING_ORDER_MESSAGE = 'Não foi possível encontrar o pedido ou o ID do restaurante para atualização.';
/** Another rider was faster: what the slower rider is told. */
export const ORDER_TAKEN_MESSAGE = 'Outro entregador já aceitou este pedido.';
/** The order is gone or no longer waits for a rider (the restaurant moved it). */
export const ORDER_UNAVAILABLE_MESSAGE = 'Este pedido não está mais disponível para entrega.';
/** SPEC.md section 8, Rider: the person is not signed in as a rider. */
export const NOT_A_RIDER_MESSAGE = 'Você precisa estar logado como motoboy para aceitar pedidos.';

/** Why a claim did not go through, with the Portuguese text to show. */
export class ClaimError extends Error {
  constructor(
    readonly reason: 'taken' | 'unavailable' | 'missing' | 'signed-out',
    message: string,
  ) {
    super(message);
    this.name = 'ClaimError';
  }
}

/**
 * Live orders of every restaurant that wait for a rider (status aguardando_entregador, no
 * deliverymanId), oldest first. The query carries both conditions because the rules check them
 * ('rules are not filters'). A claimed order leaves every rider's list at once.
 */
export function subscribeToAvailableOrders(onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(
    collectionGroup(db, 'pedidos'),
    where('status', '==', WAITING),
    where('deliverymanId', '==', null),
    orderBy('createdAt', 'asc'),
    limit(AVAILABLE_ORDERS_LIMIT),
  ).withConverter(orderConverter);
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
 * Claims an order for the rider `uid` in a transaction on `firestore` (whose signed-in user must
 * be `uid`; the app passes its own instance, tests one instance per rider). The transaction reads
 * the order and writes only if it still waits for a rider, so when several riders tap the same
 * order exactly one gets it; the others get a ClaimError 'taken'.
 *
 * How "taken" shows up: once another rider holds the order, the rules no longer let this rider
 * read it, so the transaction's (re)read or its commit is refused rather than seeing the other
 * rider's id. Any such refusal is therefore checked with a fresh read from the server: unreadable
 * means someone else has it; ours means an earlier attempt landed; still waiting means the error
 * was something else, and it is passed on.
 */
export async function claimOrderAs(firestore: Firestore, uid: string, restaurantId: string, orderId: string): Promise<void> {
  if (!restaurantId || !orderId) throw new ClaimError('missing', MISSING_ORDER_MESSAGE);
  if (!uid) throw new ClaimError('signed-out', NOT_A_RIDER_MESSAGE);
  const ref = doc(firestore, 'restaurantes', restaurantId, 'pedidos', orderId);
  try {
    await runTransaction(firestore, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists()) throw new ClaimError('unavailable', ORDER_UNAVAILABLE_MESSAGE);
      const data = snapshot.data();
      const rider = data.deliverymanId ?? null;
      if (rider === uid && data.status === ON_THE_WAY) return;
      if (rider !== null) throw new ClaimError('taken', ORDER_TAKEN_MESSAGE);
      if (data.status !== WAITING) throw new ClaimError('unavailable', ORDER_UNAVAILABLE_MESSAGE);
      transaction.update(ref, { status: ON_THE_WAY, deliverymanId: uid, acceptedAt: serverTimestamp(), ultimaAtualizacao: serverTimestamp() });
    });
  } catch (error) {
    if (error instanceof ClaimError) throw error;
    const code = firebaseErrorCode(error);
    if (code !== 'permission-denied' && code !== 'failed-precondition' && code !== 'aborted') throw error;
    const holder = await whoHolds(ref, uid);
    if (holder === 'me') return;
    if (holder === 'other') throw new ClaimError('taken', ORDER_TAKEN_MESSAGE);
    if (holder === 'gone') throw new ClaimError('unavailable', ORDER_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

/**
 * After a refused claim: does the rider `uid` hold the order, someone else (the rider may no
 * longer read it), nobody and it is gone or moved on, or is it still waiting ('unknown': the
 * refusal had another cause)?
 */
async function whoHolds(ref: DocumentReference, uid: string): Promise<'me' | 'other' | 'gone' | 'unknown'> {
  let snapshot;
  try {
    snapshot = await getDocFromServer(ref);
  } catch (error) {
    return firebaseErrorCode(error) === 'permission-denied' ? 'other' : 'unknown';
  }
  if (!snapshot.exists()) return 'gone';
  const data = snapshot.data();
  if (data.deliverymanId === uid) return 'me';
  if (data.deliverymanId) return 'other';
  return data.status === WAITING ? 'unknown' : 'gone';
}

/**
 * Claims an order for the signed-in rider (the app's Firestore). Resolves once the server has
 * recorded status a_caminho, deliverymanId and acceptedAt; rejects with a ClaimError when another
 * rider was faster or the order is no longer available.
 */
export function claimOrder(restaurantId: string, orderId: string): Promise<void> {
  return claimOrderAs(db, auth.currentUser?.uid ?? '', restaurantId, orderId);
}

/**
 * The rider has the order in hand (a_caminho, not yet picked up): records retiradoEm with the
 * server's time, from which the customer is told 'A caminho'. Only this order's rider may.
 */
export async function confirmPickup(restaurantId: string, orderId: string): Promise<void> {
  if (!restaurantId || !orderId) throw new ClaimError('missing', MISSING_ORDER_MESSAGE);
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'pedidos', orderId), { retiradoEm: serverTimestamp(), ultimaAtualizacao: serverTimestamp() });
}

/** Why a delivery was not confirmed, with the Portuguese text to show. */
export class HandoverError extends Error {
  constructor(
    readonly reason: 'format' | 'wrong-code' | 'locked',
    message: string,
    /** Tries left after this one (wrong-code), 0 when locked. */
    readonly attemptsLeft: number,
  ) {
    super(message);
    this.name = 'HandoverError';
  }
}

/** How many tries at the code the rider `uid` has made for this order (their own, the only ones they may read). */
async function attemptsMade(firestore: Firestore, uid: string, restaurantId: string, orderId: string): Promise<number> {
  const attempts = collection(firestore, 'restaurantes', restaurantId, 'pedidos', orderId, 'tentativasEntrega');
  const snapshot = await getDocs(query(attempts, where('entregadorId', '==', uid)));
  return snapshot.size;
}

/**
 * The rider confirms the delivery with the customer's handover code: a_caminho -> entregue. The
 * try is stored first (tentativasEntrega/{n}), then the order is updated naming it; the rules
 * accept the update only when that try holds the customer's code (src/domain/handover.ts). A
 * refused update is a wrong code: HandoverError with the tries left. After
 * MAX_HANDOVER_ATTEMPTS only the restaurant can mark the order delivered.
 */
export async function confirmDeliveryAs(firestore: Firestore, uid: string, restaurantId: string, orderId: string, code: string): Promise<void> {
  if (!restaurantId || !orderId) throw new ClaimError('missing', MISSING_ORDER_MESSAGE);
  if (!isHandoverCode(code)) throw new HandoverError('format', HANDOVER_FORMAT_MESSAGE, MAX_HANDOVER_ATTEMPTS);
  const order = doc(firestore, 'restaurantes', restaurantId, 'pedidos', orderId);
  const attempt = (await attemptsMade(firestore, uid, restaurantId, orderId)) + 1;
  if (attempt > MAX_HANDOVER_ATTEMPTS) throw new HandoverError('locked', HANDOVER_LOCKED_MESSAGE, 0);
  await setDoc(doc(order, 'tentativasEntrega', String(attempt)), { codigo: code, entregadorId: uid, em: serverTimestamp() });
  try {
    // In a transaction, not a plain update: a plain update is applied to the local cache at once,
    // so a wrong code would drop the order from the rider's list until the server refused it, and
    // the card (with what the rider typed and the message) would be rebuilt from scratch.
    await runTransaction(firestore, async (transaction) => {
      await transaction.get(order);
      transaction.update(order, { status: 'entregue', ultimaAtualizacao: serverTimestamp(), tentativaEntrega: attempt });
    });
  } catch (error) {
    if (firebaseErrorCode(error) !== 'permission-denied') throw error;
    const left = MAX_HANDOVER_ATTEMPTS - attempt;
    throw new HandoverError(left > 0 ? 'wrong-code' : 'locked', wrongHandoverCodeMessage(left), left);
  }
}

/** confirmDeliveryAs for the signed-in rider (the app's Firestore). */
export function confirmDelivery(restaurantId: string, orderId: string, code: string): Promise<void> {
  return confirmDeliveryAs(db, auth.currentUser?.uid ?? '', restaurantId, orderId, code);
}

/** Tries the signed-in rider has left for this order's code (for the prompt after a reload). */
export async function handoverAttemptsLeft(restaurantId: string, orderId: string): Promise<number> {
  return Math.max(0, MAX_HANDOVER_ATTEMPTS - (await attemptsMade(db, auth.currentUser?.uid ?? '', restaurantId, orderId)));
}
