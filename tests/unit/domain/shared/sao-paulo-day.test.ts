import { describe, expect, it } from 'vitest';
import { nextOpeningAt } from '@/domain/restaurants/opening-hours';
import { nextSaoPauloMidnight, saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { WEEKDAY_KEYS, type OpeningDay } from '@/domain/restaurants/restaurant';

const week = (periods: (dayIndex: number) => Array<[string, string]> | null): OpeningDay[] =>
  WEEKDAY_KEYS.map((key, dayIndex) => {
    const list = periods(dayIndex);
    return { day: key, key, dayIndex, isOpen: list !== null, periods: (list ?? []).map(([open, close]) => ({ open, close })) };
  });
// Tuesday to Sunday 18:00-23:00; closed on Mondays.
const dinners = week((dayIndex) => (dayIndex === 1 ? null : [['18:00', '23:00']]));
// Friday 2026-11-20, São Paulo (UTC-3).
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00-03:00`);

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
