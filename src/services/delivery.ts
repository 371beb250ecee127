import {
  collectionGroup,
  doc,
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
 * The rider confirms they delivered an order they carry: a_caminho -> entregue, with the server's
 * time. The rules refuse it for any other rider or status.
 */
export async function confirmDelivery(restaurantId: string, orderId: string): Promise<void> {
  if (!restaurantId || !orderId) throw new ClaimError('missing', MISSING_ORDER_MESSAGE);
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'pedidos', orderId), { status: 'entregue', ultimaAtualizacao: serverTimestamp() });
}
