import { describe, expect, it } from 'vitest';
import { chatOpen, unreadCount, type ChatOrder } from '@/domain/orders/order-chat';
import { orderMessagePush } from '@/domain/notifications/push';

const placed = new Date('2026-11-29T12:00:00Z');
const order = (overrides: Partial<ChatOrder> = {}): ChatOrder => ({ status: 'em_preparacao', deliverymanId: null, ultimaAtualizacao: placed, createdAt: placed, ...overrides });
const minutes = (n: number) => new Date(placed.getTime() + n * 60_000);

describe('chatOpen', () => {
  it('opens the store’s channel from placement until two hours after the order ends, delivered or not', () => {
    expect(chatOpen(order(), 'loja', minutes(5))).toBe(true);
    expect(chatOpen(order({ status: 'entregue' }), 'loja', minutes(120))).toBe(true);
    expect(chatOpen(order({ status: 'entregue' }), 'loja', minutes(121))).toBe(false);
    expect(chatOpen(order({ status: 'rejeitado' }), 'loja', minutes(90))).toBe(true);
    expect(chatOpen(order({ status: 'cancelado' }), 'loja', minutes(200))).toBe(false);
  });

  it('opens the rider’s channel from the claim until 15 minutes after delivery, and never for an order that ended undelivered', () => {
    expect(chatOpen(order(), 'entregador', minutes(5))).toBe(false);
    expect(chatOpen(order({ status: 'a_caminho', deliverymanId: 'moto' }), 'entregador', minutes(300))).toBe(true);
    expect(chatOpen(order({ status: 'entregue', deliverymanId: 'moto' }), 'entregador', minutes(15))).toBe(true);
    expect(chatOpen(order({ status: 'entregue', deliverymanId: 'moto' }), 'entregador', minutes(16))).toBe(false);
    expect(chatOpen(order({ status: 'cancelado', deliverymanId: 'moto' }), 'entregador', minutes(1))).toBe(false);
  });
});

describe('unreadCount', () => {
  it('counts the other side’s messages after the reader’s mark', () => {
    const messages = [
      { autor: 'cliente' as const, criadoEm: minutes(1) },
      { autor: 'loja' as const, criadoEm: minutes(2) },
      { autor: 'loja' as const, criadoEm: minutes(4) },
    ];
    expect(unreadCount(messages, 'cliente', null)).toBe(2);
    expect(unreadCount(messages, 'cliente', minutes(3))).toBe(1);
    expect(unreadCount(messages, 'loja', null)).toBe(1);
    expect(unreadCount(messages, 'loja', minutes(5))).toBe(0);
  });
});

describe('orderMessagePush', () => {
  it('names who wrote and opens where the reader answers', () => {
    const target = { orderId: 'p1', restaurantId: 'cantina', restaurantName: 'Cantina da Nonna', pedido: '#0012' };
    expect(orderMessagePush(target, 'loja', 'cliente', 'Pode ser Coca Zero?')).toMatchObject({ kind: 'mensagem_pedido', title: 'Cantina da Nonna · Pedido #0012', url: '/status/p1?restaurante=cantina', tag: 'chat-p1-loja' });
    expect(orderMessagePush(target, 'cliente', 'entregador', 'x'.repeat(200))).toMatchObject({ title: 'Cliente · Pedido #0012', url: '/deliveryman-dashboard/my-active-orders', tag: 'chat-p1-entregador' });
    expect(orderMessagePush(target, 'cliente', 'entregador', 'x'.repeat(200)).body).toHaveLength(140);
  });
});
