import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { orderMessagePush, STATUS_DELIVERY } from '@/domain/notifications/push';
import { orderNumberLabel } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import { CHAT_MAX_PER_SENDER, CHAT_MESSAGES, CHAT_MIN_INTERVAL_MS, chatOpen, ORDER_MESSAGES, type ChatAuthor } from '@/domain/orders/order-chat';
import { chatMessageData } from '@/domain/orders/order-chat.record';
import { sendOrderMessageSchema } from '@/domain/orders/order-chat.schema';
import { actorOf, readOrRefuse, refuse, type Caller } from '../lib/callable-support';
import { queuePush } from '../notify/outbox';

/**
 * 'Enviar' in an order's chat (issue #53, domain/orders/order-chat.ts). The caller must be a
 * party of the channel (the order's customer; the store's team for 'loja'; the rider who took it
 * for 'entregador'), within its window, at most one message every CHAT_MIN_INTERVAL_MS and
 * CHAT_MAX_PER_SENDER in all; the message and the other side's push are written in one
 * transaction, under the id the device made (a retry sends it once).
 */

/** Each sender's pace on an order: server only (no rule lets a client read it). */
const CHAT_PACE = 'ritmoConversas';

export async function sendOrderMessageAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller);
  const request = readOrRefuse(sendOrderMessageSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const orderRef = restaurantRef.collection('pedidos').doc(request.orderId);
  const [orderSnapshot, member] = await db.getAll(orderRef, restaurantRef.collection('membros').doc(actor.uid));
  if (!orderSnapshot?.exists) throw refuse('not-found', 'not-found', CHAT_MESSAGES.notParty);
  const order = orderFromData(request.orderId, request.restaurantId, orderSnapshot.data() ?? {});
  const autor: ChatAuthor | null =
    order.userId === actor.uid ? 'cliente' : request.canal === 'loja' && member?.exists ? 'loja' : request.canal === 'entregador' && order.deliverymanId === actor.uid ? 'entregador' : null;
  if (!autor) throw refuse('permission-denied', 'not-allowed', CHAT_MESSAGES.notParty);
  const at = now();
  if (!chatOpen(order, request.canal, at)) throw refuse('failed-precondition', 'closed', CHAT_MESSAGES.closed);

  const messageRef = orderRef.collection(ORDER_MESSAGES).doc(request.id);
  const paceRef = db.collection(CHAT_PACE).doc(`${request.orderId}_${actor.uid}`);
  await db.runTransaction(async (transaction) => {
    const [existing, pace] = await transaction.getAll(messageRef, paceRef);
    if (existing!.exists) return;
    const last = (pace!.get('ultimaEm') as Timestamp | undefined)?.toMillis() ?? 0;
    const total = Number(pace!.get('total') ?? 0);
    if (at.getTime() - last < CHAT_MIN_INTERVAL_MS) throw refuse('resource-exhausted', 'too-fast', CHAT_MESSAGES.tooFast);
    if (total >= CHAT_MAX_PER_SENDER) throw refuse('resource-exhausted', 'too-many', CHAT_MESSAGES.tooMany);
    transaction.create(messageRef, chatMessageData({ canal: request.canal, autor, autorId: actor.uid, texto: request.texto }, Timestamp.fromDate(at)));
    transaction.set(paceRef, { ultimaEm: Timestamp.fromDate(at), total: total + 1 });
    // The other side: the customer, or the kitchen (store channel) or the rider (rider channel).
    const to: ChatAuthor = autor !== 'cliente' ? 'cliente' : request.canal;
    const target = to === 'cliente' ? (order.userId ? { uid: order.userId } : null) : to === 'loja' ? { restaurantId: request.restaurantId } : order.deliverymanId ? { uid: order.deliverymanId } : null;
    if (target) {
      const payload = orderMessagePush({ orderId: order.id, restaurantId: order.restaurantId, restaurantName: order.restaurantName, pedido: orderNumberLabel(order) }, autor, to, request.texto);
      queuePush(db, transaction, `mensagem:${request.orderId}:${request.id}`, { para: target, payload, delivery: STATUS_DELIVERY });
    }
  });
  return { ok: true };
}
