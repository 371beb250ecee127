import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { Product } from '@/domain/catalog';
import { handoverCodeFrom } from '@/domain/handover';
import { INVALID_ORDER_MESSAGE, parseOrderRequest, priceOrder, type OrderRefusal } from '@/domain/order-request';
import { saoPauloDateKey } from '@/domain/opening-hours';
import { productFromData, restaurantFromData } from '@/domain/stored-records';
import { normalizeUserType } from '@/domain/user';

/** Who called, as the callable's verified ID token says. */
export interface Caller {
  uid: string;
  token: { email_verified?: boolean };
}

export const SIGN_IN_MESSAGE = 'Faça login para finalizar o pedido.';
export const VERIFY_EMAIL_MESSAGE = 'Confirme seu e-mail antes de fazer pedidos.';
export const CUSTOMERS_ONLY_MESSAGE = 'Apenas contas de cliente podem fazer pedidos.';
export const UNKNOWN_RESTAURANT_MESSAGE = 'Restaurante não encontrado.';

/**
 * Places an order as the server sees it: the caller must be a verified customer; the request
 * carries only choices (products, sizes, quantities, notes, address, contact, payment), and every
 * amount is computed here from the catalogue as stored, with the app's own domain code. The order
 * is created under the id the device made, inside a transaction, so a double tap or a retry after
 * a lost answer finds the order already there and writes nothing twice. The same transaction
 * gives the order the restaurant's next number of the day (#0042: contadores/{YYYY-MM-DD}, São
 * Paulo time), the deadline for the restaurant to answer it (its limiteAceiteMin) and the
 * handover code the customer tells the rider at the door, in a document only the customer may
 * read (src/domain/handover.ts).
 *
 * Refusals are HttpsErrors whose details are an OrderRefusal: the Portuguese text the checkout
 * shows (the client SDK appends the HTTP status to the error's own message) and the products
 * concerned, so the checkout can point at the lines.
 */
function refuse(status: FunctionsErrorCode, refusal: OrderRefusal): HttpsError {
  return new HttpsError(status, refusal.message, refusal);
}

export async function placeOrderAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ orderId: string }> {
  if (!caller) throw refuse('unauthenticated', { code: 'not-allowed', message: SIGN_IN_MESSAGE });
  if (caller.token.email_verified !== true) throw refuse('permission-denied', { code: 'not-allowed', message: VERIFY_EMAIL_MESSAGE });
  const request = parseOrderRequest(data);
  if (!request) throw refuse('invalid-argument', { code: 'invalid', message: INVALID_ORDER_MESSAGE });

  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const orderRef = restaurantRef.collection('pedidos').doc(request.orderId);
  const userRef = db.collection('usuarios').doc(caller.uid);

  return db.runTransaction(async (transaction) => {
    const at = now();
    const counterRef = restaurantRef.collection('contadores').doc(saoPauloDateKey(at));
    const [user, restaurantSnapshot, existing, counter] = await transaction.getAll(userRef, restaurantRef, orderRef, counterRef);
    if (!user?.exists || normalizeUserType(user.get('tipo')) !== 'cliente') {
      throw refuse('permission-denied', { code: 'not-allowed', message: CUSTOMERS_ONLY_MESSAGE });
    }
    if (existing?.exists) {
      // The same checkout, again: the order is already placed. Someone else's id is not ours to use.
      if (existing.get('userId') === caller.uid) return { orderId: request.orderId };
      throw refuse('already-exists', { code: 'invalid', message: INVALID_ORDER_MESSAGE });
    }
    if (!restaurantSnapshot?.exists) throw refuse('not-found', { code: 'invalid', message: UNKNOWN_RESTAURANT_MESSAGE });
    const restaurant = restaurantFromData(restaurantSnapshot.id, restaurantSnapshot.data() ?? {});

    // Only this restaurant's products are read: another restaurant's product id is simply unknown.
    const productIds = [...new Set(request.lines.map((line) => line.productId))];
    const productRefs: DocumentReference[] = productIds.map((id) => restaurantRef.collection('produtos').doc(id));
    const productSnapshots = await transaction.getAll(...productRefs);
    const products = new Map<string, Product>();
    for (const snapshot of productSnapshots) {
      if (snapshot.exists) products.set(snapshot.id, productFromData(snapshot.id, restaurant.id, snapshot.data() ?? {}));
    }

    const result = priceOrder(request, restaurant, products, caller.uid, at);
    if (!result.ok) throw refuse('failed-precondition', result.refusal);
    const numero = (typeof counter?.get('ultimo') === 'number' ? (counter.get('ultimo') as number) : 0) + 1;
    transaction.set(counterRef, { ultimo: numero });
    transaction.create(orderRef, {
      ...result.order,
      numero,
      prazoAceiteEm: Timestamp.fromMillis(at.getTime() + restaurant.limiteAceiteMin * 60_000),
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.create(orderRef.collection('privado').doc('entrega'), { codigo: handoverCodeFrom(randomInt(10_000)), userId: caller.uid });
    return { orderId: request.orderId };
  });
}
