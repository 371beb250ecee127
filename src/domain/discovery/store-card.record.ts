import { storeFactsFromData } from '../restaurants/store-facts.record';
import type { StoredData } from '../shared/stored-values';
import type { StoreCard } from './storefront';

/** vitrines/{id}, a store's shop window (storefront.ts), read back as the home's card. */

/** JSON text read back; anything else, or malformed, reads as nothing. */
function fromJson(value: unknown): unknown {
  try {
    return typeof value === 'string' ? JSON.parse(value) : null;
  } catch {
    return null;
  }
}

/**
 * vitrines/{id} to the card the home shows: read as a restaurant, so the defaults and the checks
 * of what is stored are the same (its week is the restaurant's own compact text; the fields a
 * window does not hold read as a restaurant without them: no Pix, no team).
 */
export function storeCardFromData(id: string, data: StoredData): StoreCard {
  // Only listed, unsuspended restaurants have a readable window (see `listado` above).
  return { ...storeFactsFromData(id, { ...data, areasEntrega: fromJson(data.areas), cuponsDivulgados: fromJson(data.cupons), horarioFuncionamento: typeof data.horario === 'string' ? data.horario : [] }), suspenso: null };
}
