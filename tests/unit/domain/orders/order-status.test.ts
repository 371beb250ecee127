import { describe, expect, it } from 'vitest';
import { displayStatus, isOldOrder, splitCurrentAndOld, statusLabel } from '@/domain/orders/order-status';

describe('orders: current and old', () => {
  it('treats delivered, cancelled and rejected as old, everything else as current', () => {
    for (const status of ['entregue', 'delivered', 'cancelado', 'rejected', 'rejeitado']) expect(isOldOrder(status)).toBe(true);
    for (const status of ['novo_pedido', 'pendente', 'em_preparacao', 'aguardando_entregador', 'a_caminho', 'em_entrega', 'qualquer']) {
      expect(isOldOrder(status)).toBe(false);
    }
    const { current, old } = splitCurrentAndOld([{ status: 'a_caminho' }, { status: 'entregue' }, { status: 'novo_pedido' }]);
    expect(current.map((order) => order.status)).toEqual(['a_caminho', 'novo_pedido']);
    expect(old.map((order) => order.status)).toEqual(['entregue']);
  });
  it('labels every status and alias in Portuguese, unknown ones as stored', () => {
    expect(statusLabel('novo_pedido')).toBe('Novo pedido');
    expect(statusLabel('preparing')).toBe('Em preparação');
    expect(statusLabel('delivering')).toBe('Saiu para entrega');
    expect(statusLabel('cancelado')).toBe('Cancelado');
    expect(statusLabel('rejected')).toBe('Rejeitado');
    expect(statusLabel('xyz')).toBe('xyz');
  });
});

describe('the status people are told', () => {
  it('keeps a claimed order waiting for its rider until the pickup; a store that sends it out itself is on its way at once', () => {
    expect(displayStatus({ status: 'a_caminho', deliverymanId: 'rider1', retiradoEm: null })).toBe('aguardando_entregador');
    expect(displayStatus({ status: 'a_caminho', deliverymanId: 'rider1', retiradoEm: new Date() })).toBe('a_caminho');
    expect(displayStatus({ status: 'em_entrega', deliverymanId: null })).toBe('em_entrega');
    expect(statusLabel('agendado')).toBe('Agendado');
  });
});
