import { useState, type FormEvent } from 'react';
import { describeRange, periodFromInputs, presetRange, type PeriodPreset } from '@/domain/sales/report-periods';
import { rangeInputs, type DateRange } from '@/domain/shared/date-range';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import '@/ui/chip-bar.css';

export interface AdminPeriod {
  preset: PeriodPreset;
  range: DateRange;
}

/** The dashboard opens on this month: what the restaurants are billed for. */
export function initialAdminPeriod(now: Date): AdminPeriod {
  return { preset: 'mes', range: presetRange('mes', now) };
}

const PRESETS: ReadonlyArray<{ value: PeriodPreset; label: string }> = [
  { value: 'hoje', label: 'Hoje' },
  { value: 'mes', label: 'Este mês' },
  { value: 'personalizado', label: 'Personalizado' },
];

/**
 * The period of the dashboard's figures, chart and CSV: 'Hoje', 'Este mês' (São Paulo days), or
 * 'Personalizado' with 'Data Início' and 'Data Fim' (the restaurant report's rules and messages).
 */
export function AdminPeriodFilter({ period, onChange }: { period: AdminPeriod; onChange: (period: AdminPeriod) => void }) {
  const [custom, setCustom] = useState(period.preset === 'personalizado');
  const [inputs, setInputs] = useState(() => rangeInputs(period.range));
  const [error, setError] = useState<string | null>(null);
  const pressed: PeriodPreset = custom ? 'personalizado' : period.preset;

  function choose(preset: PeriodPreset) {
    setError(null);
    if (preset === 'personalizado') {
      // Start from the period on screen; nothing changes until 'Aplicar Filtro'.
      setInputs(rangeInputs(period.range));
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ preset, range: presetRange(preset, new Date()) });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const result = periodFromInputs(inputs.start, inputs.end);
    if (!result.ok) return setError(result.error);
    setError(null);
    onChange({ preset: 'personalizado', range: result.range });
  }

  return (
    <section className="card admin-period" aria-labelledby="admin-period-title">
      <div className="admin-period__head">
        <h2 id="admin-period-title" className="admin-period__title">
          Período
        </h2>
        <div className="admin-period__choices" role="group" aria-label="Período">
          {PRESETS.map((preset) => (
            <button key={preset.value} type="button" className="chip" aria-pressed={pressed === preset.value} onClick={() => choose(preset.value)}>
              {preset.label}
            </button>
          ))}
        </div>
        <p className="admin-period__current" aria-live="polite">
          <span className="hint">Mostrando </span>
          <strong>{describeRange(period.range)}</strong>
        </p>
      </div>
      {custom ? (
        <form className="admin-period__form" onSubmit={apply} noValidate>
          <TextField label="Data Início" type="date" name="inicio" value={inputs.start} onChange={(event) => setInputs({ ...inputs, start: event.target.value })} />
          <TextField label="Data Fim" type="date" name="fim" value={inputs.end} onChange={(event) => setInputs({ ...inputs, end: event.target.value })} />
          <Button type="submit">Aplicar Filtro</Button>
        </form>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </section>
  );
}
