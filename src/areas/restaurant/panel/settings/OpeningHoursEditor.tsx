import { useEffect, useId, useRef, useState } from 'react';
import type { OpeningDay } from '@/domain/restaurants/restaurant';
import { copyDayPeriods, EVERY_DAY, MAX_DAY_PERIODS, removePeriod } from '@/domain/restaurants/restaurant.form';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import './settings.css';

type WeekUpdate = (update: (week: OpeningDay[]) => OpeningDay[]) => void;

/** 'Segunda-feira', 'Segunda-feira e Quarta-feira', 'Segunda-feira, Terça-feira e Sexta-feira'. */
function dayList(days: OpeningDay[]): string {
  const names = days.map((day) => day.day);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** 'Copiar para…': the other days as checkboxes, and the copy to the ones ticked. */
function CopyToDays({ day, week, onCopy, onClose }: { day: OpeningDay; week: OpeningDay[]; onCopy: (toDays: number[]) => void; onClose: () => void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const others = week.filter((other) => other.dayIndex !== day.dayIndex);
  const toggle = (dayIndex: number, on: boolean) => setChosen((current) => (on ? [...current, dayIndex] : current.filter((item) => item !== dayIndex)));
  return (
    <fieldset className="hours-editor__copy">
      <legend>Copiar os horários de {day.day} para</legend>
      <div className="hours-editor__copy-days">
        {others.map((other) => (
          <label key={other.key} className="hours-editor__copy-day">
            <input type="checkbox" checked={chosen.includes(other.dayIndex)} onChange={(event) => toggle(other.dayIndex, event.target.checked)} /> {other.day}
          </label>
        ))}
      </div>
      <div className="hours-editor__actions">
        <Button size="sm" disabled={chosen.length === 0} onClick={() => onCopy(chosen)}>
          Copiar
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </fieldset>
  );
}

/** One day: open or closed, its periods, adding one, and copying them to other days. */
function DayHours({ day, week, update, onCopied }: { day: OpeningDay; week: OpeningDay[]; update: WeekUpdate; onCopied: (text: string) => void }) {
  const labelId = useId();
  const copyId = useId();
  const [choosing, setChoosing] = useState(false);
  const setDay = (change: (current: OpeningDay) => OpeningDay) =>
    update((current) => current.map((item) => (item.dayIndex === day.dayIndex ? change(item) : item)));
  const setPeriod = (index: number, field: 'open' | 'close', value: string) =>
    setDay((current) => ({ ...current, periods: current.periods.map((item, position) => (position === index ? { ...item, [field]: value } : item)) }));
  const copy = (toDays: readonly number[], told: string) => {
    update((current) => copyDayPeriods(current, day.dayIndex, toDays));
    setChoosing(false);
    onCopied(`Horários de ${day.day} copiados para ${told}.`);
  };

  return (
    <div className="hours-editor__day" role="group" aria-labelledby={labelId}>
      <label className="hours-editor__open">
        <input type="checkbox" checked={day.isOpen} onChange={(event) => setDay((current) => ({ ...current, isOpen: event.target.checked }))} />
        <strong id={labelId}>{day.day}</strong> <span className="muted">{day.isOpen ? 'Aberto' : 'Fechado'}</span>
      </label>
      {day.isOpen ? (
        <div className="hours-editor__periods">
          {day.periods.map((period, index) => (
            <div key={index} className="hours-editor__period">
              <TextField label={`${day.day}: abre`} type="time" value={period.open} onChange={(event) => setPeriod(index, 'open', event.target.value)} />
              <TextField label={`${day.day}: fecha`} type="time" value={period.close} onChange={(event) => setPeriod(index, 'close', event.target.value)} />
              <Button size="sm" variant="ghost" aria-label={`Remover horário ${index + 1} de ${day.day}`} onClick={() => setDay((current) => removePeriod(current, index))}>
                Remover
              </Button>
            </div>
          ))}
          <div className="hours-editor__actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={day.periods.length >= MAX_DAY_PERIODS}
              onClick={() => setDay((current) => ({ ...current, periods: [...current.periods, { open: '', close: '' }] }))}
            >
              + Adicionar Horário
            </Button>
            <Button size="sm" variant="secondary" onClick={() => copy(EVERY_DAY, 'todos os dias')}>
              Copiar para todos os dias
            </Button>
            <Button size="sm" variant="ghost" aria-expanded={choosing} aria-controls={choosing ? copyId : undefined} onClick={() => setChoosing((open) => !open)}>
              Copiar para…
            </Button>
          </div>
          {choosing ? (
            <div id={copyId}>
              <CopyToDays
                day={day}
                week={week}
                onCopy={(toDays) => copy(toDays, dayList(week.filter((other) => toDays.includes(other.dayIndex))))}
                onClose={() => setChoosing(false)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Horário de funcionamento' (SPEC.md section 5): each day open or closed with its periods, and
 * one day's periods copied to every day or to the days chosen (issue #36: a new store filled 14
 * time fields one by one). With `focusOnOpen` (the opening checklist's 'Definir horários') it
 * brings itself into view with the first day's box focused, instead of the top of 'Editar Dados'.
 */
export function OpeningHoursEditor({ week, onChange, focusOnOpen = false }: { week: OpeningDay[]; onChange: WeekUpdate; focusOnOpen?: boolean }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => {
    if (!focusOnOpen) return;
    // After the dialog's own first focus (its effect runs after this one, on its close button).
    const frame = window.requestAnimationFrame(() => {
      const fieldset = ref.current;
      if (!fieldset) return;
      if (typeof fieldset.scrollIntoView === 'function') fieldset.scrollIntoView({ block: 'start' });
      fieldset.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusOnOpen]);

  return (
    <fieldset ref={ref} className="hours-editor">
      <legend>Horário de funcionamento</legend>
      {week.map((day) => (
        <DayHours key={day.key} day={day} week={week} update={onChange} onCopied={setCopied} />
      ))}
      {/* Inside the dialog, where it is read aloud: the days copied to may be out of sight. */}
      <p className="hint hours-editor__copied" role="status">
        {copied}
      </p>
    </fieldset>
  );
}
