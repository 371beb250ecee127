import { isAvailableNow, type Product } from '../catalog/catalog';
import { parseTime } from './opening-hours';
import type { DeliveryAreas } from '../delivery/delivery-areas';
import type { OpeningDay, Restaurant } from './restaurant';

/** What a new restaurant must have before customers see it ('Abrir minha loja'). */
export interface StoreReadiness {
  hasHours: boolean;
  hasAvailableProduct: boolean;
  /** It delivers somewhere: its owner saved bairros with their fees (a new store serves none until then; issue #36). */
  hasDeliveryAreas: boolean;
  hasPixKey: boolean;
}

export const STORE_CHECKLIST: Array<{ key: keyof StoreReadiness; label: string; required: boolean }> = [
  { key: 'hasHours', label: 'Cadastre os horários de funcionamento', required: true },
  { key: 'hasAvailableProduct', label: 'Cadastre pelo menos um produto disponível', required: true },
  { key: 'hasDeliveryAreas', label: 'Defina os bairros de entrega e as taxas', required: true },
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

/**
 * The store delivers somewhere: a bairro listed, or its other bairros served. Areas null are a
 * restaurant from before delivery areas, which delivers everywhere at one fee.
 */
export function deliversSomewhere(areas: DeliveryAreas | null): boolean {
  return areas === null || areas.bairros.length > 0 || areas.outrosBairros;
}

export function storeCanOpen(readiness: Pick<StoreReadiness, 'hasHours' | 'hasAvailableProduct' | 'hasDeliveryAreas'>): boolean {
  return readiness.hasHours && readiness.hasAvailableProduct && readiness.hasDeliveryAreas;
}

export const STORE_NOT_READY_MESSAGE = 'Para abrir a loja, cadastre os horários de funcionamento, os bairros de entrega e pelo menos um produto disponível.';

/**
 * The owner's first-day checklist at `now` (issues #24, #36), ticked from live data with the rules
 * openStore applies (STORE_CHECKLIST, storeCanOpen).
 */
export function storeReadiness(restaurant: Pick<Restaurant, 'horarioFuncionamento' | 'areasEntrega' | 'pix'>, products: Product[], now: Date): StoreReadiness {
  return {
    hasHours: hasOpeningHours(restaurant.horarioFuncionamento),
    hasAvailableProduct: hasAvailableProduct(products, now),
    hasDeliveryAreas: deliversSomewhere(restaurant.areasEntrega),
    hasPixKey: restaurant.pix !== null,
  };
}
