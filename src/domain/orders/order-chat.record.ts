import { toDate, toText, type StoredData } from '../shared/stored-values';
import { CHAT_CHANNELS, type ChatAuthor, type ChatChannel } from './order-chat';

/** A message of an order's chat (order-chat.ts) and each reader's marks, as stored, both ways. */

export interface ChatMessage {
  id: string;
  canal: ChatChannel;
  autor: ChatAuthor;
  autorId: string;
  texto: string;
  criadoEm: Date | null;
}

const AUTHORS: readonly ChatAuthor[] = ['cliente', 'loja', 'entregador'];

export function chatMessageFromData(id: string, data: StoredData): ChatMessage {
  return {
    id,
    canal: (CHAT_CHANNELS as readonly unknown[]).includes(data.canal) ? (data.canal as ChatChannel) : 'loja',
    autor: AUTHORS.includes(data.autor as ChatAuthor) ? (data.autor as ChatAuthor) : 'cliente',
    autorId: toText(data.autorId),
    texto: toText(data.texto),
    criadoEm: toDate(data.criadoEm),
  };
}

export function chatMessageData<Moment>(message: Omit<ChatMessage, 'id' | 'criadoEm'>, criadoEm: Moment): StoredData {
  return { canal: message.canal, autor: message.autor, autorId: message.autorId, texto: message.texto, criadoEm };
}

/** When a reader last read each channel (null: never). */
export type ChatReads = Record<ChatChannel, Date | null>;

export function chatReadsFromData(data: StoredData | undefined): ChatReads {
  return { loja: toDate(data?.loja), entregador: toDate(data?.entregador) };
}
