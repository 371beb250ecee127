/** SPEC.md: orders with these statuses count as sold in the reports. */
export const SOLD_STATUSES = ['entregue', 'concluido', 'finalizado'] as const;

export interface DateRange {
  start: Date;
  /** Inclusive. */
  end: Date;
}

/** A day's bounds on the device's clock: 00:00:00.000 to 23:59:59.999 (SPEC.md section 5). */
export function dayRange(day: Date): DateRange {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, 0);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
  return { start, end };
}

/** From the first of the month to the instant before the first of the next month. */
export function monthRange(day: Date): DateRange {
  const start = new Date(day.getFullYear(), day.getMonth(), 1, 0, 0, 0, 0);
  const end = new Date(new Date(day.getFullYear(), day.getMonth() + 1, 1, 0, 0, 0, 0).getTime() - 1);
  return { start, end };
}

/** 'YYYY-MM-DD' (an <input type="date"> value) to a local date, or null. */
export function parseDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type PeriodResult = { ok: true; range: DateRange } | { ok: false; error: string };

/** The report filter (SPEC.md section 5): both dates, start not after end, whole days. */
export function periodFromInputs(startValue: string, endValue: string): PeriodResult {
  const start = parseDateInput(startValue);
  const end = parseDateInput(endValue);
  if (!start || !end) return { ok: false, error: 'Selecione as datas de início e fim.' };
  if (start.getTime() > end.getTime()) return { ok: false, error: 'Data de início não pode ser posterior à data de fim.' };
  return { ok: true, range: { start: dayRange(start).start, end: dayRange(end).end } };
}
