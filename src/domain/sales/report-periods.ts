import { type DateRange, rangeInputs } from '../shared/date-range';
import { DAY_MS, saoPauloDayKey, saoPauloDayStart } from '../shared/sao-paulo-day';
import { formatCentavos, type Centavos } from '../shared/money';

/**
 * Report periods. Days are São Paulo days (shared/sao-paulo-day.ts), whatever zone the device is
 * set to: a restaurant's "today" and "this month" are its own, and the admin's figures for a day
 * must match the restaurant's.
 */

/** The São Paulo day of `instant`: 00:00:00.000 to 23:59:59.999 there (SPEC.md section 5). */
export function dayRange(instant: Date): DateRange {
  const start = saoPauloDayStart(saoPauloDayKey(instant));
  return { start, end: new Date(start.getTime() + DAY_MS - 1) };
}

/** From the first of São Paulo's month of `instant` to the instant before the next month. */
export function monthRange(instant: Date): DateRange {
  const [year, month] = saoPauloDayKey(instant).split('-').map(Number) as [number, number];
  const start = saoPauloDayStart(`${year}-${String(month).padStart(2, '0')}-01`);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start, end: new Date(saoPauloDayStart(next).getTime() - 1) };
}

/** 'YYYY-MM-DD' (an <input type="date"> value) when it names a real day, else null. */
export function parseDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? value : null;
}

export type PeriodResult = { ok: true; range: DateRange } | { ok: false; error: string };

/** The report filter (SPEC.md section 5): both dates, start not after end, whole São Paulo days. */
export function periodFromInputs(startValue: string, endValue: string): PeriodResult {
  const start = parseDateInput(startValue);
  const end = parseDateInput(endValue);
  if (!start || !end) return { ok: false, error: 'Selecione as datas de início e fim.' };
  if (start > end) return { ok: false, error: 'Data de início não pode ser posterior à data de fim.' };
  return { ok: true, range: { start: saoPauloDayStart(start), end: new Date(saoPauloDayStart(end).getTime() + DAY_MS - 1) } };
}

/** The admin's period choices: today, this month, or dates of their own. */
export type PeriodPreset = 'hoje' | 'mes' | 'personalizado';

/** The range of a preset at `now` (a custom period comes from periodFromInputs). */
export function presetRange(preset: Exclude<PeriodPreset, 'personalizado'>, now: Date): DateRange {
  return preset === 'hoje' ? dayRange(now) : monthRange(now);
}

/** '01/11/2026 a 23/11/2026', or one date when the range is a single day. */
export function describeRange(range: DateRange): string {
  const { start, end } = rangeInputs(range);
  return start === end ? dayLabels(start).long : `${dayLabels(start).long} a ${dayLabels(end).long}`;
}

/**
 * The longest period the sales-per-day chart draws. Each day costs one aggregation query (one
 * billed read per thousand orders that day), so two months cost about 62 reads whatever the
 * number of orders; a longer period gets its totals but no chart.
 */
export const MAX_CHART_DAYS = 62;

export interface ReportDay {
  /** São Paulo day, 'YYYY-MM-DD'. */
  key: string;
  range: DateRange;
}

/** The São Paulo days a range covers, in order; null when they are more than MAX_CHART_DAYS. */
export function daysOf(range: DateRange): ReportDay[] | null {
  const days: ReportDay[] = [];
  let start = saoPauloDayStart(saoPauloDayKey(range.start));
  while (start.getTime() <= range.end.getTime()) {
    if (days.length === MAX_CHART_DAYS) return null;
    const next = new Date(start.getTime() + DAY_MS);
    days.push({
      key: saoPauloDayKey(start),
      range: { start: new Date(Math.max(start.getTime(), range.start.getTime())), end: new Date(Math.min(next.getTime() - 1, range.end.getTime())) },
    });
    start = next;
  }
  return days;
}

/** One day's sales for the chart. */
export interface DaySales {
  /** São Paulo day, 'YYYY-MM-DD'. */
  day: string;
  count: number;
  total: Centavos;
}

/** '05/11' for the chart's axis and '05/11/2026' for its table, from a 'YYYY-MM-DD' key. */
export function dayLabels(key: string): { short: string; long: string } {
  const [year, month, day] = key.split('-');
  return { short: `${day}/${month}`, long: `${day}/${month}/${year}` };
}

/**
 * The chart's sentence for a screen reader: the period's total, the days with sales and the best
 * day, e.g. 'R$ 1.234,50 em 12 vendas, 5 dias com vendas; maior dia 05/11/2026, R$ 560,00.'.
 */
export function describeDailySales(days: readonly DaySales[]): string {
  const withSales = days.filter((day) => day.total > 0);
  if (withSales.length === 0) return 'Nenhuma venda no período.';
  const total = withSales.reduce((sum, day) => sum + day.total, 0);
  const count = withSales.reduce((sum, day) => sum + day.count, 0);
  const best = withSales.reduce((top, day) => (day.total > top.total ? day : top));
  return (
    `${formatCentavos(total)} em ${count} ${count === 1 ? 'venda' : 'vendas'}, ` +
    `${withSales.length} ${withSales.length === 1 ? 'dia com vendas' : 'dias com vendas'}; ` +
    `maior dia ${dayLabels(best.day).long}, ${formatCentavos(best.total)}.`
  );
}

/** A sold order as the chart needs it: when, and for how much. */
export interface SaleEntry {
  createdAt: Date;
  total: Centavos;
}

/** Adds sales up per São Paulo day, one entry per day of `days` (zero when none). */
export function salesPerDay(days: readonly ReportDay[], sales: readonly SaleEntry[]): DaySales[] {
  const byDay = new Map(days.map((day) => [day.key, { day: day.key, count: 0, total: 0 }]));
  for (const sale of sales) {
    const entry = byDay.get(saoPauloDayKey(sale.createdAt));
    if (!entry) continue;
    entry.count += 1;
    entry.total += sale.total;
  }
  return [...byDay.values()];
}
