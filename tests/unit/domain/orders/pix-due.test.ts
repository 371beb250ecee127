import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/orders/order-status';
import { isPixDue, pixMoment, type PixMoment } from '@/domain/orders/pix-due';

/** Every status an order may carry, aliases included, and when its Pix is asked for (issue #36). */
const EXPECTED: Record<OrderStatus, PixMoment> = {
  aguardando_pagamento: 'before-acceptance',
  agendado: 'before-acceptance',
  novo_pedido: 'before-acceptance',
  pendente: 'before-acceptance',
  pending: 'before-acceptance',
  em_preparacao: 'due',
  preparing: 'due',
  aguardando_entregador: 'due',
  pronto_retirada: 'due',
  // A rider's claim is stored as a_caminho before the pickup: still after acceptance.
  a_caminho: 'due',
  em_entrega: 'due',
  delivering: 'due',
  entregue: 'delivered',
  delivered: 'delivered',
  retirado: 'delivered',
  concluido: 'delivered',
  finalizado: 'delivered',
  rejeitado: 'ended',
  rejected: 'ended',
  cancelado: 'ended',
  expirado: 'ended',
};

describe('pixMoment and isPixDue', () => {
  it.each(ORDER_STATUSES.map((status) => [status, EXPECTED[status]] as const))('%s: %s', (status, moment) => {
    expect(pixMoment(status)).toBe(moment);
    expect(isPixDue(status)).toBe(moment === 'due');
  });

  it('covers every status the orders know', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('offers no code for a status it does not know', () => {
    expect(pixMoment('arquivado')).toBe('ended');
    expect(isPixDue('')).toBe(false);
  });
});
