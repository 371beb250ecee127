import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { Product } from '@/domain/catalog/catalog';
import { handoverCodeFrom } from '@/domain/orders/handover';
import { SUSPENDED_ACCOUNT_MESSAGE, SUSPENDED_RESTAURANT_MESSAGE } from '@/domain/operator/suspension';
import { BLOCKED_CUSTOMER_MESSAGE, customerOrderLimit, RECENT_ORDERS_READ, RECENT_ORDERS_WINDOW_MS } from '@/domain/orders/order-limits';
import { INVALID_ORDER_MESSAGE, type OrderRefusal, type OrderRequest } from '@/domain/checkout/order-request';
import { parseOrderRequest } from '@/domain/checkout/order-request.schema';
import { priceOrder } from '@/domain/checkout/order-pricing';
import { orderData, scheduledOrderData, unpaidOrderData } from '@/domain/orders/order.record';
import { boardAt, SCHEDULING_MESSAGES } from '@/domain/orders/scheduling';
import { DEFAULT_SCHEDULING } from '@/domain/restaurants/scheduling.record';
import { ordersInSlot } from './scheduled-orders';
import { cityKey } from '@/domain/delivery/cities';
import { cityFromData } from '@/domain/delivery/city.record';
import { readCoupon } from '../lib/coupon-reads';
import { releaseCouponUse, reserveCouponUse } from '../lib/coupon-uses';
import type { OptionGroup } from '@/domain/catalog/option-groups';
import { pixChargeFor, pixTxid } from '@/domain/money/pix-charge';
import { pixMerchant } from '@/domain/restaurants/restaurant-pix';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { commercialTermsFromData } from '@/domain/restaurants/commercial-terms.record';
import { commercialTermsRef } from '../stores/commercial-terms';
import { optionGroupFromData, productFromData } from '@/domain/catalog/menu.record';
import { normalizeUserType } from '@/domain/accounts/user';
import { CONSENTS, POLICY_REVOKED_MESSAGE } from '@/domain/accounts/consents';
import { logger } from 'firebase-functions/v2';
import { withContentionRetry } from '../lib/contention';
import { numberOrder } from '../lib/order-numbers';
import type { Caller } from '../lib/callable-support';
import { chargeUnpaidOrder } from './charge-new-order';
import type { PaymentProvider } from '../payments/provider';
import { NO_WATCH, type NewOrder, type OrderWatch } from './order-watch';
import { ONLINE_PAYMENT_MESSAGES, marketplaceFeeOf } from '@/domain/payments/online-payment';
import { newOnlinePaymentData } from '@/domain/payments/online-payment.record';
import { readCreditToSpend, spendCredit } from '../money/customer-credits';

export const SIGN_IN_MESSAGE = 'Faça login para finalizar o pedido.';
export const VERIFY_EMAIL_MESSAGE = 'Confirme seu e-mail antes de fazer pedidos.';
export const CUSTOMERS_ONLY_MESSAGE = 'Apenas contas de cliente podem fazer pedidos.';
export const UNKNOWN_RESTAURANT_MESSAGE = 'Restaurante não encontrado.';
export const STALE_ORDER_MESSAGE = 'Sua sacola mudou desde a última tentativa. Confira o pedido e confirme de novo.';

/** What placeOrder answers: the order's id and its number of the day (#0042; null if it could not be given yet). */
export interface PlacedOrder {
  orderId: string;
  numero: number | null;
}

function refuse(status: FunctionsErrorCode, refusal: OrderRefusal): HttpsError {
  return new HttpsError(status, refusal.message, refusal);
}

/**
 * What the customer asked for, minus the id: the same checkout sent again has the same
 * fingerprint; a bag, address or payment changed after a failed attempt does not.
 */
export function requestFingerprint(request: OrderRequest): string {
  const { orderId: _id, ...content } = request;
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/**
 * Places an order as the server sees it: the caller must be a verified customer whom the
 * restaurant has not blocked and who is within the limits of src/domain/orders/order-limits.ts; the
 * request carries only choices (products, sizes, quantities, notes, address, contact, payment),
 * and every amount is computed here from the catalogue as stored, with the app's own domain code.
 *
 * The work is split so that a rush at one restaurant does not queue on its counter: everything
 * that only reads (the caller, the restaurant, the products, the block list) is checked and
 * priced first, outside any transaction; the transaction then holds only what must be atomic
 * (the customer's own recent orders for the limits, and the order id), and is retried with backoff
 * on contention (./contention.ts). The order is created under
 * the id the device made, so a double tap or a retry after a lost answer finds it already there
 * and writes nothing twice; the same id sent with another bag is refused ('stale').
 *
 * The same transaction gives the order the deadline for the restaurant to answer it (its
 * limiteAceiteMin) and the handover code the customer tells the rider at the door, in a document
 * only the customer may read (src/domain/orders/handover.ts). Right after, the order gets the
 * restaurant's number of the day (#0042, gap-free: ./order-numbers.ts), and `watch.newOrder` runs
 * (callables.ts queues the tasks that close the order at its deadline and remind the kitchen).
 * Before a coupon's use is taken, `watch.couponUse` queues the task that gives it back should the
 * order never be written (lib/coupon-uses.ts).
 *
 * Refusals are HttpsErrors whose details are an OrderRefusal: the Portuguese text the checkout
 * shows and the products concerned, so the checkout can point at the lines.
 */
export async function placeOrderAs(
  db: Firestore,
  caller: Caller | undefined,
  data: unknown,
  now: () => Date = () => new Date(),
  watch: OrderWatch = NO_WATCH,
  payments: PaymentProvider | null = null,
): Promise<PlacedOrder> {
  if (!caller) throw refuse('unauthenticated', { code: 'not-allowed', message: SIGN_IN_MESSAGE });
  if (caller.token.email_verified !== true) throw refuse('permission-denied', { code: 'not-allowed', message: VERIFY_EMAIL_MESSAGE });
  const read = parseOrderRequest(data);
  if (!read.ok) throw refuse('invalid-argument', { code: 'invalid', message: INVALID_ORDER_MESSAGE, fields: read.errors });
  const request = read.value;
  const fingerprint = requestFingerprint(request);

  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const orderRef = restaurantRef.collection('pedidos').doc(request.orderId);
  const privateRef = orderRef.collection('privado').doc('entrega');
  const userRef = db.collection('usuarios').doc(caller.uid);
  const blockRef = restaurantRef.collection('bloqueados').doc(caller.uid);

  /** The order already stands under this id: the same checkout again, or not ours to answer. */
  const alreadyPlaced = (order: DocumentSnapshot, secret: DocumentSnapshot | undefined): PlacedOrder => {
    if (order.get('userId') !== caller.uid) throw refuse('already-exists', { code: 'invalid', message: INVALID_ORDER_MESSAGE });
    const stored = secret?.get('pedidoHash');
    if (typeof stored === 'string' && stored !== fingerprint) throw refuse('failed-precondition', { code: 'stale', message: STALE_ORDER_MESSAGE });
    const numero = order.get('numero');
    return { orderId: request.orderId, numero: typeof numero === 'number' ? numero : null };
  };

  // 1. Read and price, outside the transaction.
  const policyRef = userRef.collection(CONSENTS).doc('politica');
  const [user, restaurantSnapshot, existing, existingSecret, block, policy, terms] = await db.getAll(userRef, restaurantRef, orderRef, privateRef, blockRef, policyRef, commercialTermsRef(restaurantRef));
  if (!user?.exists || normalizeUserType(user.get('tipo')) !== 'cliente') {
    throw refuse('permission-denied', { code: 'not-allowed', message: CUSTOMERS_ONLY_MESSAGE });
  }
  if (user.get('suspenso') != null) throw refuse('permission-denied', { code: 'not-allowed', message: SUSPENDED_ACCOUNT_MESSAGE });
  // The data policy revoked on 'Privacidade' (issue #39); an account from before consents were recorded has none.
  if (policy?.get('aceito') === false) throw refuse('failed-precondition', { code: 'not-allowed', message: POLICY_REVOKED_MESSAGE });
  if (existing?.exists) return alreadyPlaced(existing, existingSecret);
  if (!restaurantSnapshot?.exists) throw refuse('not-found', { code: 'invalid', message: UNKNOWN_RESTAURANT_MESSAGE });
  // Suspended by the operator, or approved but not opened by its owner yet ('Abrir minha loja').
  // Restaurants from before listing existed have no 'listado' and stay open to orders.
  if (restaurantSnapshot.get('suspenso') != null || restaurantSnapshot.get('listado') === false) {
    throw refuse('failed-precondition', { code: 'suspended', message: SUSPENDED_RESTAURANT_MESSAGE });
  }
  if (block?.exists) throw refuse('permission-denied', { code: 'blocked', message: BLOCKED_CUSTOMER_MESSAGE });
  // The rate of its contract, from its private commercial terms (issue #51): each order keeps it.
  const restaurant = { ...restaurantFromData(restaurantSnapshot.id, restaurantSnapshot.data() ?? {}), comissaoPercentual: commercialTermsFromData(terms?.data()).comissaoPercentual };

  // Paying in the app needs the store's own account connected, and Sabor's application configured.
  if (request.online && (!payments || restaurantSnapshot.get('pagamentoOnline') !== true)) {
    throw refuse('failed-precondition', { code: 'payment', message: ONLINE_PAYMENT_MESSAGES.notOffered });
  }

  // Only this restaurant's products are read: another restaurant's product id is simply unknown.
  const productIds = [...new Set(request.lines.map((line) => line.productId))];
  const productRefs: DocumentReference[] = productIds.map((id) => restaurantRef.collection('produtos').doc(id));
  const products = new Map<string, Product>();
  for (const snapshot of await db.getAll(...productRefs)) {
    if (snapshot.exists) products.set(snapshot.id, productFromData(snapshot.id, restaurant.id, snapshot.data() ?? {}));
  }
  // And the option groups those products have attached (a group of another restaurant cannot be
  // named: ids are read under this restaurant only).
  const groupIds = [...new Set([...products.values()].flatMap((product) => product.complementos))];
  const groups = new Map<string, OptionGroup>();
  if (groupIds.length > 0) {
    for (const snapshot of await db.getAll(...groupIds.map((id) => restaurantRef.collection('complementos').doc(id)))) {
      if (snapshot.exists) groups.set(snapshot.id, optionGroupFromData(snapshot.id, snapshot.data() ?? {}));
    }
  }
  // The coupon, and the city's minimum pay per ride (issue #50; a restaurant from before cities has none).
  const [couponRead, city] = await Promise.all([
    request.cupom ? readCoupon(db, restaurant, request.cupom, caller.uid) : undefined,
    restaurant.cidade ? db.collection('cidades').doc(cityKey(restaurant.cidade)).get() : null,
  ]);
  const entregaMinima = city?.exists ? cityFromData(city.id, city.data() ?? {}).entregaMinima : 0;
  const priced = priceOrder(request, restaurant, { products, groups }, caller.uid, now(), couponRead, entregaMinima);
  if (!priced.ok) throw refuse('failed-precondition', priced.refusal);

  // 2. Only what must be atomic, retried on contention.
  const recentQuery = db
    .collectionGroup('pedidos')
    .where('userId', '==', caller.uid)
    .where('createdAt', '>=', Timestamp.fromMillis(now().getTime() - RECENT_ORDERS_WINDOW_MS))
    .orderBy('createdAt', 'desc')
    .limit(RECENT_ORDERS_READ);
  // The coupon's use is reserved first (./lib/coupon-uses.ts), and given back if the order is not written.
  // The customer's orders here were counted when the coupon was read; two first orders at once
  // still cannot both take it: each creates its use only if absent (usos/{uid}).
  const reservation = priced.order.cupom && { couponId: priced.order.cupom.id, restaurantId: request.restaurantId, orderId: request.orderId };
  if (reservation && couponRead) {
    // Queued before the use is taken: should this server die before the order is written, the
    // task gives the use back (lib/coupon-uses.ts releaseCouponUse).
    await watch.couponUse(reservation);
    await reserveCouponUse(db, priced.order, caller.uid, request.orderId, couponRead.customer.ordersHere, now());
  }
  const outcome = await withContentionRetry(() =>
    db.runTransaction(async (transaction): Promise<{ placed: PlacedOrder; created: NewOrder | null; liberarEm: Date | null }> => {
      const at = now();
      // The customer's own document is read and written by every order of theirs, so two
      // orders of one customer at once cannot both pass the limits below.
      const [lockedUser, order, secret] = await transaction.getAll(userRef, orderRef, privateRef);
      if (order?.exists) return { placed: alreadyPlaced(order, secret), created: null, liberarEm: null };
      // Read outside the transaction: a query inside one locks what it ranges over, and every
      // customer's query ranges over the same collection group, so a rush queued on it. It is
      // still exact: a second order of the same customer at once conflicts on their document
      // above, and its retry runs this query again after the first one committed.
      const recent = await recentQuery.get();
      const limit = customerOrderLimit(
        recent.docs.map((document) => ({ status: String(document.get('status') ?? ''), createdAt: (document.get('createdAt') as Timestamp).toDate() })),
        at,
      );
      if (!limit.ok) throw refuse('resource-exhausted', { code: 'too-many', message: limit.message });
      if (!lockedUser?.exists) throw refuse('permission-denied', { code: 'not-allowed', message: CUSTOMERS_ONLY_MESSAGE });
      // Sabor credits spent on it (issue #53): taken from the balance with the order, or refused.
      const spent = priced.order.reparticao.creditoSabor;
      const credit = spent > 0 ? await readCreditToSpend(db, transaction, caller.uid) : null;
      // A scheduled order (issue #54) takes a place in its slot, under the store's capacity.
      const slot = priced.order.agendadoPara ?? null;
      const capacity = (restaurant.agendamento ?? DEFAULT_SCHEDULING).capacidadePorHorario;
      if (slot && (await ordersInSlot(transaction, restaurantRef, slot)) >= capacity) throw refuse('resource-exhausted', { code: 'schedule', message: SCHEDULING_MESSAGES.full });
      const liberarEm = slot ? boardAt(slot, restaurant.tempoPreparoPadrao, at) : null;

      const prazoAceiteEm = new Date(at.getTime() + restaurant.limiteAceiteMin * 60_000);
      if (credit) spendCredit(db, transaction, credit, caller.uid, { orderId: request.orderId, restaurantId: restaurant.id, restaurantName: restaurant.nome, valor: spent }, at);
      transaction.update(userRef, { ultimoPedidoEm: FieldValue.serverTimestamp() });
      // numero is given right after, with the other orders of the day waiting for one (./order-numbers.ts);
      // an order paid in the app waits for its payment first, unseen by the kitchen and unnumbered.
      // Paid in the app: waiting for its payment first (a scheduled one keeps its liberarEm for after).
      const created = request.online
        ? { ...unpaidOrderData(priced.order, newOnlinePaymentData(request.online, priced.total, marketplaceFeeOf(priced.order.reparticao)), FieldValue.serverTimestamp()), ...(liberarEm ? { liberarEm: Timestamp.fromDate(liberarEm) } : {}) }
        : liberarEm
          ? scheduledOrderData(priced.order, Timestamp.fromDate(liberarEm), FieldValue.serverTimestamp())
          : orderData(priced.order, Timestamp.fromDate(prazoAceiteEm), FieldValue.serverTimestamp());
      transaction.create(orderRef, created);
      transaction.create(privateRef, { codigo: handoverCodeFrom(randomInt(10_000)), userId: caller.uid, pedidoHash: fingerprint });
      return { placed: { orderId: request.orderId, numero: null as number | null }, created: { restaurantId: restaurant.id, orderId: request.orderId, prazoAceiteEm }, liberarEm };
    }),
  ).catch(async (error: unknown) => {
    if (reservation) await releaseCouponUse(db, reservation).catch((release: unknown) => logger.error('Could not give a coupon use back', { orderId: request.orderId, error: String(release) }));
    throw error;
  });
  if (!outcome.created) return outcome.placed;
  if (request.online && payments) {
    const charged = { ...outcome.created, restaurantName: restaurant.nome, breakdown: priced.order.reparticao, payerEmail: String(caller.token.email ?? '') };
    await chargeUnpaidOrder(db, payments, watch, charged, request, reservation ?? null, now());
    return outcome.placed;
  }
  // The order stands: nothing below may turn it into an error for the customer.
  if (outcome.liberarEm) {
    // Scheduled: numbered, and its time to answer started, when it reaches the board.
    if (request.pagamento === 'Pix' && restaurant.pix && priced.total > 0) {
      await attachPixCharge(orderRef, restaurant, priced.total, null).catch((error: unknown) => logger.error('Could not attach the Pix charge of a scheduled order', { orderId: request.orderId, error: String(error) }));
    }
    await watch.scheduledOrder({ restaurantId: restaurant.id, orderId: request.orderId }, outcome.liberarEm);
    return outcome.placed;
  }
  const numero = await numberOrder(db, orderRef).catch((error: unknown) => {
    logger.error('Could not number an order yet; the next order of the day numbers it', { orderId: request.orderId, error: String(error) });
    return null;
  });
  if (request.pagamento === 'Pix' && restaurant.pix && priced.total > 0) {
    await attachPixCharge(orderRef, restaurant, priced.total, numero).catch((error: unknown) => {
      logger.error('Could not attach the Pix charge; the customer pays the rider as agreed', { orderId: request.orderId, error: String(error) });
    });
  }
  await watch.newOrder(outcome.created);
  return { orderId: request.orderId, numero };
}

/**
 * Pix copia e cola for the exact total (src/domain/money/pix-charge.ts), written once the order has its
 * number so that the txid names it as the counter sees it ('SABOR20261124N0042'); an order not
 * numbered yet is named by its id. Made here, not on the device, so the amount is the server's.
 */
async function attachPixCharge(orderRef: DocumentReference, restaurant: Restaurant, totalCentavos: number, numero: number | null): Promise<void> {
  if (!restaurant.pix) return;
  const placed = await orderRef.get();
  const createdAt = (placed.get('createdAt') as Timestamp | undefined)?.toDate() ?? new Date();
  const txid = pixTxid(createdAt, numero, orderRef.id);
  const { titular, cidade } = pixMerchant(restaurant);
  const payload = pixChargeFor({ key: restaurant.pix, titular, cidade, amountCentavos: totalCentavos, txid });
  if (!payload) {
    logger.warn('The restaurant Pix key does not make a BR Code', { restaurantId: restaurant.id, tipo: restaurant.pix.tipo });
    return;
  }
  await orderRef.update({ pix: { payload, txid, recebido: false, recebidoEm: null } });
}
