import { WEEKDAY_KEYS, type OpeningDay } from '@/domain/restaurants/restaurant';

/** Opening hours with the same period every day of the week (São Paulo time). */
export function openEveryDay(open = '00:00', close = '23:59'): OpeningDay[] {
  return WEEKDAY_KEYS.map((key, dayIndex) => ({ day: key, key, dayIndex, isOpen: true, periods: [{ open, close }] }));
}
