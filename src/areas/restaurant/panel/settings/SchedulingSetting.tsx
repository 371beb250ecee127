import { useState } from 'react';
import { noticeText } from '@/domain/orders/scheduling';
import { SCHEDULING_CAPACITY_RANGE, SCHEDULING_NOTICE_RANGE, type SchedulingSettings } from '@/domain/restaurants/scheduling.record';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useSaveScheduling } from './use-settings-writes';

const NOTICE_MESSAGE = `De ${SCHEDULING_NOTICE_RANGE.min} a ${SCHEDULING_NOTICE_RANGE.max} minutos.`;
const CAPACITY_MESSAGE = `De ${SCHEDULING_CAPACITY_RANGE.min} a ${SCHEDULING_CAPACITY_RANGE.max} pedidos.`;

/** A whole number typed within `range`, or null. */
function wholeWithin(text: string, range: { min: number; max: number }): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;
}

/**
 * 'Pedidos agendados' in 'Editar Dados' (issue #54, domain/orders/scheduling.ts): on, customers may
 * choose a 30-minute slot within the store's hours, today or on the next 2 days, no sooner than
 * the notice; each slot takes at most so many orders. Saved with its own button; what was typed
 * stays when it cannot be saved.
 */
export function SchedulingSetting({ restaurant }: { restaurant: Restaurant }) {
  const stored = restaurant.agendamento;
  const [ativo, setAtivo] = useState(stored?.ativo === true);
  const [notice, setNotice] = useState(String(stored?.antecedenciaMin ?? 60));
  const [capacity, setCapacity] = useState(String(stored?.capacidadePorHorario ?? 5));
  const [tried, setTried] = useState(false);
  const { save, pending, error } = useSaveScheduling(restaurant.id);
  const noticeValue = wholeWithin(notice, SCHEDULING_NOTICE_RANGE);
  const capacityValue = wholeWithin(capacity, SCHEDULING_CAPACITY_RANGE);

  function submit() {
    setTried(true);
    if (noticeValue === null || capacityValue === null) return;
    const next: SchedulingSettings = { ativo, antecedenciaMin: noticeValue, capacidadePorHorario: capacityValue };
    void save(next);
  }

  return (
    <section className="areas-summary span-2 scheduling-setting" aria-labelledby="scheduling-setting-title">
      <div>
        <h3 id="scheduling-setting-title">Pedidos agendados</h3>
        <p className="hint">
          O cliente escolhe um horário de 30 minutos para hoje ou os próximos 2 dias, dentro do seu horário de funcionamento. O pedido fica em 'Agendados' e chega ao quadro no
          horário menos o tempo de preparo.
        </p>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      <label className="check-row">
        <input type="checkbox" checked={ativo} onChange={(event) => setAtivo(event.target.checked)} /> Aceitar pedidos agendados
      </label>
      <TextField
        label="Antecedência mínima (min)"
        name="antecedenciaMin"
        type="number"
        inputMode="numeric"
        min={SCHEDULING_NOTICE_RANGE.min}
        max={SCHEDULING_NOTICE_RANGE.max}
        step="1"
        value={notice}
        onChange={(event) => setNotice(event.target.value)}
        error={tried && noticeValue === null ? NOTICE_MESSAGE : null}
        hint={noticeValue !== null ? `O cliente agenda com pelo menos ${noticeText(noticeValue)} de antecedência.` : null}
      />
      <TextField
        label="Pedidos por horário"
        name="capacidadePorHorario"
        type="number"
        inputMode="numeric"
        min={SCHEDULING_CAPACITY_RANGE.min}
        max={SCHEDULING_CAPACITY_RANGE.max}
        step="1"
        value={capacity}
        onChange={(event) => setCapacity(event.target.value)}
        error={tried && capacityValue === null ? CAPACITY_MESSAGE : null}
      />
      <Button size="sm" variant="secondary" busy={pending} onClick={submit}>
        Salvar agendamento
      </Button>
    </section>
  );
}
