import { describe, expect, it } from 'vitest';
import { nextOpeningAt } from '@/domain/restaurants/opening-hours';
import { nextSaoPauloMidnight, saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { orderingBadge, orderingMessage, orderingState } from '@/domain/restaurants/ordering-state';
import { displayStatus, orderNumberAt, orderNumberLabel, orderReference } from '@/domain/orders/order';
import { CUSTOMER_STEPS, customerStep } from '@/domain/orders/customer-steps';
import { expectedDeliveryAt } from '@/domain/orders/delivery-forecast';
import { boardColumns, finishedOrders, formatWaited, isRecentCancellation, isUnanswered, waitTone } from '@/domain/orders/order-lifecycle';
import { WEEKDAY_KEYS, type OpeningDay } from '@/domain/restaurants/restaurant';
import { makeOrder } from '../../fixtures/order';

const week = (periods: (dayIndex: number) => Array<[string, string]> | null): OpeningDay[] =>
  WEEKDAY_KEYS.map((key, dayIndex) => {
    const list = periods(dayIndex);
    return { day: key, key, dayIndex, isOpen: list !== null, periods: (list ?? []).map(([open, close]) => ({ open, close })) };
  });
// Tuesday to Sunday 18:00-23:00; closed on Mondays.
const dinners = week((dayIndex) => (dayIndex === 1 ? null : [['18:00', '23:00']]));
// Friday 2026-11-20, São Paulo (UTC-3).
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00-03:00`);

describe('orderingState', () => {
  const restaurant = { horarioFuncionamento: dinners, pausadoAte: null, exigePainelAberto: false, painelVistoEm: null, listado: true, suspenso: null };
  it('is open within the hours, closed outside', () => {
    expect(orderingState(restaurant, at('19:00'))).toEqual({ open: true });
    expect(orderingState(restaurant, at('15:00'))).toEqual({ open: false, reason: 'closed' });
  });
  it('takes no order while suspended or not opened by its owner (issue #24)', () => {
    expect(orderingState({ ...restaurant, listado: false }, at('19:00'))).toEqual({ open: false, reason: 'suspended' });
    expect(orderingState({ ...restaurant, suspenso: { motivo: 'Fraude', em: null } }, at('19:00'))).toEqual({ open: false, reason: 'suspended' });
  });
  it('is paused until the pause ends', () => {
    const paused = { ...restaurant, pausadoAte: at('19:30') };
    const state = orderingState(paused, at('19:00'));
    expect(state).toEqual({ open: false, reason: 'paused', until: at('19:30') });
    if (state.open) throw new Error('open');
    expect(orderingMessage(state)).toBe('O restaurante pausou os pedidos até as 19:30. Tente novamente mais tarde.');
    expect(orderingBadge(state)).toBe('Pausado até 19:30');
    expect(orderingState(paused, at('19:31'))).toEqual({ open: true });
  });
  it('takes orders only with a panel seen in the last 5 minutes, when the restaurant asks for it', () => {
    const strict = { ...restaurant, exigePainelAberto: true, painelVistoEm: at('18:56') };
    expect(orderingState(strict, at('19:00'))).toEqual({ open: true });
    expect(orderingState(strict, at('19:02'))).toEqual({ open: false, reason: 'offline' });
    expect(orderingBadge({ open: false, reason: 'offline' })).toBe('Sem receber pedidos');
    expect(orderingState({ ...strict, painelVistoEm: null }, at('19:00'))).toEqual({ open: false, reason: 'offline' });
  });
});

describe('São Paulo days', () => {
  it('names the day and finds the next midnight, whatever the device zone', () => {
    expect(saoPauloDayKey(at('23:59'))).toBe('2026-11-20');
    expect(saoPauloDayKey(new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(nextSaoPauloMidnight(at('10:00'))).toEqual(at('00:00', '2026-11-21'));
  });
  it('finds the next opening after a pause starts, skipping closed days', () => {
    expect(nextOpeningAt(dinners, at('20:00'))).toEqual(at('18:00', '2026-11-21'));
    expect(nextOpeningAt(dinners, at('12:00'))).toEqual(at('18:00'));
    // Sunday night: Monday is closed, so Tuesday.
    expect(nextOpeningAt(dinners, at('22:00', '2026-11-22'))).toEqual(at('18:00', '2026-11-24'));
    expect(nextOpeningAt(week(() => [['00:00', '23:59']]), at('12:00'))).toBeNull();
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

describe('what the customer sees', () => {
  it('names an order by its number of the day, or its short id before numbers existed', () => {
    expect(orderNumberLabel({ id: 'AbCdEfGhIj', numero: 42 })).toBe('#0042');
    expect(orderNumberLabel({ id: 'AbCdEfGhIj', numero: null })).toBe('#AbCdEfGh');
    // The id is a secondary reference only where the number leads; restaurants go beside it where orders mix.
    expect(orderReference({ id: 'AbCdEfGhIj', numero: 42 })).toBe('Ref. AbCdEfGh');
    expect(orderReference({ id: 'AbCdEfGhIj', numero: null })).toBeNull();
    expect(orderNumberAt({ id: 'AbCdEfGhIj', numero: 42, restaurantName: 'Cantina da Nonna' })).toBe('#0042 · Cantina da Nonna');
    expect(orderNumberAt({ id: 'AbCdEfGhIj', numero: 42, restaurantName: '' })).toBe('#0042');
  });
  it('expects the delivery at acceptance + preparation + the ride its promise allowed (20 minutes on older orders), while the order is on', () => {
    const accepted = { status: 'em_preparacao', aceitoEm: at('19:00'), tempoPreparoMin: 25, corridaMin: null };
    expect(expectedDeliveryAt(accepted)).toEqual(at('19:45'));
    expect(expectedDeliveryAt({ ...accepted, corridaMin: 10 })).toEqual(at('19:35'));
    expect(expectedDeliveryAt({ ...accepted, status: 'entregue' })).toBeNull();
    expect(expectedDeliveryAt({ ...accepted, aceitoEm: null })).toBeNull();
  });
});

describe('what the customer is told', () => {
  it("says 'Aguardando entregador' until the rider who accepted picks the order up; 'A caminho' from then on", () => {
    const waiting = makeOrder('a', { status: 'aguardando_entregador' });
    const claimed = makeOrder('a', { status: 'a_caminho', deliverymanId: 'moto1' });
    const pickedUp = makeOrder('a', { status: 'a_caminho', deliverymanId: 'moto1', retiradoEm: new Date() });
    const ownCourier = makeOrder('a', { status: 'a_caminho' });
    expect([waiting, claimed, pickedUp, ownCourier].map(displayStatus)).toEqual(['aguardando_entregador', 'aguardando_entregador', 'a_caminho', 'a_caminho']);
    expect([waiting, claimed, pickedUp].map((order) => CUSTOMER_STEPS[customerStep(displayStatus(order))])).toEqual([
      'Aguardando entregador',
      'Aguardando entregador',
      'A caminho',
    ]);
    expect(customerStep('novo_pedido')).toBe(0);
    expect(customerStep('em_preparacao')).toBe(1);
    expect(customerStep('entregue')).toBe(CUSTOMER_STEPS.length - 1);
    expect(customerStep('rejeitado')).toBe(-1);
  });
});
