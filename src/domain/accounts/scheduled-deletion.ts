import { toDate, toText, type StoredData } from '../shared/stored-values';

/*
 * The profile's side of 'Excluir minha conta' (account-deletion.ts), on its own: every session
 * reads the profile (user.record.ts), and a visitor's first load should not carry the texts and
 * rules of the deletion with it.
 */

/** What usuarios/{uid}.exclusao holds while a deletion is scheduled. */
export interface ScheduledDeletion {
  pedidaEm: Date | null;
  efetivaEm: Date;
  motivo: string;
}

export function toScheduledDeletion(value: unknown): ScheduledDeletion | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as StoredData;
  const efetivaEm = toDate(data.efetivaEm);
  return efetivaEm ? { pedidaEm: toDate(data.pedidaEm), efetivaEm, motivo: toText(data.motivo) } : null;
}
