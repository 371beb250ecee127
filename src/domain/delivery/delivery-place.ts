import type { Address } from './address';
import { foldPlace, type DeliveryPlace } from './delivery-areas';
import type { CityDirectoryEntry } from '../discovery/discovery-index';

/**
 * Where the customer is, for pricing the delivery before checkout (issue #26): the chosen saved
 * address, or a bairro and city picked on the home page without signing in.
 */

/** The city offered first when none of the restaurants says its own. */
export const DEFAULT_CITY = 'São Paulo';

/** The longest bairro or city kept (as an address's fields, ORDER_TEXT_LIMITS). */
export const PLACE_TEXT_MAX = 80;

/** A stored place, read defensively: two non-empty texts, else null. */
export function toDeliveryPlace(raw: unknown): DeliveryPlace | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { bairro, cidade } = raw as Record<string, unknown>;
  if (typeof bairro !== 'string' || typeof cidade !== 'string') return null;
  const place = { bairro: bairro.trim().slice(0, PLACE_TEXT_MAX), cidade: cidade.trim().slice(0, PLACE_TEXT_MAX) };
  return place.bairro && place.cidade ? place : null;
}

export function placeOfAddress(address: Pick<Address, 'bairro' | 'cidade'>): DeliveryPlace {
  return { bairro: address.bairro.trim(), cidade: address.cidade.trim() };
}

/** The place chooser's cities, from the cities directory (cidades/), or the default city when it is empty. */
export function directoryCities(entries: ReadonlyArray<Pick<CityDirectoryEntry, 'nome'>>): string[] {
  return entries.length === 0 ? [DEFAULT_CITY] : entries.map((entry) => entry.nome);
}

/** The bairros the directory knows in `cidade` (typed in any case or accent): the chooser's suggestions. */
export function directoryBairros(entries: ReadonlyArray<Pick<CityDirectoryEntry, 'nome' | 'bairros'>>, cidade: string): string[] {
  return entries.find((entry) => foldPlace(entry.nome) === foldPlace(cidade))?.bairros ?? [];
}
