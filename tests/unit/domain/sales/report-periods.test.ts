import { describe, expect, it } from 'vitest';
import { MAX_CHART_DAYS, dayLabels, dayRange, daysOf, describeDailySales, describeRange, monthRange, parseDateInput, periodFromInputs, presetRange, salesPerDay } from '@/domain/sales/report-periods';
import { rangeInputs } from '@/domain/shared/date-range';

/** An instant given as São Paulo wall time (UTC-3). */
const sp = (wall: string) => new Date(`${wall}-03:00`);

describe('report periods (São Paulo days, whatever the device zone)', () => {
  it('requires both dates and start not after end', () => {
    expect(periodFromInputs('', '2026-11-20')).toEqual({ ok: false, error: 'Selecione as datas de início e fim.' });
    expect(periodFromInputs('2026-02-30', '2026-03-01')).toEqual({ ok: false, error: 'Selecione as datas de início e fim.' });
    expect(periodFromInputs('2026-11-21', '2026-11-20')).toEqual({ ok: false, error: 'Data de início não pode ser posterior à data de fim.' });
  });

  it('runs from 00:00:00.000 of the first day to 23:59:59.999 of the last, in São Paulo', () => {
    expect(periodFromInputs('2026-11-01', '2026-11-20')).toEqual({ ok: true, range: { start: sp('2026-11-01T00:00:00.000'), end: sp('2026-11-20T23:59:59.999') } });
    expect(periodFromInputs('2026-11-20', '2026-11-20')).toEqual({ ok: true, range: { start: sp('2026-11-20T00:00:00.000'), end: sp('2026-11-20T23:59:59.999') } });
  });

  it('takes today and this month on São Paulo’s calendar', () => {
    // 01:30 UTC on the 1st of December is still 30 November in São Paulo.
    const instant = new Date('2026-12-01T01:30:00Z');
    expect(dayRange(instant)).toEqual({ start: sp('2026-11-30T00:00:00.000'), end: sp('2026-11-30T23:59:59.999') });
    expect(monthRange(instant)).toEqual({ start: sp('2026-11-01T00:00:00.000'), end: sp('2026-11-30T23:59:59.999') });
    expect(monthRange(sp('2026-12-15T12:00:00'))).toEqual({ start: sp('2026-12-01T00:00:00.000'), end: sp('2026-12-31T23:59:59.999') });
    expect(presetRange('hoje', instant)).toEqual(dayRange(instant));
    expect(presetRange('mes', instant)).toEqual(monthRange(instant));
  });

  it('shows a range as dates and as date-input values', () => {
    const month = monthRange(sp('2026-11-23T10:00:00'));
    expect(describeRange(month)).toBe('01/11/2026 a 30/11/2026');
    expect(describeRange(dayRange(sp('2026-11-23T10:00:00')))).toBe('23/11/2026');
    expect(rangeInputs(month)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(parseDateInput('2026-11-23')).toBe('2026-11-23');
    expect(parseDateInput('23/11/2026')).toBeNull();
  });

  it('keeps UTC-3 for dates of the daylight-saving years too, so bounds, days and labels agree', () => {
    const result = periodFromInputs('1991-01-12', '1991-01-14');
    if (!result.ok) throw new Error(result.error);
    expect(result.range).toEqual({ start: sp('1991-01-12T00:00:00.000'), end: sp('1991-01-14T23:59:59.999') });
    expect(describeRange(result.range)).toBe('12/01/1991 a 14/01/1991');
    expect(daysOf(result.range)?.map((day) => day.key)).toEqual(['1991-01-12', '1991-01-13', '1991-01-14']);
  });
});

describe('days of a period (the chart)', () => {
  it('lists each São Paulo day with its bounds', () => {
    const result = periodFromInputs('2026-11-29', '2026-12-02');
    if (!result.ok) throw new Error(result.error);
    const days = daysOf(result.range);
    expect(days?.map((day) => day.key)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days?.[2]?.range).toEqual({ start: sp('2026-12-01T00:00:00.000'), end: sp('2026-12-01T23:59:59.999') });
  });

  it('draws at most MAX_CHART_DAYS days', () => {
    const fits = periodFromInputs('2026-01-01', '2026-03-03');
    const tooLong = periodFromInputs('2026-01-01', '2026-03-04');
    if (!fits.ok || !tooLong.ok) throw new Error('invalid period');
    expect(MAX_CHART_DAYS).toBe(62);
    expect(daysOf(fits.range)).toHaveLength(62);
    expect(daysOf(tooLong.range)).toBeNull();
  });

  it('adds sales up per São Paulo day, with every day listed and sales outside the period left out', () => {
    const result = periodFromInputs('2026-11-29', '2026-12-01');
    if (!result.ok) throw new Error(result.error);
    const days = daysOf(result.range)!;
    expect(
      salesPerDay(days, [
        { createdAt: sp('2026-11-29T10:00:00'), total: 1_000 },
        // 02:30 UTC on 30 November is still the 29th in São Paulo.
        { createdAt: new Date('2026-11-30T02:30:00Z'), total: 505 },
        { createdAt: sp('2026-12-01T23:59:59'), total: 2_000 },
        { createdAt: sp('2026-12-02T00:00:00'), total: 9_999 },
      ]),
    ).toEqual([
      { day: '2026-11-29', count: 2, total: 1_505 },
      { day: '2026-11-30', count: 0, total: 0 },
      { day: '2026-12-01', count: 1, total: 2_000 },
    ]);
  });

  it('labels days and says what the chart shows', () => {
    expect(dayLabels('2026-11-05')).toEqual({ short: '05/11', long: '05/11/2026' });
    expect(describeDailySales([{ day: '2026-11-01', count: 0, total: 0 }])).toBe('Nenhuma venda no período.');
    expect(
      describeDailySales([
        { day: '2026-11-01', count: 2, total: 12_000 },
        { day: '2026-11-02', count: 0, total: 0 },
        { day: '2026-11-05', count: 1, total: 56_000 },
      ]).replace(/\u00a0/g, ' '),
    ).toBe('R$ 680,00 em 3 vendas, 2 dias com vendas; maior dia 05/11/2026, R$ 560,00.');
  });
});
