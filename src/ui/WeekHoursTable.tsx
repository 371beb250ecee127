import { describeDay, localWeekdayAndMinute } from '@/domain/restaurants/opening-hours';
import type { OpeningDay } from '@/domain/restaurants/restaurant';

/** A store's week of hours, today (in São Paulo) in bold: the menu's header and where a pickup is collected. */
export function WeekHoursTable({ days }: { days: readonly OpeningDay[] }) {
  if (days.length === 0) return <p className="hint">Horário não informado.</p>;
  const today = localWeekdayAndMinute(new Date()).weekday;
  return (
    <table className="hours-table" aria-label="Horário de funcionamento">
      <tbody>
        {days.map((day) => (
          <tr key={day.key} className={day.dayIndex === today ? 'hours-table__today' : undefined}>
            <th scope="row">{day.day}</th>
            <td>{describeDay(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
