import { compactHours, formatClock, isOpenAt } from '../restaurants/opening-hours';
import type { OpeningDay } from '../restaurants/restaurant';
import { DAY_MS, saoPauloDayKey, saoPauloMidnight } from '../shared/sao-paulo-day';
import type { SchedulingSettings } from '../restaurants/scheduling.record';

/**
 * Orders scheduled for later (issue #54, 'Agendar'): the customer chooses a 30-minute slot within
 * the store's hours, today or on the next 2 days, no sooner than the store's own notice; the store
 * turns scheduling on and sets that notice and how many orders a slot takes. iFood tells its
 * partners never to treat a scheduled order as an immediate one: it waits apart ('Agendados') and
 * reaches the board at the slot's start less the preparation time.
 */

export const SLOT_MINUTES = 30;
/** Today and the next 2 days. */
export const SCHEDULE_DAYS = 3;

export const SCHEDULING_MESSAGES = {
  off: 'Este restaurante não aceita pedidos agendados.',
  tooSoon: (notice: number) => `Escolha um horário com pelo menos ${noticeText(notice)} de antecedência.`,
  tooFar: `Dá para agendar para hoje ou para os próximos ${SCHEDULE_DAYS - 1} dias.`,
  notASlot: 'Escolha um dos horários da lista.',
  full: 'Este horário lotou. Escolha outro.',
  closed: (hours: string) => `O restaurante não atende nesse horário. Horários: ${hours}.`,
};

/** '1 h', '45 min', '1 h 30 min'. */
export function noticeText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export interface ScheduleSlot {
  /** When the delivery window starts (and the slot's id: its epoch milliseconds). */
  inicio: Date;
  fim: Date;
  /** São Paulo day, 'YYYY-MM-DD'. */
  dia: string;
}

const SLOT_MS = SLOT_MINUTES * 60_000;
/** The store must be open the whole slot: checked every 5 minutes of it, its last minute included. */
const CHECK_STEP_MS = 5 * 60_000;

/** Whether the store is open from `start` (ms) to the end of its slot. */
export function openThroughout(hours: OpeningDay[], start: number): boolean {
  for (let at = start; at < start + SLOT_MS; at += CHECK_STEP_MS) if (!isOpenAt(hours, new Date(at))) return false;
  return isOpenAt(hours, new Date(start + SLOT_MS - 60_000));
}

/** The first instant after the schedule's last day: midnight in São Paulo, SCHEDULE_DAYS days from today's. */
function scheduleEnd(now: Date): number {
  return saoPauloMidnight(now).getTime() + SCHEDULE_DAYS * DAY_MS;
}

/**
 * The slots a customer may choose at `now`: on the half hour, from `now` plus the store's notice
 * to the end of the schedule's last day, while the store is open the whole slot (a period that
 * crosses midnight in São Paulo time included). `taken` counts orders per slot start (ms); a full
 * slot is left out.
 */
export function scheduleSlots(hours: OpeningDay[], settings: SchedulingSettings, now: Date, taken: ReadonlyMap<number, number> = new Map()): ScheduleSlot[] {
  if (!settings.ativo) return [];
  const earliest = now.getTime() + settings.antecedenciaMin * 60_000;
  const slots: ScheduleSlot[] = [];
  for (let start = Math.ceil(earliest / SLOT_MS) * SLOT_MS; start < scheduleEnd(now); start += SLOT_MS) {
    if (!openThroughout(hours, start) || (taken.get(start) ?? 0) >= settings.capacidadePorHorario) continue;
    slots.push({ inicio: new Date(start), fim: new Date(start + SLOT_MS), dia: saoPauloDayKey(new Date(start)) });
  }
  return slots;
}

/**
 * Whether an order may be scheduled for the slot starting at `start`, checked on the server as
 * the checkout offered it: on, on the half hour, after the notice, within the schedule, the store
 * open the whole slot (else its hours are named), and not full.
 */
export function checkSlot(
  hours: OpeningDay[],
  settings: SchedulingSettings,
  start: Date,
  now: Date,
  takenInSlot: number,
): { ok: true; slot: ScheduleSlot } | { ok: false; message: string } {
  const at = start.getTime();
  if (!settings.ativo) return { ok: false, message: SCHEDULING_MESSAGES.off };
  if (!Number.isFinite(at) || at % SLOT_MS !== 0) return { ok: false, message: SCHEDULING_MESSAGES.notASlot };
  if (at < now.getTime() + settings.antecedenciaMin * 60_000) return { ok: false, message: SCHEDULING_MESSAGES.tooSoon(settings.antecedenciaMin) };
  if (at >= scheduleEnd(now)) return { ok: false, message: SCHEDULING_MESSAGES.tooFar };
  if (!openThroughout(hours, at)) return { ok: false, message: SCHEDULING_MESSAGES.closed(hoursText(hours)) };
  if (takenInSlot >= settings.capacidadePorHorario) return { ok: false, message: SCHEDULING_MESSAGES.full };
  return { ok: true, slot: { inicio: start, fim: new Date(at + SLOT_MS), dia: saoPauloDayKey(start) } };
}

const WEEKDAY_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** 'seg 11:30-15:00 18:00-23:59; ter ...': the week as the refusal names it (closed days left out). */
export function hoursText(hours: OpeningDay[]): string {
  const days = compactHours(hours)
    .map((periods, index) => (periods ? `${WEEKDAY_SHORT[index]} ${periods}` : ''))
    .filter(Boolean);
  return days.length > 0 ? days.join('; ') : 'nenhum horário cadastrado';
}

/** '12:30–13:00': a slot as the customer and the kitchen read it. */
export function slotText(slot: Pick<ScheduleSlot, 'inicio' | 'fim'>): string {
  return `${formatClock(slot.inicio)}–${formatClock(slot.fim)}`;
}

/**
 * When a scheduled order reaches the kitchen's board: the slot's start less the preparation time
 * (the store's usual one), never before now. The unanswered-order deadline counts from then.
 */
export function boardAt(slotStart: Date, prepMinutes: number, now: Date): Date {
  return new Date(Math.max(now.getTime(), slotStart.getTime() - prepMinutes * 60_000));
}

/** 'Hoje', 'Amanhã', else 'qua 02/12': a slot's São Paulo day as the checkout and the kitchen name it. */
export function slotDayLabel(slotStart: Date, now: Date): string {
  const key = saoPauloDayKey(slotStart);
  const today = saoPauloMidnight(now).getTime();
  const day = saoPauloDayKey(new Date(today + DAY_MS / 2));
  if (key === day) return 'Hoje';
  if (key === saoPauloDayKey(new Date(today + DAY_MS + DAY_MS / 2))) return 'Amanhã';
  const [, month, date] = key.split('-');
  const weekday = WEEKDAY_SHORT[new Date(`${key}T12:00:00-03:00`).getUTCDay()];
  return `${weekday} ${date}/${month}`;
}

/** 'Hoje, 12:30–13:00': when a scheduled order is for (its slot of SLOT_MINUTES). */
export function scheduledForText(slotStart: Date, now: Date): string {
  return `${slotDayLabel(slotStart, now)}, ${slotText({ inicio: slotStart, fim: new Date(slotStart.getTime() + SLOT_MS) })}`;
}

/** The slots offered, a group per day in order: what the checkout's 'Horário' lists. */
export function slotsByDay(slots: ScheduleSlot[], now: Date): Array<{ dia: string; label: string; slots: ScheduleSlot[] }> {
  const days: Array<{ dia: string; label: string; slots: ScheduleSlot[] }> = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.dia === slot.dia) last.slots.push(slot);
    else days.push({ dia: slot.dia, label: slotDayLabel(slot.inicio, now), slots: [slot] });
  }
  return days;
}
