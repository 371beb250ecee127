import { describe, expect, it } from 'vitest';
import { copyDayPeriods, EVERY_DAY, fullWeek, removePeriod, restaurantToForm, validateRestaurantData, type RestaurantDataForm } from '@/domain/restaurants/restaurant.form';
import type { OpeningDay, Restaurant } from '@/domain/restaurants/restaurant';

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

describe('restaurant data', () => {
  const form: RestaurantDataForm = {
    nome: 'Cantina',
    endereco: 'Rua A, 1',
    telefone: '(11) 3333-4444',
    logo: '',
    taxaEntrega: '6,90',
    pedidoMinimo: '30',
    tempoPreparoPadrao: '25',
    limiteAceiteMin: '8',
    exigePainelAberto: true,
    horarioFuncionamento: fullWeek([]),
  };
  it('requires name, address and phone', () => {
    expect(validateRestaurantData({ ...form, telefone: ' ' })).toEqual({ ok: false, error: 'Nome, Endereço e Telefone são campos obrigatórios.' });
  });
  it('requires every time of an open day', () => {
    const week = fullWeek([]).map((day) => (day.dayIndex === 1 ? { ...day, isOpen: true, periods: [{ open: '11:00', close: '' }] } : day));
    expect(validateRestaurantData({ ...form, horarioFuncionamento: week })).toEqual({
      ok: false,
      error: 'Por favor, preencha todos os horários de abertura e fechamento para os dias marcados como "Aberto".',
    });
  });
  it('reads the fee and the minimum as typed, a blank one as 0', () => {
    expect(validateRestaurantData(form)).toMatchObject({ ok: true, data: { taxaEntrega: 6.9, pedidoMinimo: 30, logo: null } });
    expect(validateRestaurantData({ ...form, taxaEntrega: 'R$ 7.50', pedidoMinimo: '1.234,56' })).toMatchObject({ ok: true, data: { taxaEntrega: 7.5, pedidoMinimo: 1234.56 } });
    expect(validateRestaurantData({ ...form, taxaEntrega: '', pedidoMinimo: ' ' })).toMatchObject({ ok: true, data: { taxaEntrega: 0, pedidoMinimo: 0 } });
    expect(validateRestaurantData({ ...form, taxaEntrega: '200', pedidoMinimo: '5.000,00' })).toMatchObject({ ok: true, data: { taxaEntrega: 200, pedidoMinimo: 5000 } });
  });
  it('refuses unreadable, negative or out-of-range money, naming the field', () => {
    expect(validateRestaurantData({ ...form, taxaEntrega: '-1' })).toEqual({ ok: false, error: 'Taxa de entrega (R$): o valor não pode ser negativo.' });
    expect(validateRestaurantData({ ...form, pedidoMinimo: 'abc' })).toEqual({ ok: false, error: 'Pedido mínimo (R$): valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(validateRestaurantData({ ...form, taxaEntrega: '6,999' })).toEqual({ ok: false, error: 'Taxa de entrega (R$): use no máximo duas casas decimais, por exemplo 19,90.' });
    // The old number field's slip: '6,90' kept as 690.
    expect(validateRestaurantData({ ...form, taxaEntrega: '690' })).toEqual({ ok: false, error: 'Taxa de entrega (R$): informe um valor entre R$\u00a00,00 e R$\u00a0200,00.' });
    expect(validateRestaurantData({ ...form, pedidoMinimo: '5000,01' })).toEqual({ ok: false, error: 'Pedido mínimo (R$): informe um valor entre R$\u00a00,00 e R$\u00a05.000,00.' });
  });
  it('loads the stored fee and minimum as a person types them', () => {
    const restaurant = { id: 'r', nome: 'Cantina', taxaEntrega: 6.9, pedidoMinimo: 1234.5, horarioFuncionamento: [], tempoPreparoPadrao: 25, limiteAceiteMin: 8, exigePainelAberto: true } as unknown as Restaurant;
    expect(restaurantToForm(restaurant)).toMatchObject({ taxaEntrega: '6,90', pedidoMinimo: '1234,50' });
  });
  it('keeps the kitchen settings whole minutes within their limits', () => {
    expect(validateRestaurantData({ ...form, tempoPreparoPadrao: '2' })).toEqual({ ok: false, error: 'O tempo de preparo padrão deve ser de 5 a 180 minutos.' });
    expect(validateRestaurantData({ ...form, limiteAceiteMin: '7,5' })).toEqual({ ok: false, error: 'O prazo para aceitar pedidos deve ser de 3 a 30 minutos.' });
    expect(validateRestaurantData({ ...form, tempoPreparoPadrao: '40', limiteAceiteMin: '5' })).toMatchObject({ ok: true, data: { tempoPreparoPadrao: 40, limiteAceiteMin: 5 } });
  });
  it('leaves one empty period when the last is removed', () => {
    const [sunday] = fullWeek([]);
    expect(removePeriod({ ...sunday!, periods: [{ open: '10:00', close: '12:00' }] }, 0).periods).toEqual([{ open: '', close: '' }]);
  });
  it('fills a full week, Sunday first', () => {
    expect(fullWeek([]).map((day) => day.day)).toEqual(['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']);
  });
});
