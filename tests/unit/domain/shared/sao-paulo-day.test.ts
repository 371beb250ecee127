import { describe, expect, it } from 'vitest';
import { nextOpeningAt } from '@/domain/restaurants/opening-hours';
import { nextSaoPauloMidnight, saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { DINNERS, weekOf } from '../../../fixtures/restaurant';

// Friday 2026-11-20, São Paulo (UTC-3).
const at = (time: string, day = '2026-11-20') => new Date(`${day}T${time}:00-03:00`);

describe('São Paulo days', () => {
  it('names the day and finds the next midnight, whatever the device zone', () => {
    expect(saoPauloDayKey(at('23:59'))).toBe('2026-11-20');
    expect(saoPauloDayKey(new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(nextSaoPauloMidnight(at('10:00'))).toEqual(at('00:00', '2026-11-21'));
  });
  it('finds the next opening after a pause starts, skipping closed days', () => {
    expect(nextOpeningAt(DINNERS, at('20:00'))).toEqual(at('18:00', '2026-11-21'));
    expect(nextOpeningAt(DINNERS, at('12:00'))).toEqual(at('18:00'));
    // Sunday night: Monday is closed, so Tuesday.
    expect(nextOpeningAt(DINNERS, at('22:00', '2026-11-22'))).toEqual(at('18:00', '2026-11-24'));
    expect(nextOpeningAt(weekOf(() => [['00:00', '23:59']]), at('12:00'))).toBeNull();
  });
});
