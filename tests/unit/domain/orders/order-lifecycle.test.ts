import { describe, expect, it } from 'vitest';
import { boardColumns, finishedOrders, formatWaited, isRecentCancellation, isUnanswered, newOrderIds, nextStatus, panelActions, sortForPanel, statusRank, waitTone } from '@/domain/orders/order-lifecycle';
import { makeOrder } from '../../../fixtures/order';

const instant = (iso: string) => new Date(iso);
// Friday 2026-11-20, São Paulo (UTC-3).
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00-03:00`);

describe('status ranking', () => {
  it('ranks as SPEC.md section 4, unknown last', () => {
    expect(['novo_pedido', 'pendente', 'pending', 'em_preparacao', 'preparing', 'aguardando_entregador', 'a_caminho', 'em_entrega', 'delivering', 'entregue', 'delivered', 'rejeitado', 'rejected', 'x'].map(statusRank)).toEqual([
      0, 1, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 7, 99,
    ]);
  });
  it('sorts by rank, ties newest first', () => {
    const orders = [
      { id: 'a', status: 'entregue', createdAt: instant('2026-11-20T10:00:00Z') },
      { id: 'b', status: 'novo_pedido', createdAt: instant('2026-11-20T09:00:00Z') },
      { id: 'c', status: 'novo_pedido', createdAt: instant('2026-11-20T11:00:00Z') },
      { id: 'd', status: 'em_preparacao', createdAt: instant('2026-11-20T12:00:00Z') },
      { id: 'e', status: 'misterioso', createdAt: instant('2026-11-20T13:00:00Z') },
    ];
    expect(sortForPanel(orders).map((order) => order.id)).toEqual(['c', 'b', 'd', 'a', 'e']);
  });
});

describe('restaurant transitions', () => {
  it('accepts or rejects new orders only', () => {
    for (const status of ['novo_pedido', 'pendente', 'pending']) expect(panelActions({ status, deliverymanId: null })).toMatchObject({ accept: true, reject: true, advanceTo: null, print: false });
    expect(panelActions({ status: 'em_preparacao', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: 'aguardando_entregador', print: true, checkPickupCode: false });
  });
  it('advances em_preparacao -> aguardando_entregador -> a_caminho -> entregue, and stops there', () => {
    expect(nextStatus('em_preparacao')).toBe('aguardando_entregador');
    expect(nextStatus('aguardando_entregador')).toBe('a_caminho');
    expect(nextStatus('a_caminho')).toBe('entregue');
    expect(nextStatus('entregue')).toBeNull();
    expect(nextStatus('rejeitado')).toBeNull();
    expect(panelActions({ status: 'entregue', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: null, print: true, checkPickupCode: false });
    expect(panelActions({ status: 'rejeitado', deliverymanId: null })).toEqual({ accept: false, reject: false, advanceTo: null, print: false, checkPickupCode: false });
  });
  it('does not take out an order a rider already claimed', () => {
    expect(panelActions({ status: 'aguardando_entregador', deliverymanId: 'moto' }).advanceTo).toBeNull();
    expect(panelActions({ status: 'a_caminho', deliverymanId: 'moto' }).advanceTo).toBe('entregue');
  });
});

describe('new-order alert set', () => {
  it('holds exactly the orders still waiting for the restaurant', () => {
    const orders = [
      { id: 'a', status: 'novo_pedido' },
      { id: 'b', status: 'pendente' },
      { id: 'c', status: 'pending' },
      { id: 'd', status: 'em_preparacao' },
      { id: 'e', status: 'rejeitado' },
      { id: 'f', status: 'entregue' },
    ];
    expect([...newOrderIds(orders)]).toEqual(['a', 'b', 'c']);
    // Accepting one (anywhere) drops it from the set.
    expect([...newOrderIds(orders.map((order) => (order.id === 'a' ? { ...order, status: 'em_preparacao' } : order)))]).toEqual(['b', 'c']);
    expect(newOrderIds([]).size).toBe(0);
  });
});

describe('the order board', () => {
  const now = at('20:00');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it('puts each order in its stage and leaves finished ones for the history', () => {
    const orders = ['novo_pedido', 'em_preparacao', 'aguardando_entregador', 'a_caminho', 'entregue', 'rejeitado', 'expirado', 'cancelado'].map((status, index) =>
      makeOrder(`o${index}`, { status, createdAt: minutesAgo(index) }),
    );
    const columns = boardColumns(orders, now);
    expect(Object.fromEntries(Object.entries(columns).map(([stage, list]) => [stage, list.map((order) => order.status)]))).toEqual({
      novos: ['novo_pedido'],
      preparo: ['em_preparacao'],
      prontos: ['aguardando_entregador'],
      entrega: ['a_caminho'],
    });
    expect(finishedOrders(orders).map((order) => order.status)).toEqual(['entregue', 'rejeitado', 'expirado', 'cancelado']);
  });

  it('shows a customer’s cancellation at the end of Novos for ten minutes, then leaves it to the history', () => {
    const waiting = makeOrder('waiting', { status: 'novo_pedido', createdAt: minutesAgo(1) });
    const cancelled = makeOrder('cancelled', { status: 'cancelado', createdAt: minutesAgo(4), ultimaAtualizacao: minutesAgo(2) });
    const old = makeOrder('old', { status: 'cancelado', createdAt: minutesAgo(15), ultimaAtualizacao: minutesAgo(10) });
    const unstamped = makeOrder('unstamped', { status: 'cancelado', ultimaAtualizacao: null });
    expect(boardColumns([cancelled, old, unstamped, waiting], now).novos.map((order) => order.id)).toEqual(['waiting', 'cancelled']);
    expect(boardColumns([cancelled], new Date(now.getTime() + 8 * 60_000)).novos).toEqual([]);
    expect(isRecentCancellation(cancelled, now)).toBe(true);
    expect(isRecentCancellation(makeOrder('r', { status: 'rejeitado', ultimaAtualizacao: minutesAgo(1) }), now)).toBe(false);
  });

  it('keeps an order a rider accepted among the ready ones until the rider picks it up', () => {
    const claimed = makeOrder('claimed', { status: 'a_caminho', deliverymanId: 'moto1' });
    const carried = makeOrder('carried', { status: 'a_caminho', deliverymanId: 'moto1', retiradoEm: now });
    const ownCourier = makeOrder('own', { status: 'a_caminho' });
    const columns = boardColumns([claimed, carried, ownCourier], now);
    expect(columns.prontos.map((order) => order.id)).toEqual(['claimed']);
    expect(columns.entrega.map((order) => order.id).sort()).toEqual(['carried', 'own']);
  });
  it('turns amber and red as an order waits too long for its stage', () => {
    expect(waitTone(makeOrder('a', { status: 'novo_pedido', createdAt: minutesAgo(2) }), now)).toBe('ok');
    expect(waitTone(makeOrder('a', { status: 'novo_pedido', createdAt: minutesAgo(3) }), now)).toBe('late');
    expect(waitTone(makeOrder('a', { status: 'novo_pedido', createdAt: minutesAgo(6) }), now)).toBe('very-late');
    const cooking = { status: 'em_preparacao', tempoPreparoMin: 20 };
    expect(waitTone(makeOrder('b', { ...cooking, aceitoEm: minutesAgo(19) }), now)).toBe('ok');
    expect(waitTone(makeOrder('b', { ...cooking, aceitoEm: minutesAgo(20) }), now)).toBe('late');
    expect(waitTone(makeOrder('b', { ...cooking, aceitoEm: minutesAgo(30) }), now)).toBe('very-late');
    expect(formatWaited(0)).toBe('agora');
    expect(formatWaited(12)).toBe('há 12 min');
    expect(formatWaited(65)).toBe('há 1 h 05 min');
  });
  it('knows an order nobody answered in time', () => {
    expect(isUnanswered(makeOrder('c', { status: 'novo_pedido', prazoAceiteEm: minutesAgo(1) }), now)).toBe(true);
    expect(isUnanswered(makeOrder('c', { status: 'novo_pedido', prazoAceiteEm: minutesAgo(-1) }), now)).toBe(false);
    expect(isUnanswered(makeOrder('c', { status: 'em_preparacao', prazoAceiteEm: minutesAgo(1) }), now)).toBe(false);
    // Older orders have no deadline and never expire.
    expect(isUnanswered(makeOrder('c', { status: 'novo_pedido', prazoAceiteEm: null }), now)).toBe(false);
  });
});
