import { collection, doc, onSnapshot, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { CHAT_READS, ORDER_MESSAGES, type ChatChannel } from '@/domain/orders/order-chat';
import { chatMessageFromData, chatReadsFromData, type ChatMessage, type ChatReads } from '@/domain/orders/order-chat.record';
import type { SendOrderMessageRequest } from '@/domain/orders/order-chat.schema';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';

/** An order's chat (issue #53, domain/orders/order-chat.ts): read live by its parties, sent through sendOrderMessage. */

const orderDoc = (target: OrderTarget) => doc(db, 'restaurantes', target.restaurantId, 'pedidos', target.orderId);

/**
 * The messages of one channel (the store's team and the rider read only theirs, and their query
 * must say so), or of both for the order's customer (`canal` null), oldest first.
 */
export function subscribeToOrderMessages(target: OrderTarget, canal: ChatChannel | null, onNext: (messages: ChatMessage[]) => void, onError: (error: Error) => void): () => void {
  const messages = collection(orderDoc(target), ORDER_MESSAGES);
  const ordered = canal ? query(messages, where('canal', '==', canal), orderBy('criadoEm')) : query(messages, orderBy('criadoEm'));
  return trackListener(onSnapshot(ordered, (snapshot) => onNext(snapshot.docs.map((message) => chatMessageFromData(message.id, message.data()))), onError));
}

/** When this reader last read each channel of the order. */
export function subscribeToChatReads(target: OrderTarget, uid: string, onNext: (reads: ChatReads) => void, onError: (error: Error) => void): () => void {
  // A mark just written reads its own time at once (estimated), not null until the server answers:
  // otherwise every message would count as unread for a moment after reading.
  return trackListener(onSnapshot(doc(orderDoc(target), CHAT_READS, uid), (snapshot) => onNext(chatReadsFromData(snapshot.data({ serverTimestamps: 'estimate' }))), onError));
}

/** The reader saw `canal` now. */
export async function markChatRead(target: OrderTarget, uid: string, canal: ChatChannel): Promise<void> {
  await setDoc(doc(orderDoc(target), CHAT_READS, uid), { [canal]: serverTimestamp() }, { merge: true });
}

export async function sendOrderMessage(request: SendOrderMessageRequest): Promise<void> {
  await call('sendOrderMessage', request);
}
