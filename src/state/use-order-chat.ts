import { useState } from 'react';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { CHAT_MESSAGES, unreadCount, type ChatAuthor, type ChatChannel } from '@/domain/orders/order-chat';
import type { ChatMessage, ChatReads } from '@/domain/orders/order-chat.record';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';
import { markChatRead, sendOrderMessage, subscribeToChatReads, subscribeToOrderMessages } from '@/services/order-chat';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** A message id made on the device: a retry of the same message sends it once. */
const newMessageId = () => crypto.randomUUID();

export interface OrderChatData {
  /** This channel's messages, oldest first. */
  messages: LiveResult<ChatMessage[]>;
  /** Messages from the other side not read yet. */
  unread: number;
  sending: boolean;
  /** Why the last message was not sent (it stays typed). */
  sendError: string | null;
  /** Resolves whether it was sent. */
  send: (texto: string) => Promise<boolean>;
  /** The reader saw the channel now (the badge clears). */
  markRead: () => void;
}

/**
 * One channel of an order's chat (issue #53) for `me`, live: its messages, the unread count
 * against this reader's marks, and sending. The customer reads both channels of their order in
 * one listener (`allChannels`); the store's team and the rider read only theirs.
 */
export function useOrderChat(target: OrderTarget, canal: ChatChannel, me: ChatAuthor | null, uid: string | null, { allChannels = false, enabled = true } = {}): OrderChatData {
  const listenOn = allChannels ? null : canal;
  const live = enabled && uid;
  const all = useSubscription<ChatMessage[]>(
    `chat:${target.restaurantId}/${target.orderId}:${listenOn ?? 'todos'}`,
    live ? (onNext, onError) => subscribeToOrderMessages(target, listenOn, onNext, onError) : null,
  );
  const reads = useSubscription<ChatReads>(`chat-lido:${target.orderId}:${uid ?? ''}`, live && me ? (onNext, onError) => subscribeToChatReads(target, uid, onNext, onError) : null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const messages: LiveResult<ChatMessage[]> = all.status === 'success' ? { ...all, data: all.data.filter((message) => message.canal === canal) } : all;
  const readAt = reads.status === 'success' ? reads.data[canal] : null;
  // The operator reads without marks: nothing counts as unread for them.
  const unread = me && messages.status === 'success' && reads.status !== 'loading' ? unreadCount(messages.data, me, readAt) : 0;

  async function send(texto: string): Promise<boolean> {
    // The same typed message keeps its id until it is sent.
    const id = pendingId ?? newMessageId();
    setPendingId(id);
    setSending(true);
    setSendError(null);
    try {
      await sendOrderMessage({ id, restaurantId: target.restaurantId, orderId: target.orderId, canal, texto });
      setPendingId(null);
      if (uid) void markChatRead(target, uid, canal).catch(() => undefined);
      return true;
    } catch (error) {
      const refused = toCallableRefusal(error);
      console.error('sendOrderMessage refused', refused.code, refused.message);
      setSendError(refused.kind === 'failed' ? CHAT_MESSAGES.sendFailed : refused.message);
      return false;
    } finally {
      setSending(false);
    }
  }

  function markRead() {
    if (!uid || unread === 0) return;
    // A mark that could not be written only leaves the badge up: nothing the reader typed is lost.
    markChatRead(target, uid, canal).catch((error: unknown) => console.error('markChatRead failed', error));
  }

  return { messages, unread, sending, sendError, send, markRead };
}
