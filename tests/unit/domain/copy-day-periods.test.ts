import { describe, expect, it } from 'vitest';
import { copyDayPeriods, EVERY_DAY, fullWeek, validateRestaurantData } from '@/domain/restaurants/restaurant.form';
import type { OpeningDay } from '@/domain/restaurants/restaurant';

const MONDAY = 1;
const lunchAndDinner = [
  { open: '11:30', close: '15:00' },
  { open: '18:00', close: '23:00' },
];
/** A new store's week with Monday filled in and Saturday open at night. */
const week: OpeningDay[] = fullWeek([]).map((day) =>
  day.dayIndex === MONDAY ? { ...day, isOpen: true, periods: lunchAndDinner } : day.dayIndex === 6 ? { ...day, isOpen: true, periods: [{ open: '19:00', close: '02:00' }] } : day,
);

describe('copyDayPeriods (issue #36)', () => {
  it("'Copiar para todos os dias' opens every day with the source day's periods", () => {
    const copied = copyDayPeriods(week, MONDAY, EVERY_DAY);
    expect(copied.map((day) => [day.dayIndex, day.isOpen, day.periods])).toEqual(EVERY_DAY.map((dayIndex) => [dayIndex, true, lunchAndDinner]));
    // The days keep their own names and keys.
    expect(copied.map((day) => day.day)).toEqual(week.map((day) => day.day));
    expect(copied.map((day) => day.key)).toEqual(week.map((day) => day.key));
  });

  it("'Copiar para…' changes only the chosen days", () => {
    const copied = copyDayPeriods(week, MONDAY, [2, 4]);
    expect(copied[2]).toEqual({ ...week[2], isOpen: true, periods: lunchAndDinner });
    expect(copied[4]).toEqual({ ...week[4], isOpen: true, periods: lunchAndDinner });
    for (const untouched of [0, 1, 3, 5, 6]) expect(copied[untouched]).toBe(week[untouched]);
  });

  it('gives each day its own periods: a later change to one leaves the others alone', () => {
    const copied = copyDayPeriods(week, MONDAY, EVERY_DAY);
    expect(copied[3]!.periods).not.toBe(copied[MONDAY]!.periods);
    expect(copied[3]!.periods[0]).not.toBe(copied[MONDAY]!.periods[0]);
    expect(week[3]!.periods).toEqual([{ open: '', close: '' }]);
  });

  it('copies a closed day as closed, and leaves the week as it was for an unknown source', () => {
    const closedSunday = copyDayPeriods(week, 0, [6]);
    expect(closedSunday[6]).toMatchObject({ isOpen: false, periods: [{ open: '', close: '' }] });
    expect(copyDayPeriods(week, 9, EVERY_DAY)).toBe(week);
  });

  it('saves a copied week as a week of the same periods', () => {
    const form = {
      nome: 'Cantina',
      endereco: 'Rua A, 1',
      telefone: '(11) 3333-4444',
      logo: '',
      taxaEntrega: '',
      pedidoMinimo: '',
      tempoPreparoPadrao: '25',
      limiteAceiteMin: '8',
      exigePainelAberto: true,
      horarioFuncionamento: copyDayPeriods(week, MONDAY, EVERY_DAY),
    };
    const result = validateRestaurantData(form);
    expect(result.ok && result.data.horarioFuncionamento.every((day) => day.isOpen && JSON.stringify(day.periods) === JSON.stringify(lunchAndDinner))).toBe(true);
  });
});
