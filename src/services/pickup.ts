import { collection, doc, getDocs, runTransaction, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { PICKED_UP_STATUS } from '@/domain/orders/order';
import { MAX_PICKUP_ATTEMPTS, PICKUP_FORMAT_MESSAGE, PICKUP_LOCKED_MESSAGE, wrongPickupCodeMessage } from '@/domain/orders/pickup-counter';
import { tryTypedCode, type TypedCodeRules } from '@/domain/orders/typed-code';
import { auth, db } from './firebase';

/** The customer's pickup code at the counter: four digits, MAX_PICKUP_ATTEMPTS tries for the order, whoever types. */
const PICKUP_CODE: TypedCodeRules = {
  maxAttempts: MAX_PICKUP_ATTEMPTS,
  formatMessage: PICKUP_FORMAT_MESSAGE,
  lockedMessage: PICKUP_LOCKED_MESSAGE,
  wrongCodeMessage: wrongPickupCodeMessage,
};

/**
 * 'Retirar no local' (issue #40, domain/orders/pickup-counter.ts): the counter types the code the customer
 * shows, pronto_retirada -> retirado. As the rider's handover (services/delivery.ts): the try is
 * stored first (tentativasRetirada/{n}), then the order is updated naming it; firestore.rules
 * accept the update only when that try holds the customer's code. A refused update is a wrong
 * code: CodeRefusedError (src/domain/orders/typed-code.ts) with the tries left (MAX_PICKUP_ATTEMPTS for the order, whoever typed).
 */
export async function confirmPickupCodeAs(firestore: Firestore, uid: string, restaurantId: string, orderId: string, code: string): Promise<void> {
  const typed = code.trim();
  const order = doc(firestore, 'restaurantes', restaurantId, 'pedidos', orderId);
  await tryTypedCode(PICKUP_CODE, typed, {
    attemptsMade: async () => (await getDocs(collection(order, 'tentativasRetirada'))).size,
    storeTry: (attempt) => setDoc(doc(order, 'tentativasRetirada', String(attempt)), { codigo: typed, staffId: uid, em: serverTimestamp() }),
    // A transaction, not a plain update: a wrong code must not move the card in the local cache first.
    closeOrder: (attempt) =>
      runTransaction(firestore, async (transaction) => {
        await transaction.get(order);
        transaction.update(order, { status: PICKED_UP_STATUS, ultimaAtualizacao: serverTimestamp(), tentativaRetirada: attempt });
      }),
  });
}

/** confirmPickupCodeAs for the signed-in staff member (the app's Firestore). */
export function confirmPickupCode(restaurantId: string, orderId: string, code: string): Promise<void> {
  return confirmPickupCodeAs(db, auth.currentUser?.uid ?? '', restaurantId, orderId, code);
}

/**
 * After MAX_PICKUP_ATTEMPTS wrong codes: the dono or a gerente marks it 'Retirado' without the code
 * (firestore.rules isPickupOverride refuses anyone else, and before the fifth try).
 */
export async function confirmPickupWithoutCode(restaurantId: string, orderId: string): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'pedidos', orderId), { status: PICKED_UP_STATUS, ultimaAtualizacao: serverTimestamp() });
}

/** 'Retirar no local' on or off for the restaurant (its managers; firestore.rules isPickupSettingUpdate). */
export async function setPickupEnabled(restaurantId: string, enabled: boolean): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId), { retiradaNoLocal: enabled });
}
