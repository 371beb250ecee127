import { isDelivered, isOldOrder } from './order-status';

/**
 * Chat per order (issue #53): the customer talks with the restaurant about their order ('pode ser
 * Coca Zero?') from placement until two hours after it ends, and with the rider who took it ('estou
 * no portão') from the claim until 15 minutes after delivery. Two channels per order, each read
 * only by its two parties and the operators (firestore.rules); messages go through the Function
 * sendOrderMessage (functions/src/orders/order-chat.ts), which checks the party, the window, the
 * length and the pace, and tells the other side by push. Each reader keeps when they last read each
 * channel (leituras/{uid}), for the unread badges.
 *
 * restaurantes/{id}/pedidos/{orderId}/mensagens/{messageId}: { canal, autor, autorId, texto, criadoEm }
 * restaurantes/{id}/pedidos/{orderId}/leituras/{uid}: { loja?, entregador? } (when read)
 */

export const ORDER_MESSAGES = 'mensagens';
export const CHAT_READS = 'leituras';

export const CHAT_CHANNELS = ['loja', 'entregador'] as const;
/** Who the customer talks with: the restaurant, or the rider. */
export type ChatChannel = (typeof CHAT_CHANNELS)[number];
export type ChatAuthor = 'cliente' | 'loja' | 'entregador';

export const CHAT_AUTHOR_LABELS: Record<ChatAuthor, string> = { cliente: 'Cliente', loja: 'Restaurante', entregador: 'Entregador' };
export const CHAT_CHANNEL_LABELS: Record<ChatChannel, string> = { loja: 'Restaurante', entregador: 'Entregador' };

export const CHAT_TEXT_MAX = 500;
/** The least time between two messages of one person on one order. */
export const CHAT_MIN_INTERVAL_MS = 1_000;
/** The most messages one person sends on one order. */
export const CHAT_MAX_PER_SENDER = 60;
const STORE_CHANNEL_AFTER_MS = 2 * 60 * 60_000;
const RIDER_CHANNEL_AFTER_MS = 15 * 60_000;

export const CHAT_MESSAGES = {
  text: `Escreva uma mensagem de até ${CHAT_TEXT_MAX} caracteres.`,
  closed: 'Esta conversa foi encerrada.',
  tooFast: 'Aguarde um instante antes de enviar outra mensagem.',
  tooMany: 'Você chegou ao limite de mensagens deste pedido. Se precisar, use "Preciso de ajuda".',
  notParty: 'Você não participa desta conversa.',
  sendFailed: 'Não foi possível enviar a mensagem. Verifique sua conexão e tente de novo.',
  loadFailed: 'Não foi possível carregar a conversa. Verifique sua conexão.',
};

/** The taps that save typing, by who is writing. */
export const QUICK_REPLIES: Record<ChatAuthor, readonly string[]> = {
  cliente: ['O interfone não funciona', 'Pode deixar na portaria?', 'Estou descendo'],
  loja: ['Seu pedido já está saindo', 'Pode ser Coca Zero no lugar?', 'Um item acabou. Podemos trocar?'],
  entregador: ['Estou chegando', 'Estou no portão', 'Pode descer, por favor?'],
};

/** The order as a chat reads it (orders/order.ts Order has these fields). */
export interface ChatOrder {
  status: string;
  deliverymanId: string | null;
  /** When the order last changed: for an ended order, when it ended. */
  ultimaAtualizacao: Date | null;
  createdAt: Date | null;
}

/**
 * Whether `canal` of `order` takes messages at `now`: the restaurant's from placement until two
 * hours after the order ended (delivered, picked up, rejected or cancelled); the rider's once a
 * rider took it, until 15 minutes after delivery.
 */
export function chatOpen(order: ChatOrder, canal: ChatChannel, now: Date): boolean {
  const ended = isOldOrder(order.status);
  const endedAt = (order.ultimaAtualizacao ?? order.createdAt)?.getTime() ?? now.getTime();
  if (canal === 'loja') return !ended || now.getTime() - endedAt <= STORE_CHANNEL_AFTER_MS;
  if (!order.deliverymanId) return false;
  if (!ended) return true;
  return isDelivered(order.status) && now.getTime() - endedAt <= RIDER_CHANNEL_AFTER_MS;
}

/** How many of `messages` on a channel were written by the other side after `readAt`. */
export function unreadCount(messages: ReadonlyArray<{ autor: ChatAuthor; criadoEm: Date | null }>, me: ChatAuthor, readAt: Date | null): number {
  return messages.filter((message) => message.autor !== me && (!readAt || (message.criadoEm !== null && message.criadoEm > readAt))).length;
}
