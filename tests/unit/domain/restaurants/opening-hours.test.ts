import { describe, expect, it } from 'vitest';
import { describeDay, isOpenAt, localWeekdayAndMinute, parseTime } from '@/domain/restaurants/opening-hours';
import { WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningDay } from '@/domain/restaurants/restaurant';

function week(periodsByDay: Partial<Record<number, Array<[string, string]>>>): OpeningDay[] {
  return WEEKDAY_KEYS.map((key, dayIndex) => {
    const periods = periodsByDay[dayIndex];
    return {
      day: WEEKDAY_LABELS[key],
      key,
      dayIndex,
      isOpen: !!periods,
      periods: (periods ?? []).map(([open, close]) => ({ open, close })),
    };
  });
}

/** An instant given as São Paulo wall-clock time (UTC-3, no daylight saving since 2019). */
function saoPaulo(isoLocal: string): Date {
  return new Date(`${isoLocal}-03:00`);
}

// 2026-11-20 is a Friday (dayIndex 5); 2026-11-21 a Saturday (6); 2026-11-22 a Sunday (0).
const lunchAndDinner = week({ 1: [['11:30', '15:00'], ['18:00', '23:00']], 5: [['11:30', '15:00'], ['18:00', '23:00']] });

describe('isOpenAt', () => {
  it('is open inside a period and closed between periods', () => {
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-20T12:00:00'))).toBe(true);
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-20T16:00:00'))).toBe(false);
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-20T22:59:00'))).toBe(true);
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-20T11:29:00'))).toBe(false);
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-20T11:30:00'))).toBe(true);
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-20T15:00:00'))).toBe(false);
  });

  it('counts a 23:59 closing as open until midnight', () => {
    const allDay = week({ 5: [['00:00', '23:59']] });
    expect(isOpenAt(allDay, saoPaulo('2026-11-20T23:59:30'))).toBe(true);
    expect(isOpenAt(allDay, saoPaulo('2026-11-20T00:00:00'))).toBe(true);
    expect(isOpenAt(allDay, saoPaulo('2026-11-21T00:00:00'))).toBe(false);
  });

  it('is closed all day on a closed day', () => {
    expect(isOpenAt(lunchAndDinner, saoPaulo('2026-11-21T12:00:00'))).toBe(false);
  });

  it('handles a period that crosses midnight, on both sides of it', () => {
    const bar = week({ 5: [['18:00', '02:00']] });
    expect(isOpenAt(bar, saoPaulo('2026-11-20T23:30:00'))).toBe(true);
    expect(isOpenAt(bar, saoPaulo('2026-11-21T01:59:00'))).toBe(true);
    expect(isOpenAt(bar, saoPaulo('2026-11-21T02:00:00'))).toBe(false);
    expect(isOpenAt(bar, saoPaulo('2026-11-20T01:00:00'))).toBe(false);
  });

  it('wraps from Saturday night into Sunday morning', () => {
    const bar = week({ 6: [['20:00', '03:00']] });
    expect(isOpenAt(bar, saoPaulo('2026-11-22T02:30:00'))).toBe(true);
    expect(isOpenAt(bar, saoPaulo('2026-11-22T03:30:00'))).toBe(false);
  });

  it('is closed when the restaurant has no hours, or malformed ones', () => {
    expect(isOpenAt([], saoPaulo('2026-11-20T12:00:00'))).toBe(false);
    expect(isOpenAt(week({ 5: [['', ''], ['25:00', '26:00']] }), saoPaulo('2026-11-20T12:00:00'))).toBe(false);
  });

  it('uses São Paulo time whatever the device time zone (the instant decides, not the clock)', () => {
    // 12:00 in São Paulo is 15:00 UTC and 00:00 next day in Tokyo: still Friday lunch in Brazil.
    const instant = new Date('2026-11-20T15:00:00Z');
    expect(localWeekdayAndMinute(instant)).toEqual({ weekday: 5, minute: 12 * 60 });
    expect(localWeekdayAndMinute(instant, 'Asia/Tokyo')).toEqual({ weekday: 6, minute: 0 });
    expect(isOpenAt(lunchAndDinner, instant)).toBe(true);
  });
});

describe('parseTime and describeDay', () => {
  it('parses HH:MM and rejects the rest', () => {
    expect(parseTime('09:05')).toBe(545);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9h')).toBeNull();
  });
  it('describes a day', () => {
    const [sunday, monday] = lunchAndDinner;
    expect(describeDay(sunday!)).toBe('Fechado');
    expect(describeDay(monday!)).toBe('11:30 – 15:00, 18:00 – 23:00');
  });
});
