import { describe, expect, it } from 'vitest';
import { isOpenAt } from '@/domain/restaurants/opening-hours';
import { restaurantDataUpdate } from '@/domain/restaurants/restaurant.record';
import { fullWeek } from '@/domain/restaurants/restaurant.form';
import { openingHoursData, storeFactsFromData } from '@/domain/restaurants/store-facts.record';

/**
 * The stored shapes made compact by issue #49 ('Bytes that fit'): what the writers store reads
 * back as what was written, and what was stored before still reads as it did.
 */
describe('the week as text on the restaurant', () => {
  const week = fullWeek([]).map((day) =>
    day.dayIndex === 1 ? day : { ...day, isOpen: true, periods: day.dayIndex === 5 ? [{ open: '11:30', close: '15:00' }, { open: '18:00', close: '02:00' }] : [{ open: '11:00', close: '23:00' }] },
  );

  it("is the shop window's text, and reads back as the same hours, named days and all", () => {
    const text = openingHoursData(week);
    expect(text).toBe('11:00-23:00||11:00-23:00|11:00-23:00|11:00-23:00|11:30-15:00 18:00-02:00|11:00-23:00');
    const compact = storeFactsFromData('r1', { nome: 'R', horarioFuncionamento: text });
    const legacy = storeFactsFromData('r1', { nome: 'R', horarioFuncionamento: week });
    expect(compact.horarioFuncionamento).toEqual(legacy.horarioFuncionamento.map((day) => ({ ...day, periods: day.isOpen ? day.periods : [] })));
    for (const at of ['2026-11-27T14:40:00Z', '2026-11-28T04:30:00Z', '2026-11-30T15:00:00Z']) {
      expect(isOpenAt(compact.horarioFuncionamento, new Date(at))).toBe(isOpenAt(legacy.horarioFuncionamento, new Date(at)));
    }
  });

  it("is what the panel's editor writes", () => {
    const update = restaurantDataUpdate({ nome: 'R', endereco: 'Rua', telefone: '1', logo: null, taxaEntrega: 0, pedidoMinimo: 0, tempoPreparoPadrao: 25, limiteAceiteMin: 8, exigePainelAberto: true, horarioFuncionamento: week });
    expect(update.horarioFuncionamento).toBe(openingHoursData(week));
    expect(openingHoursData([])).toBe('||||||');
    expect(storeFactsFromData('r1', { horarioFuncionamento: '||||||' }).horarioFuncionamento.every((day) => !day.isOpen)).toBe(true);
  });
});
