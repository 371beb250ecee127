import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OpeningHoursEditor } from '@/areas/restaurant/panel/settings/OpeningHoursEditor';
import type { OpeningDay } from '@/domain/restaurants/restaurant';
import { fullWeek } from '@/domain/restaurants/restaurant.form';

const DAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/** The editor as 'Editar Dados' holds it: the week in state, handed to `onWeek` as it changes. */
function Harness({ onWeek, focusOnOpen = false }: { onWeek?: (week: OpeningDay[]) => void; focusOnOpen?: boolean }) {
  const [week, setWeek] = useState(() => fullWeek([]));
  useEffect(() => {
    onWeek?.(week);
  }, [week, onWeek]);
  return <OpeningHoursEditor week={week} onChange={(update) => setWeek(update)} focusOnOpen={focusOnOpen} />;
}

async function fillMonday() {
  const monday = screen.getByRole('group', { name: 'Segunda-feira' });
  await userEvent.click(within(monday).getByRole('checkbox', { name: /^Segunda-feira/ }));
  await userEvent.type(within(monday).getByLabelText('Segunda-feira: abre'), '11:30');
  await userEvent.type(within(monday).getByLabelText('Segunda-feira: fecha'), '15:00');
  await userEvent.click(within(monday).getByRole('button', { name: '+ Adicionar Horário' }));
  await userEvent.type(within(monday).getAllByLabelText('Segunda-feira: abre')[1]!, '18:00');
  await userEvent.type(within(monday).getAllByLabelText('Segunda-feira: fecha')[1]!, '23:00');
  return monday;
}

const lunchAndDinner = [
  { open: '11:30', close: '15:00' },
  { open: '18:00', close: '23:00' },
];

describe('OpeningHoursEditor (issue #36)', () => {
  it("copies Monday's two periods to every day with 'Copiar para todos os dias', and says so", async () => {
    const seen = { week: [] as OpeningDay[] };
    render(<Harness onWeek={(week) => (seen.week = week)} />);
    // A closed day offers no copy: there is nothing to copy yet.
    expect(screen.queryByRole('button', { name: 'Copiar para todos os dias' })).not.toBeInTheDocument();
    const monday = await fillMonday();
    await userEvent.click(within(monday).getByRole('button', { name: 'Copiar para todos os dias' }));

    for (const day of DAYS) {
      const group = screen.getByRole('group', { name: day });
      expect(within(group).getByRole('checkbox', { name: new RegExp(`^${day}`) })).toBeChecked();
      expect(within(group).getAllByLabelText(`${day}: abre`).map((field) => (field as HTMLInputElement).value)).toEqual(['11:30', '18:00']);
      expect(within(group).getAllByLabelText(`${day}: fecha`).map((field) => (field as HTMLInputElement).value)).toEqual(['15:00', '23:00']);
    }
    expect(seen.week.map((day) => [day.isOpen, day.periods])).toEqual(DAYS.map(() => [true, lunchAndDinner]));
    expect(screen.getByRole('status')).toHaveTextContent('Horários de Segunda-feira copiados para todos os dias.');

    // Each day is its own afterwards: changing Friday leaves Monday as it was.
    const friday = screen.getByRole('group', { name: 'Sexta-feira' });
    await userEvent.clear(within(friday).getAllByLabelText('Sexta-feira: fecha')[1]!);
    await userEvent.type(within(friday).getAllByLabelText('Sexta-feira: fecha')[1]!, '23:59');
    expect(seen.week[5]!.periods[1]).toEqual({ open: '18:00', close: '23:59' });
    expect(seen.week[1]!.periods[1]).toEqual({ open: '18:00', close: '23:00' });
  });

  it("'Copiar para…' copies to the days ticked only", async () => {
    const seen = { week: [] as OpeningDay[] };
    render(<Harness onWeek={(week) => (seen.week = week)} />);
    const monday = await fillMonday();
    const choose = within(monday).getByRole('button', { name: 'Copiar para…' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const panel = within(monday).getByRole('group', { name: 'Copiar os horários de Segunda-feira para' });
    // The day it copies from is not offered, and nothing is copied before a day is ticked.
    expect(within(panel).getAllByRole('checkbox').map((box) => box.parentElement?.textContent?.trim())).toEqual(DAYS.filter((day) => day !== 'Segunda-feira'));
    expect(within(panel).getByRole('button', { name: 'Copiar' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Quarta-feira' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sexta-feira' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Copiar' }));

    expect(within(monday).queryByRole('group', { name: 'Copiar os horários de Segunda-feira para' })).not.toBeInTheDocument();
    expect(seen.week.filter((day) => day.isOpen).map((day) => day.day)).toEqual(['Segunda-feira', 'Quarta-feira', 'Sexta-feira']);
    expect(seen.week[3]!.periods).toEqual(lunchAndDinner);
    expect(seen.week[5]!.periods).toEqual(lunchAndDinner);
    expect(screen.getByRole('status')).toHaveTextContent('Horários de Segunda-feira copiados para Quarta-feira e Sexta-feira.');
  });

  it('opened from the checklist, focuses the first day', async () => {
    render(<Harness focusOnOpen />);
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: /^Domingo/ })).toHaveFocus());
  });
});
