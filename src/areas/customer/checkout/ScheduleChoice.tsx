import { noticeText, slotsByDay, slotText, type ScheduleSlot } from '@/domain/orders/scheduling';
import { SelectField } from '@/ui/SelectField';

/**
 * 'Quando?' (issue #54), where the store takes scheduled orders: 'Agora', or 'Agendar' and one of
 * its 30-minute slots (domain/orders/scheduling.ts: within its hours, today or the next 2 days,
 * after its notice: `slots`). `value` is the chosen slot's start, null for now. A store not taking
 * orders now offers only 'Agendar'. The server checks the slot again, and its capacity.
 */
export function ScheduleChoice({
  slots,
  noticeMin,
  now,
  openNow,
  pickup,
  value,
  disabled,
  onChange,
}: {
  slots: ScheduleSlot[];
  noticeMin: number;
  now: Date;
  openNow: boolean;
  pickup: boolean;
  value: Date | null;
  disabled: boolean;
  onChange: (slot: Date | null) => void;
}) {
  const days = slotsByDay(slots, now);
  const options = days.flatMap((day) => day.slots.map((slot) => ({ value: String(slot.inicio.getTime()), label: `${day.label}, ${slotText(slot)}` })));
  const first = days[0]?.slots[0]?.inicio ?? null;
  // A slot chosen earlier that is no longer offered (its notice passed): the list's own value is empty.
  const chosen = value && options.some((option) => option.value === String(value.getTime())) ? String(value.getTime()) : '';

  return (
    <fieldset className="payment-options schedule-choice">
      <legend>Quando?</legend>
      <label className="payment-option">
        <input type="radio" name="quando" value="agora" checked={value === null} disabled={disabled || !openNow} onChange={() => onChange(null)} />
        <span>
          <strong>Agora</strong>
          <small>{openNow ? 'O restaurante prepara assim que aceitar' : 'O restaurante não está recebendo pedidos agora'}</small>
        </span>
      </label>
      <label className="payment-option">
        <input type="radio" name="quando" value="agendar" checked={value !== null} disabled={disabled || !first} onChange={() => onChange(first)} />
        <span>
          <strong>Agendar</strong>
          <small>{first ? `Para hoje ou os próximos 2 dias, com pelo menos ${noticeText(noticeMin)} de antecedência` : 'Nenhum horário livre nos próximos dias'}</small>
        </span>
      </label>
      {value !== null ? (
        <SelectField
          label={pickup ? 'Horário da retirada' : 'Horário da entrega'}
          name="horario"
          placeholder={chosen ? null : 'Escolha um horário'}
          options={options}
          value={chosen}
          disabled={disabled}
          error={chosen ? null : 'Escolha um dos horários da lista.'}
          onChange={(event) => onChange(event.target.value ? new Date(Number(event.target.value)) : value)}
        />
      ) : null}
    </fieldset>
  );
}
