import { type Suspension } from './suspension';
import { toDate, toText, type StoredData } from '../shared/stored-values';

/**
 * The suspension map an operator stores on restaurantes/{id} and usuarios/{uid} (suspension.ts) as
 * the console reads it. The app's own reading, which also keeps the overdue-commission flag, is
 * toSuspension in restaurants/store-facts.record.ts, where the home's first load already has it.
 */

/** A stored suspension ({ motivo, em }), or null when the account is not suspended. */
export function suspensionFromData(value: unknown): Suspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as StoredData;
  return { motivo: toText(data.motivo), em: toDate(data.em) };
}

