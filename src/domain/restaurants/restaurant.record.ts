import { PIX_KEY_TYPES, type PixKeyType } from '../money/pix-key-types';
import type { Restaurant } from './restaurant';
import type { RestaurantPix } from './restaurant-pix';
import type { RestaurantDataInput } from './restaurant.form';
import { openingHoursData, storeFactsFromData } from './store-facts.record';
import { toNullableText, type StoredData } from '../shared/stored-values';

/**
 * A stored restaurant document to the domain's Restaurant: what a customer may see of it
 * (store-facts.record.ts), and its Pix (its contract is private: commercial-terms.record.ts). One mapping for the app's reads and the
 * Functions; the home's cards read only the facts, so their first load carries neither reader.
 */

/** restaurantes/{id}: reads the legacy `name` and defaults fee and minimum to 0. */
export function restaurantFromData(id: string, data: StoredData): Restaurant {
  return {
    ...storeFactsFromData(id, data),
    pix: toPixKey(data.pix),
  };
}

/** The restaurant's Pix; the name and city to show are absent on keys stored by onboarding. */
function toPixKey(value: unknown): RestaurantPix | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tipo, chave, titular, cidade } = value as StoredData;
  if (!(PIX_KEY_TYPES as readonly unknown[]).includes(tipo) || typeof chave !== 'string' || !chave) return null;
  return { tipo: tipo as PixKeyType, chave, titular: toNullableText(titular)?.trim() || null, cidade: toNullableText(cidade)?.trim() || null };
}

/** What the panel's 'Editar Dados do Restaurante' writes on restaurantes/{id}: its week as compact text (openingHoursData). */
export function restaurantDataUpdate<T extends RestaurantDataInput>(data: T): Omit<T, 'horarioFuncionamento'> & { horarioFuncionamento: string } {
  return { ...data, horarioFuncionamento: openingHoursData(data.horarioFuncionamento) };
}
