import { type Suspension } from './suspension';
import { toDate, toText, type StoredData } from '../shared/stored-values';

/**
 * The suspension map an operator stores on restaurantes/{id} and usuarios/{uid} (operator/suspension.ts)
 * read back: the console's reading, and the app's, which also keeps the overdue-commission flag.
 */

/** A stored suspension ({ motivo, em }), or null when the account is not suspended. */
export function suspensionFromData(value: unknown): Suspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as StoredData;
  return { motivo: toText(data.motivo), em: toDate(data.em) };
}

/** A stored suspension: any map marks the restaurant or account suspended, with its reason if any. */
export function toSuspension(value: unknown): Suspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const { motivo, em, inadimplencia } = value as StoredData;
  return { motivo: toText(motivo), em: toDate(em), ...(inadimplencia === true ? { inadimplencia: true } : {}) };
}
