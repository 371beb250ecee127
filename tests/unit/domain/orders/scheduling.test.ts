import { describe, expect, it } from 'vitest';
import { boardAt, checkSlot, hoursText, noticeText, scheduledForText, scheduleSlots, SCHEDULING_MESSAGES, slotDayLabel, slotsByDay, slotText } from '@/domain/orders/scheduling';
import type { SchedulingSettings } from '@/domain/restaurants/scheduling.record';
import { openEveryDay, weekOf } from '../../../fixtures/restaurant';

const ON: SchedulingSettings = { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 2 };
/** São Paulo time (UTC-3). */
const sp = (local: string) => new Date(`${local}-03:00`);
// Sunday 29 November 2026, 10:00 in São Paulo.
const NOW = sp('2026-11-29T10:00:00');

describe('scheduleSlots', () => {
  it('offers the half hours within the hours, from the notice to the end of the day after tomorrow', () => {
    const slots = scheduleSlots(openEveryDay('11:00', '23:59'), ON, NOW);
    expect(slotText(slots[0]!)).toBe('11:00–11:30');
    expect(slots[0]!.dia).toBe('2026-11-29');
    // 23:59 closes at midnight: the last slot of a day ends then; 00:30 is not offered.
    const today = slots.filter((slot) => slot.dia === '2026-11-29');
    expect(slotText(today.at(-1)!)).toBe('23:30–00:00');
    expect(today).toHaveLength(26);
    expect(slots.at(-1)!.dia).toBe('2026-12-01');
    expect(slots.some((slot) => slotText(slot) === '00:30–01:00')).toBe(false);
  });

  it('crosses midnight with a period that does, and leaves out the full slots and a store that does not schedule', () => {
    const late = weekOf(() => [['18:00', '02:00']]);
    const slots = scheduleSlots(late, ON, NOW).filter((slot) => slot.dia === '2026-11-30').map(slotText);
    expect(slots.slice(0, 4)).toEqual(['00:00–00:30', '00:30–01:00', '01:00–01:30', '01:30–02:00']);
    expect(slots).not.toContain('02:00–02:30');
    const taken = new Map([[sp('2026-11-29T11:00:00').getTime(), 2]]);
    expect(slotText(scheduleSlots(openEveryDay('11:00', '23:59'), ON, NOW, taken)[0]!)).toBe('11:30–12:00');
    expect(scheduleSlots(openEveryDay(), { ...ON, ativo: false }, NOW)).toEqual([]);
  });
});

describe('checkSlot', () => {
  const hours = openEveryDay('11:00', '23:59');
  it('takes a slot the checkout offered', () => {
    expect(checkSlot(hours, ON, sp('2026-11-29T12:30:00'), NOW, 1)).toMatchObject({ ok: true, slot: { dia: '2026-11-29' } });
  });

  it('refuses 00:30 after a 23:59 closing with the store’s hours, and every other wrong slot with why', () => {
    expect(checkSlot(hours, ON, sp('2026-11-30T00:30:00'), NOW, 0)).toEqual({ ok: false, message: SCHEDULING_MESSAGES.closed(hoursText(hours)) });
    expect(SCHEDULING_MESSAGES.closed(hoursText(hours))).toBe(
      'O restaurante não atende nesse horário. Horários: dom 11:00-23:59; seg 11:00-23:59; ter 11:00-23:59; qua 11:00-23:59; qui 11:00-23:59; sex 11:00-23:59; sáb 11:00-23:59.',
    );
    expect(checkSlot(hours, ON, sp('2026-11-29T10:30:00'), NOW, 0)).toEqual({ ok: false, message: 'Escolha um horário com pelo menos 1 h de antecedência.' });
    expect(checkSlot(hours, ON, sp('2026-12-02T12:00:00'), NOW, 0)).toEqual({ ok: false, message: SCHEDULING_MESSAGES.tooFar });
    expect(checkSlot(hours, ON, sp('2026-11-29T12:15:00'), NOW, 0)).toEqual({ ok: false, message: SCHEDULING_MESSAGES.notASlot });
    expect(checkSlot(hours, ON, sp('2026-11-29T12:30:00'), NOW, 2)).toEqual({ ok: false, message: SCHEDULING_MESSAGES.full });
    expect(checkSlot(hours, { ...ON, ativo: false }, sp('2026-11-29T12:30:00'), NOW, 0)).toEqual({ ok: false, message: SCHEDULING_MESSAGES.off });
  });
});

describe('the rest of a scheduled order', () => {
  it('reaches the board its preparation time before the slot, never before now, and says its notice plainly', () => {
    expect(boardAt(sp('2026-11-29T12:30:00'), 25, NOW)).toEqual(sp('2026-11-29T12:05:00'));
    expect(boardAt(sp('2026-11-29T10:30:00'), 45, NOW)).toEqual(NOW);
    expect([noticeText(45), noticeText(60), noticeText(90)]).toEqual(['45 min', '1 h', '1 h 30 min']);
  });
});

describe('the slots as the checkout and the kitchen name them', () => {
  it('says Hoje, Amanhã, then the weekday and the date, in São Paulo time', () => {
    expect(slotDayLabel(sp('2026-11-29T23:30:00'), NOW)).toBe('Hoje');
    expect(slotDayLabel(sp('2026-11-30T00:30:00'), NOW)).toBe('Amanhã');
    expect(slotDayLabel(sp('2026-12-01T12:00:00'), NOW)).toBe('ter 01/12');
    // Late at night in São Paulo is already the next day in UTC: still today's.
    expect(slotDayLabel(sp('2026-11-29T22:00:00'), sp('2026-11-29T21:30:00'))).toBe('Hoje');
    expect(scheduledForText(sp('2026-11-30T12:30:00'), NOW)).toBe('Amanhã, 12:30–13:00');
  });

  it('groups the slots by day, in order', () => {
    const groups = slotsByDay(scheduleSlots(openEveryDay('11:00', '14:00'), ON, NOW), NOW);
    expect(groups.map((group) => [group.label, group.slots.length])).toEqual([
      ['Hoje', 6],
      ['Amanhã', 6],
      ['ter 01/12', 6],
    ]);
    expect(slotText(groups[0]!.slots[0]!)).toBe('11:00–11:30');
  });
});
