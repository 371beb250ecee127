import { collection, deleteDoc, doc, getDoc, limit, onSnapshot, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { blockedName, type BlockedCustomer } from '@/domain/orders/blocks';
import type { Order } from '@/domain/orders/order';
import { toDate, toText } from '@/domain/shared/stored-values';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { auth, db } from './firebase';
import { trackListener } from './listeners';

/**
 * Customers a restaurant blocked (`restaurantes/{rid}/bloqueados/{customerUid}`, staff only; the
 * customer may read their own). placeOrder refuses a blocked customer's orders.
 */

/** How many blocks the panel lists: far more than a small restaurant ever needs. */
export const BLOCKED_LIST_LIMIT = 200;

function blocksOf(restaurantId: string) {
  return collection(db, 'restaurantes', restaurantId, 'bloqueados');
}

/**
 * Blocks the customer of `order` at its restaurant. The rules accept it only from staff and only
 * naming one of that customer's orders there; a block already in place counts as done (the
 * rules allow no update, so a second tablet's block is refused though the customer is blocked).
 */
export async function blockCustomer(order: Pick<Order, 'id' | 'restaurantId' | 'userId' | 'clientName'>): Promise<void> {
  const staff = auth.currentUser;
  if (!staff) throw new Error('Faça login para bloquear clientes.');
  if (!order.userId) throw new Error('Este pedido não tem o cadastro do cliente.');
  const ref = doc(blocksOf(order.restaurantId), order.userId);
  try {
    await setDoc(ref, { nome: blockedName(order), pedidoId: order.id, em: serverTimestamp(), por: staff.uid });
  } catch (error) {
    if (firebaseErrorCode(error) === 'permission-denied' && (await getDoc(ref)).exists()) return;
    throw error;
  }
}

/** Unblocks a customer: their next orders reach the restaurant again. */
export async function unblockCustomer(restaurantId: string, customerId: string): Promise<void> {
  await deleteDoc(doc(blocksOf(restaurantId), customerId));
}

/** The restaurant's blocked customers, live, newest first (staff only). */
export function subscribeToBlockedCustomers(restaurantId: string, onNext: (blocked: BlockedCustomer[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(blocksOf(restaurantId), orderBy('em', 'desc'), limit(BLOCKED_LIST_LIMIT));
  return trackListener(
    onSnapshot(
      ref,
      // Estimate the pending server time, so a block just made shows its date at once.
      (snapshot) =>
        onNext(
          snapshot.docs.map((document) => {
            const data = document.data({ serverTimestamps: 'estimate' });
            return { customerId: document.id, nome: toText(data.nome, 'Cliente'), pedidoId: toText(data.pedidoId), em: toDate(data.em), por: toText(data.por) };
          }),
        ),
      onError,
    ),
  );
}

/**
 * Whether the restaurant blocked this customer (the customer reads their own entry), so the
 * checkout can say so before the confirmation instead of after it.
 */
export async function getIsCustomerBlocked(restaurantId: string, customerId: string): Promise<boolean> {
  return (await getDoc(doc(blocksOf(restaurantId), customerId))).exists();
}
