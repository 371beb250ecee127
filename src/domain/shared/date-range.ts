import { saoPauloDayKey } from './sao-paulo-day';

/** A period of São Paulo days (the reports', the statements' and the settlements'), apart from sao-paulo-day.ts, which the home's first load carries. */

export interface DateRange {
  start: Date;
  /** Inclusive. */
  end: Date;
}

/** A range's first and last São Paulo day as <input type="date"> values. */
export function rangeInputs(range: DateRange): { start: string; end: string } {
  return { start: saoPauloDayKey(range.start), end: saoPauloDayKey(range.end) };
}
