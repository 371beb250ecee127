import { useEffect, useRef, useState } from 'react';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { CHAT_AUTHOR_LABELS, CHAT_MESSAGES, CHAT_TEXT_MAX, QUICK_REPLIES, type ChatAuthor, type ChatChannel } from '@/domain/orders/order-chat';
import { useOrderChat } from '@/state/use-order-chat';
import { Button } from './Button';
import { Modal } from './Modal';
import { Notice } from './Notice';
import { SkeletonLine } from './Skeleton';
import { TextAreaField } from './TextAreaField';
import './order-chat.css';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

export interface OrderChatButtonProps {
  target: OrderTarget;
  canal: ChatChannel;
  /** Who is writing here: the customer, the store's team or the rider; null for the operator, who only reads. */
  me: ChatAuthor | null;
  uid: string | null;
  /** 'Conversar com o restaurante' */
  label: string;
  /** The dialog's title: 'Conversa com o restaurante · Pedido #0012'. */
  title: string;
  /** Whether the channel still takes messages (orders/order-chat.ts chatOpen); closed, it is read only. */
  open: boolean;
  /** The customer reads both channels of their order in one listener. */
  allChannels?: boolean;
  size?: 'sm' | 'md';
}

/**
 * An order's chat (issue #53) behind a button that counts the unread messages: the dialog lists
 * the channel's messages, offers the quick replies of who is writing, and sends; what was typed
 * stays when a message is refused. Used on '/status', the kitchen's card and the rider's.
 */
export function OrderChatButton({ target, canal, me, uid, label, title, open, allChannels = false, size = 'sm' }: OrderChatButtonProps) {
  const [showing, setShowing] = useState(false);
  const chat = useOrderChat(target, canal, me, uid, { allChannels });
  const canWrite = open && me !== null;
  const { unread, markRead } = chat;
  // Read while shown: the badge clears as messages arrive.
  useEffect(() => {
    if (showing && unread > 0) markRead();
  }, [showing, unread, markRead]);

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setShowing(true)} aria-label={unread > 0 ? `${label} (${unread} ${unread === 1 ? 'nova' : 'novas'})` : label}>
        {label}
        {unread > 0 ? <span className="order-chat__badge" aria-hidden="true">{unread}</span> : null}
      </Button>
      {showing ? (
        <Modal title={title} onClose={() => setShowing(false)} closeLabel="Fechar">
          <ChatBody chat={chat} me={me} open={canWrite} />
        </Modal>
      ) : null}
    </>
  );
}

function ChatBody({ chat, me, open }: { chat: ReturnType<typeof useOrderChat>; me: ChatAuthor | null; open: boolean }) {
  const [texto, setTexto] = useState('');
  const [tried, setTried] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const count = chat.messages.status === 'success' ? chat.messages.data.length : 0;
  // In braces: scrollIntoView returns a Promise in newer Chromium, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  const error = tried && (texto.trim().length === 0 || texto.trim().length > CHAT_TEXT_MAX) ? CHAT_MESSAGES.text : null;

  async function send(text: string) {
    setTried(true);
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > CHAT_TEXT_MAX) return;
    if (await chat.send(trimmed)) {
      setTexto('');
      setTried(false);
    }
  }

  return (
    <div className="order-chat">
      {chat.messages.status === 'loading' ? <SkeletonLine width="60%" /> : null}
      {chat.messages.status === 'error' ? <Notice tone="error">{CHAT_MESSAGES.loadFailed}</Notice> : null}
      {chat.messages.status === 'success' ? (
        chat.messages.data.length === 0 ? (
          <p className="muted">Nenhuma mensagem ainda.</p>
        ) : (
          <ol className="order-chat__messages" aria-label="Mensagens">
            {chat.messages.data.map((message, index, all) => (
              <li key={message.id} ref={index === all.length - 1 ? end : undefined} className={message.autor === me ? 'order-chat__message order-chat__message--mine' : 'order-chat__message'}>
                <span className="order-chat__who">
                  {message.autor === me ? 'Você' : CHAT_AUTHOR_LABELS[message.autor]}
                  {message.criadoEm ? ` · ${timeFormat.format(message.criadoEm)}` : ''}
                </span>
                <span className="order-chat__text">{message.texto}</span>
              </li>
            ))}
          </ol>
        )
      ) : null}
      {open && me ? (
        <>
          <div className="order-chat__quick" role="group" aria-label="Respostas rápidas">
            {QUICK_REPLIES[me].map((reply) => (
              <button key={reply} type="button" className="chip" disabled={chat.sending} onClick={() => void send(reply)}>
                {reply}
              </button>
            ))}
          </div>
          <TextAreaField label="Mensagem" value={texto} onChange={(event) => setTexto(event.target.value)} maxLength={CHAT_TEXT_MAX} rows={2} error={error} />
          {chat.sendError ? <Notice tone="error">{chat.sendError}</Notice> : null}
          <div>
            <Button busy={chat.sending} onClick={() => void send(texto)}>
              Enviar
            </Button>
          </div>
        </>
      ) : me ? (
        <p className="hint">{CHAT_MESSAGES.closed}</p>
      ) : null}
    </div>
  );
}
