import { describe, expect, it } from 'vitest';
import { orderFromData } from '@/domain/orders/order.record';
import { mayUnsettleSchedule, scheduleNoticeChange, scheduleNoticeChoice, scheduleNoticeFor, type ScheduleFacts } from '@/domain/orders/schedule-notice';
import { openEveryDay } from '../../../fixtures/restaurant';

/** São Paulo time (UTC-3). */
const sp = (local: string) => new Date(`${local}-03:00`);
// Sunday 29 November 2026, 10:00 in São Paulo.
const NOW = sp('2026-11-29T10:00:00');
const open: ScheduleFacts = { horarioFuncionamento: openEveryDay('11:00', '23:00'), pausadoAte: null };
// Lunch at 12:30, on the board 40 minutes before.
const lunch = { agendadoPara: sp('2026-11-29T12:30:00'), liberarEm: sp('2026-11-29T11:50:00') };

describe('scheduleNoticeFor', () => {
  it('tells of a pause that holds the kitchen when the order would reach it, not one that ends before', () => {
    expect(scheduleNoticeFor(open, { ...open, pausadoAte: sp('2026-11-29T12:00:00') }, lunch, NOW, 'e1')).toEqual({ motivo: 'pausa', ate: sp('2026-11-29T12:00:00'), chave: 'pausa-e1' });
    expect(scheduleNoticeFor(open, { ...open, pausadoAte: sp('2026-11-29T11:30:00') }, lunch, NOW, 'e1')).toBeNull();
    // Made longer after the customer heard: not told again.
    const paused = { ...open, pausadoAte: sp('2026-11-29T12:00:00') };
    expect(scheduleNoticeFor(paused, { ...open, pausadoAte: sp('2026-11-29T14:00:00') }, lunch, NOW, 'e2')).toBeNull();
    // A pause over already: as none.
    expect(scheduleNoticeFor(open, { ...open, pausadoAte: sp('2026-11-29T09:00:00') }, lunch, NOW, 'e1')).toBeNull();
  });

  it('tells of hours that no longer cover the whole slot, once: not when the slot stays within them', () => {
    expect(scheduleNoticeFor(open, { ...open, horarioFuncionamento: openEveryDay('11:00', '12:45') }, lunch, NOW, 'e3')).toEqual({ motivo: 'horario', chave: 'horario-e3' });
    expect(scheduleNoticeFor(open, { ...open, horarioFuncionamento: openEveryDay('12:00', '13:00') }, lunch, NOW, 'e3')).toBeNull();
    const shorter = { ...open, horarioFuncionamento: openEveryDay('11:00', '12:45') };
    expect(scheduleNoticeFor(shorter, { ...open, horarioFuncionamento: openEveryDay('11:00', '12:40') }, lunch, NOW, 'e4')).toBeNull();
  });
});

describe('mayUnsettleSchedule', () => {
  it('looks only at a pause started or moved later, and at new hours; a heartbeat or a resume is nothing', () => {
    expect(mayUnsettleSchedule(open, open, NOW)).toBe(false);
    expect(mayUnsettleSchedule(open, { ...open, pausadoAte: sp('2026-11-29T10:30:00') }, NOW)).toBe(true);
    expect(mayUnsettleSchedule({ ...open, pausadoAte: sp('2026-11-29T10:30:00') }, open, NOW)).toBe(false);
    expect(mayUnsettleSchedule({ ...open, pausadoAte: sp('2026-11-29T11:00:00') }, { ...open, pausadoAte: sp('2026-11-29T10:30:00') }, NOW)).toBe(false);
    expect(mayUnsettleSchedule(open, { ...open, horarioFuncionamento: openEveryDay('11:00', '22:00') }, NOW)).toBe(true);
  });
});

describe('what the customer reads', () => {
  it('names the store, the end of the pause (its day when another) or the new hours, the slot, and the choice', () => {
    expect(scheduleNoticeChange({ motivo: 'pausa', ate: sp('2026-11-29T13:00:00'), chave: 'k' }, 'Cantina', lunch.agendadoPara, NOW)).toBe(
      'Cantina pausou os pedidos até as 13:00, no horário do seu pedido agendado (Hoje, 12:30–13:00).',
    );
    expect(scheduleNoticeChange({ motivo: 'pausa', ate: sp('2026-11-30T11:00:00'), chave: 'k' }, 'Cantina', lunch.agendadoPara, NOW)).toBe(
      'Cantina pausou os pedidos até amanhã às 11:00, no horário do seu pedido agendado (Hoje, 12:30–13:00).',
    );
    expect(scheduleNoticeChange({ motivo: 'horario', chave: 'k' }, 'Cantina', sp('2026-11-30T20:00:00'), NOW)).toBe(
      'Cantina mudou o horário de funcionamento e não atende mais no horário do seu pedido agendado (Amanhã, 20:00–20:30).',
    );
    expect(scheduleNoticeChoice(false)).toBe('Se preferir, cancele o pedido: nada é cobrado. Se mantiver, o restaurante confirma quando o pedido chegar à cozinha.');
    expect(scheduleNoticeChoice(true)).toContain('o valor pago pelo app é devolvido');
  });

  it('is read back from the order as stored, and an unknown notice as none', () => {
    const ate = sp('2026-11-29T13:00:00');
    expect(orderFromData('o1', 'r1', { avisoAgenda: { motivo: 'pausa', ate, chave: 'pausa-1', em: NOW } }).avisoAgenda).toEqual({ motivo: 'pausa', ate, chave: 'pausa-1' });
    expect(orderFromData('o1', 'r1', { avisoAgenda: { motivo: 'horario', chave: 'horario-1' } }).avisoAgenda).toEqual({ motivo: 'horario', chave: 'horario-1' });
    expect(orderFromData('o1', 'r1', { avisoAgenda: { motivo: 'outro' } }).avisoAgenda).toBeNull();
    expect(orderFromData('o1', 'r1', {}).avisoAgenda).toBeNull();
  });
});
