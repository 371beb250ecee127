import type { Suspension } from './moderation';
import { toDate, toText } from './stored-values';

/**
 * A stored `suspenso` (on restaurantes/{id} or usuarios/{uid}, written by setSuspension): the
 * operator's reason and when. Anything that is not an object reads as not suspended; an object
 * without a reason still is a suspension (the rules and the callables test `suspenso != null`).
 */
export function readSuspension(raw: unknown): Suspension | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { motivo, em } = raw as Record<string, unknown>;
  return { motivo: toText(motivo).trim() || 'Não informado', em: toDate(em) };
}
