import { saoPauloDayKey } from '../shared/sao-paulo-day';
import type { Centavos } from '../shared/money';
import type { HelpCase } from './help-case.record';
import type { HelpLiable } from './help-case';

/**
 * 'Atendimento''s figures (issue #53): per month (São Paulo), how many cases were opened, by store
 * and by rider, how long the first answer took, and what was given back by who bore it. Kept by a
 * trigger on each case's writes (functions/src/help/help-figures.ts), each event counted once, in
 * indicadoresAjuda/{YYYY-MM}; the console reads the month's document, never the cases.
 */

export const HELP_FIGURES = 'indicadoresAjuda';
/** Under a month: the events it counted ('{caseId}_{event}'), so a retried trigger counts none twice. */
export const COUNTED_HELP_EVENTS = 'aplicados';

export function helpMonthOf(instant: Date): string {
  return saoPauloDayKey(instant).slice(0, 7);
}

/** What one write of a case adds to the figures of its month (the month it was opened). */
export type HelpFigureEvent =
  | { kind: 'aberto'; restaurantId: string; restaurantName: string; entregadorId: string; entregadorNome: string }
  | { kind: 'respondido'; minutos: number }
  | { kind: 'decidido'; responsavel: HelpLiable; valor: Centavos };

/** The events between `before` and `after` (null: not there), each with its key for counting it once. */
export function helpFigureEvents(before: HelpCase | null, after: HelpCase | null): Array<{ key: string; event: HelpFigureEvent }> {
  if (!after) return [];
  const events: Array<{ key: string; event: HelpFigureEvent }> = [];
  if (!before) events.push({ key: 'aberto', event: { kind: 'aberto', restaurantId: after.restaurantId, restaurantName: after.restaurantName, entregadorId: after.entregadorId, entregadorNome: after.entregadorNome } });
  if (after.primeiraRespostaEm && !before?.primeiraRespostaEm && after.abertoEm) {
    events.push({ key: 'respondido', event: { kind: 'respondido', minutos: Math.max(0, Math.round((after.primeiraRespostaEm.getTime() - after.abertoEm.getTime()) / 60_000)) } });
  }
  if (after.decisao && !before?.decisao && after.decisao.responsavel) {
    events.push({ key: 'decidido', event: { kind: 'decidido', responsavel: after.decisao.responsavel, valor: after.decisao.valor } });
  }
  return events;
}

/** A month's figures, as the console reads them. */
export interface HelpFigures {
  mes: string;
  casos: number;
  porLoja: Array<{ restaurantId: string; nome: string; casos: number }>;
  porEntregador: Array<{ uid: string; nome: string; casos: number }>;
  /** The minutes to the first answer (the store's or Sabor's), summed, and how many were answered. */
  primeiraResposta: { soma: number; n: number };
  /** What was given back, centavos, and how many decisions named each party. */
  reembolsos: Record<HelpLiable, Centavos>;
  decisoes: Record<HelpLiable, number>;
}

/** '12 min', or '—' before any answer. */
export function averageAnswerText(first: HelpFigures['primeiraResposta']): string {
  if (first.n === 0) return '—';
  const minutes = Math.round(first.soma / first.n);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Cases per 100 orders ('2,5'), or '—' without orders. */
export function casesPer100(cases: number, orders: number): string {
  if (orders <= 0) return '—';
  return ((cases / orders) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}
