import * as v from 'valibot';
import { documentId } from '../shared/request.schema';
import { CHAT_CHANNELS, CHAT_MESSAGES, CHAT_TEXT_MAX } from './order-chat';

/** sendOrderMessage's request: the message's id made on the device (a retry sends it once), where, and what. */
export const sendOrderMessageSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,40}$/)),
  restaurantId: documentId,
  orderId: documentId,
  canal: v.picklist(CHAT_CHANNELS),
  texto: v.pipe(v.string(), v.trim(), v.minLength(1, CHAT_MESSAGES.text), v.maxLength(CHAT_TEXT_MAX, CHAT_MESSAGES.text)),
});
export type SendOrderMessageRequest = v.InferInput<typeof sendOrderMessageSchema>;
