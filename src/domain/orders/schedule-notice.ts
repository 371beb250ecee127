import { formatClock } from '../restaurants/opening-hours';
import type { OpeningDay } from '../restaurants/restaurant';
import { saoPauloDayKey } from '../shared/sao-paulo-day';
import { openThroughout, scheduledForText, slotDayLabel } from './scheduling';

/**
 * A store that closes early or pauses tells its scheduled customers (issue #54): when a pause or
 * new opening hours leave a waiting scheduled order without the kitchen it was promised, its
 * customer is told once (a push, an e-mail, a notice on its page), and may cancel or wait for the
 * store's answer when the order reaches the board.
 */

/** What the customer was told, kept on the order (`avisoAgenda`). */
export type ScheduleNotice =
  /** The kitchen is paused (or closed for the day: 'Até a próxima abertura') when the order would reach it. */
  | { motivo: 'pausa'; ate: Date; chave: string }
  /** The store's new hours leave the slot (or part of it) outside them. */
  | { motivo: 'horario'; chave: string };

/** The store's facts a notice depends on, before and after one write. */
export interface ScheduleFacts {
  horarioFuncionamento: OpeningDay[];
  pausadoAte: Date | null;
}

/** A waiting scheduled order: its slot, and when it reaches the board. */
export interface WaitingSlot {
  agendadoPara: Date;
  liberarEm: Date;
}

/** Whether a pause until `until` (when still on at `now`) holds the kitchen when the order reaches it. */
function pausedAtBoard(until: Date | null, slot: WaitingSlot, now: Date): boolean {
  return until !== null && until.getTime() > now.getTime() && until.getTime() > slot.liberarEm.getTime();
}

/**
 * Whether one write of the store leaves `slot` without its kitchen when it did not before: a pause
 * that now covers the moment the order reaches the board, or hours that no longer cover its slot.
 * Only the change is told: a pause made longer, or hours edited again, after the customer heard
 * is not told twice. `eventKey` names the write (the trigger's event time: the same for a retry).
 */
export function scheduleNoticeFor(before: ScheduleFacts | null, after: ScheduleFacts, slot: WaitingSlot, now: Date, eventKey: string): ScheduleNotice | null {
  if (pausedAtBoard(after.pausadoAte, slot, now) && !pausedAtBoard(before?.pausadoAte ?? null, slot, now)) {
    return { motivo: 'pausa', ate: after.pausadoAte as Date, chave: `pausa-${eventKey}` };
  }
  if (!openThroughout(after.horarioFuncionamento, slot.agendadoPara.getTime()) && (!before || openThroughout(before.horarioFuncionamento, slot.agendadoPara.getTime()))) {
    return { motivo: 'horario', chave: `horario-${eventKey}` };
  }
  return null;
}

/** Whether a write may concern scheduled orders at all: a pause started or moved later, or new hours. Nothing is read otherwise. */
export function mayUnsettleSchedule(before: ScheduleFacts | null, after: ScheduleFacts, now: Date): boolean {
  const pauseUntil = after.pausadoAte?.getTime() ?? 0;
  const pausedLonger = pauseUntil > now.getTime() && pauseUntil > (before?.pausadoAte?.getTime() ?? 0);
  return pausedLonger || (before !== null && JSON.stringify(before.horarioFuncionamento) !== JSON.stringify(after.horarioFuncionamento));
}

/** 'as 15:00', or 'amanhã às 11:30' when the pause ends on another day. */
function untilText(until: Date, now: Date): string {
  if (saoPauloDayKey(until) === saoPauloDayKey(now)) return `as ${formatClock(until)}`;
  return `${slotDayLabel(until, now).toLowerCase()} às ${formatClock(until)}`;
}

/** What changed, for which slot: the push's body, the e-mail's and the order page's first sentence. */
export function scheduleNoticeChange(notice: ScheduleNotice, restaurantName: string, slotStart: Date, now: Date): string {
  const when = scheduledForText(slotStart, now);
  return notice.motivo === 'pausa'
    ? `${restaurantName} pausou os pedidos até ${untilText(notice.ate, now)}, no horário do seu pedido agendado (${when}).`
    : `${restaurantName} mudou o horário de funcionamento e não atende mais no horário do seu pedido agendado (${when}).`;
}

/** What the customer may do about it; `paidOnline`: a cancelled order paid in the app is refunded. */
export function scheduleNoticeChoice(paidOnline: boolean): string {
  const refund = paidOnline ? 'o valor pago pelo app é devolvido' : 'nada é cobrado';
  return `Se preferir, cancele o pedido: ${refund}. Se mantiver, o restaurante confirma quando o pedido chegar à cozinha.`;
}
