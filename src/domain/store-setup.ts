import type { Product } from './catalog';
import { hasAvailableProduct, hasOpeningHours, type StoreReadiness, type Suspension } from './moderation';
import { PIX_KEY_TYPES, type PixKey } from './pix-key';
import type { OpeningDay } from './restaurant';
import { toText } from './stored-values';
import { readSuspension } from './suspension';

/**
 * What restaurantes/{id} says about a shop's place in the marketplace (issue #24), beside its
 * catalogue data: whether its owner opened it to customers, whether the operator suspended it, the
 * Pix key from its application, and whether the owner has saved its delivery fee and minimum.
 */
export interface StoreSetup {
  /** The owner tapped 'Abrir minha loja' (openStore). */
  publicado: boolean;
  suspenso: Suspension | null;
  pix: PixKey | null;
  /**
   * Both taxaEntrega and pedidoMinimo are stored numbers: written by 'Editar Dados' (the approval
   * leaves them out, so a new shop starts unreviewed; legacy shops have them).
   */
  feeSaved: boolean;
}

function readPixKey(raw: unknown): PixKey | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { tipo, chave } = raw as Record<string, unknown>;
  const key = toText(chave).trim();
  return (PIX_KEY_TYPES as readonly unknown[]).includes(tipo) && key ? { tipo: tipo as PixKey['tipo'], chave: key } : null;
}

/** restaurantes/{id} -> StoreSetup. A shop without `publicado` predates issue #24: it was always open. */
export function storeSetupFromData(data: Record<string, unknown>): StoreSetup {
  return {
    publicado: data.publicado !== false,
    suspenso: readSuspension(data.suspenso),
    pix: readPixKey(data.pix),
    feeSaved: typeof data.taxaEntrega === 'number' && typeof data.pedidoMinimo === 'number',
  };
}

/** The first-day checklist at `now`, ticked from live data with the rules openStore applies (STORE_CHECKLIST, storeCanOpen). */
export function storeReadiness(hours: OpeningDay[], products: Product[], setup: StoreSetup, now: Date): StoreReadiness {
  return {
    hasHours: hasOpeningHours(hours),
    hasAvailableProduct: hasAvailableProduct(products, now),
    feeReviewed: setup.feeSaved,
    hasPixKey: setup.pix !== null,
  };
}
