import { collection, doc, getDocs, runTransaction, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { isHandoverCode } from '@/domain/orders/handover';
import { PICKED_UP_STATUS } from '@/domain/orders/order';
import { MAX_PICKUP_ATTEMPTS, PICKUP_FORMAT_MESSAGE, PICKUP_LOCKED_MESSAGE, wrongPickupCodeMessage } from '@/domain/orders/pickup-counter';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { auth, db } from './firebase';

/** Why the counter's code was not accepted, with the Portuguese text to show. */
export class PickupCodeError extends Error {
  constructor(
    readonly reason: 'format' | 'wrong-code' | 'locked',
    message: string,
    /** Tries left after this one. */
    readonly attemptsLeft: number,
  ) {
    super(message);
    this.name = 'PickupCodeError';
  }
}

/**
 * 'Retirar no local' (issue #40, domain/orders/pickup.ts): the counter types the code the customer
 * shows, pronto_retirada -> retirado. As the rider's handover (services/delivery.ts): the try is
 * stored first (tentativasRetirada/{n}), then the order is updated naming it; firestore.rules
 * accept the update only when that try holds the customer's code. A refused update is a wrong
 * code: PickupCodeError with the tries left (MAX_PICKUP_ATTEMPTS for the order, whoever typed).
 */
export async function confirmPickupCodeAs(firestore: Firestore, uid: string, restaurantId: string, orderId: string, code: string): Promise<void> {
  const typed = code.trim();
  if (!isHandoverCode(typed)) throw new PickupCodeError('format', PICKUP_FORMAT_MESSAGE, MAX_PICKUP_ATTEMPTS);
  const order = doc(firestore, 'restaurantes', restaurantId, 'pedidos', orderId);
  const attempt = (await getDocs(collection(order, 'tentativasRetirada'))).size + 1;
  if (attempt > MAX_PICKUP_ATTEMPTS) throw new PickupCodeError('locked', PICKUP_LOCKED_MESSAGE, 0);
  await setDoc(doc(order, 'tentativasRetirada', String(attempt)), { codigo: typed, staffId: uid, em: serverTimestamp() });
  try {
    // A transaction, not a plain update: a wrong code must not move the card in the local cache first.
    await runTransaction(firestore, async (transaction) => {
      await transaction.get(order);
      transaction.update(order, { status: PICKED_UP_STATUS, ultimaAtualizacao: serverTimestamp(), tentativaRetirada: attempt });
    });
  } catch (error) {
    if (firebaseErrorCode(error) !== 'permission-denied') throw error;
    const left = MAX_PICKUP_ATTEMPTS - attempt;
    throw new PickupCodeError(left > 0 ? 'wrong-code' : 'locked', wrongPickupCodeMessage(left), left);
  }
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
