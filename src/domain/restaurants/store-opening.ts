import { isAvailableNow, type Product } from '../catalog/catalog';
import { parseTime } from './opening-hours';
import type { OpeningDay, Restaurant } from './restaurant';

/** What a new restaurant must have before customers see it ('Abrir minha loja'). */
export interface StoreReadiness {
  hasHours: boolean;
  hasAvailableProduct: boolean;
  /** Informative: a fee of R$ 0,00 is allowed (free delivery), but the owner should look at it. */
  feeReviewed: boolean;
  hasPixKey: boolean;
}

export const STORE_CHECKLIST: Array<{ key: keyof StoreReadiness; label: string; required: boolean }> = [
  { key: 'hasHours', label: 'Cadastre os horários de funcionamento', required: true },
  { key: 'hasAvailableProduct', label: 'Cadastre pelo menos um produto disponível', required: true },
  { key: 'feeReviewed', label: 'Confira a taxa de entrega e o pedido mínimo', required: false },
  { key: 'hasPixKey', label: 'Informe a chave Pix para receber na entrega', required: false },
];

/** At least one open day with a period whose times read: the shop can open at some hour. */
export function hasOpeningHours(days: OpeningDay[]): boolean {
  return days.some((day) => day.isOpen && day.periods.some((period) => parseTime(period.open) !== null && parseTime(period.close) !== null));
}

/** At least one product a customer could order now (available and not sold out today). */
export function hasAvailableProduct(products: Array<Pick<Product, 'disponivel' | 'esgotadoAte'>>, now: Date): boolean {
  return products.some((product) => isAvailableNow(product, now));
}

export function storeCanOpen(readiness: Pick<StoreReadiness, 'hasHours' | 'hasAvailableProduct'>): boolean {
  return readiness.hasHours && readiness.hasAvailableProduct;
}

export const STORE_NOT_READY_MESSAGE = 'Para abrir a loja, cadastre os horários de funcionamento e pelo menos um produto disponível.';

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
