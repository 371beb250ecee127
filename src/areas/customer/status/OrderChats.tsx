import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { chatOpen } from '@/domain/orders/order-chat';
import { OrderChatButton } from '@/ui/OrderChatButton';
import { useNow } from '@/ui/use-now';

const CHAT_WINDOW_CHECK_MS = 60_000;

/**
 * 'Conversar' on the order's page (issue #53): with the restaurant from placement until two hours
 * after the order ends, and with the rider while they carry it (and 15 minutes after delivery).
 * An order still waiting for its payment in the app has nobody to talk to yet.
 */
export function OrderChats({ order, uid }: { order: Order; uid: string | null }) {
  const now = useNow(CHAT_WINDOW_CHECK_MS);
  if (!uid || order.status === 'aguardando_pagamento') return null;
  const target = { restaurantId: order.restaurantId, orderId: order.id };
  const label = orderNumberLabel(order);
  const store = chatOpen(order, 'loja', now);
  const rider = chatOpen(order, 'entregador', now);
  if (!store && !rider) return null;
  return (
    <section className="card stack order-chats" aria-labelledby="order-chats-title">
      <h2 id="order-chats-title">Conversar sobre o pedido</h2>
      <div className="order-chats__buttons">
        {store ? <OrderChatButton target={target} canal="loja" me="cliente" uid={uid} allChannels open label="Conversar com o restaurante" title={`Conversa com ${order.restaurantName || 'o restaurante'} · Pedido ${label}`} /> : null}
        {rider ? <OrderChatButton target={target} canal="entregador" me="cliente" uid={uid} allChannels open label="Conversar com o entregador" title={`Conversa com ${order.entregadorNome || 'o entregador'} · Pedido ${label}`} /> : null}
      </div>
    </section>
  );
}
