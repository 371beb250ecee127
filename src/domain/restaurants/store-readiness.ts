import type { Product } from '../catalog/catalog';
import { hasAvailableProduct, hasOpeningHours, type StoreReadiness } from '../operator/moderation';
import type { Restaurant } from './restaurant';

/**
 * The owner's first-day checklist at `now` (issue #24), ticked from live data with the rules
 * openStore applies (STORE_CHECKLIST, storeCanOpen). The fee and the minimum count as reviewed
 * once either is above zero: the approval starts both at R$ 0,00, so that is the owner's doing (a
 * shop that really charges neither just leaves this recommended item open).
 */
export function storeReadiness(restaurant: Pick<Restaurant, 'horarioFuncionamento' | 'taxaEntrega' | 'pedidoMinimo' | 'pix'>, products: Product[], now: Date): StoreReadiness {
  return {
    hasHours: hasOpeningHours(restaurant.horarioFuncionamento),
    hasAvailableProduct: hasAvailableProduct(products, now),
    feeReviewed: restaurant.taxaEntrega > 0 || restaurant.pedidoMinimo > 0,
    hasPixKey: restaurant.pix !== null,
  };
}
