import { toDate, type StoredData } from '../shared/stored-values';
import type { StoredConfirmations } from './rider-settlements';

/** The two sides' confirmations of a rider's settlement (rider-settlements.ts), read back: a malformed side reads as not confirmed. */

export function confirmationsFromData(data: StoredData | undefined): StoredConfirmations {
  const confirmations: StoredConfirmations = {};
  for (const side of ['entregador', 'restaurante'] as const) {
    const value = data?.[side] as StoredData | null | undefined;
    if (value && typeof value.entregas === 'number' && typeof value.liquido === 'number') {
      confirmations[side] = { entregas: value.entregas, liquido: value.liquido, em: toDate(value.em) };
    }
  }
  return confirmations;
}
