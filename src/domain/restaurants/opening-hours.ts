import { WEEKDAY_KEYS, type OpeningDay, type OpeningPeriod } from './restaurant';
import { DAY_MS, saoPauloMidnight } from '../shared/sao-paulo-day';

/** Restaurants are in Brazil: their hours are evaluated in São Paulo time, wherever the device is. */
export const RESTAURANT_TIME_ZONE = 'America/Sao_Paulo';

/** How often the open badge is recomputed (SPEC.md section 9). */
export const OPEN_STATE_REFRESH_MS = 60_000;

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: RESTAURANT_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 = Sunday) and minute of the day at `instant` in São Paulo. */
export function localWeekdayAndMinute(instant: Date, timeZone = RESTAURANT_TIME_ZONE): { weekday: number; minute: number } {
  const parts = (timeZone === RESTAURANT_TIME_ZONE
    ? formatter
    : new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  ).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { weekday: WEEKDAY_INDEX[get('weekday')] ?? 0, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** 'HH:MM' to minutes since midnight; null when malformed. */
export function parseTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function dayFor(hours: OpeningDay[], weekday: number): OpeningDay | undefined {
  return hours.find((day) => day.dayIndex === weekday);
}

/** Periods of `day` as minute ranges; a close at or before open runs past midnight. */
function ranges(day: OpeningDay | undefined): Array<{ open: number; close: number; overnight: boolean }> {
  if (!day?.isOpen) return [];
  return day.periods.flatMap((period: OpeningPeriod) => {
    const open = parseTime(period.open);
    // '23:59' is how a form says "until midnight": count the last minute as open.
    const parsedClose = parseTime(period.close);
    const close = parsedClose === 23 * 60 + 59 ? 24 * 60 : parsedClose;
    if (open === null || close === null || open === close) return [];
    return [{ open, close, overnight: close < open }];
  });
}

/**
 * Whether the restaurant is open at `instant` (SPEC.md section 4): today's periods, plus the tail
 * after midnight of yesterday's periods that cross it. No hours at all means closed.
 */
export function isOpenAt(hours: OpeningDay[], instant: Date): boolean {
  const { weekday, minute } = localWeekdayAndMinute(instant);
  const today = ranges(dayFor(hours, weekday));
  if (today.some((range) => (range.overnight ? minute >= range.open : minute >= range.open && minute < range.close))) return true;
  const yesterday = ranges(dayFor(hours, (weekday + 6) % 7));
  return yesterday.some((range) => range.overnight && minute < range.close);
}

/** 'Fechado' or the day's periods, '11:30 – 15:00, 18:00 – 23:00'. */
export function describeDay(day: OpeningDay): string {
  const periods = day.periods.filter((period) => period.open && period.close);
  if (!day.isOpen || periods.length === 0) return 'Fechado';
  return periods.map((period) => `${period.open} – ${period.close}`).join(', ');
}

/**
 * The next moment after `now` at which the restaurant opens (a period starts while it was closed
 * the minute before), within a week; null when it never opens. What 'Pausar até a próxima
 * abertura' pauses until.
 */
export function nextOpeningAt(hours: OpeningDay[], now: Date): Date | null {
  const midnight = saoPauloMidnight(now).getTime();
  const { weekday } = localWeekdayAndMinute(now);
  const starts: number[] = [];
  for (let offset = 0; offset <= 7; offset += 1) {
    for (const range of ranges(dayFor(hours, (weekday + offset) % 7))) starts.push(midnight + offset * DAY_MS + range.open * 60_000);
  }
  const next = starts
    .filter((start) => start > now.getTime() && !isOpenAt(hours, new Date(start - 60_000)))
    .sort((a, b) => a - b)[0];
  return next === undefined ? null : new Date(next);
}

const clockFormatter = new Intl.DateTimeFormat('pt-BR', { timeZone: RESTAURANT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/**
 * '20:45' on São Paulo's clock: every time of day the app tells (a pause, a deadline, an expected
 * delivery) is the restaurant's, whatever zone the device is set to.
 */
export function formatClock(instant: Date): string {
  return clockFormatter.format(instant);
}

/**
 * A week of hours as seven short texts from Sunday, each day's valid periods 'HH:MM-HH:MM'
 * separated by a space, '' when closed: 'Domingo' as maps of maps costs about 340 bytes on the
 * wire, '11:30-15:00 18:00-23:00' about 25. Keeps exactly what isOpenAt reads.
 */
export function compactHours(days: ReadonlyArray<OpeningDay>): string[] {
  return WEEKDAY_KEYS.map((_key, index) => {
    const day = days.find((candidate) => candidate.dayIndex === index);
    if (!day?.isOpen) return '';
    return day.periods
      .filter((period) => parseTime(period.open) !== null && parseTime(period.close) !== null)
      .map((period) => `${period.open.trim()}-${period.close.trim()}`)
      .join(' ');
  });
}
