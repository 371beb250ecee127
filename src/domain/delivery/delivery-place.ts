import type { Address } from './address';
import { foldPlace, type DeliveryPlace } from './delivery-areas';

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

/**
 * The city the place chooser starts in: the chosen place's, else the customer's first saved
 * address's, else São Paulo, else the first open city (a São Paulo customer is never offered Rio
 * first because it comes first in the alphabet). Only open cities; '' while none is known.
 */
export function startingCity(openCities: readonly string[], known: ReadonlyArray<string | null | undefined>): string {
  for (const candidate of [...known, DEFAULT_CITY]) {
    const found = candidate ? openCities.find((name) => foldPlace(name) === foldPlace(candidate)) : undefined;
    if (found) return found;
  }
  return openCities[0] ?? '';
}
