import { describe, expect, it } from 'vitest';
import { orderingBadge, orderingMessage, orderingState } from '@/domain/restaurants/ordering-state';
import { DINNERS } from '../../../fixtures/restaurant';

// Friday 2026-11-20, São Paulo (UTC-3).
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00-03:00`);

describe('orderingState', () => {
  const restaurant = { horarioFuncionamento: DINNERS, pausadoAte: null, exigePainelAberto: false, painelVistoEm: null, listado: true, suspenso: null };
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
