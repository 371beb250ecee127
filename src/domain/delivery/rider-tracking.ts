/**
 * The rider on a map (issue #54). While a rider carries an order and their page is open, the
 * browser's position is shared to one tracking document of that order
 * (restaurantes/{id}/pedidos/{orderId}/rastreio/entregador, rider-tracking.record.ts): the customer,
 * the store's team and the operators read it during the leg (claim to delivery) and nobody after;
 * the orders' trigger deletes it when the leg ends. A PWA cannot share from the background, so the
 * rider's page says when it is not sharing, and the customer's map says how old the position is.
 *
 * There is no routing engine here (research/payments-help-tracking.md): the estimate is the
 * straight-line distance times a detour factor at a city's usual speed, updated with each position.
 */

import type { GeoPoint } from './geo-point';

/** The tracking document's id under its order. */
export const TRACKING_DOC = 'entregador';

/** A write at most every 10 s, and only after 30 m of movement: about 6 writes a minute at most, none standing still. */
export const TRACKING_MIN_INTERVAL_MS = 10_000;
export const TRACKING_MIN_MOVE_METERS = 30;
/** What firestore.rules enforces between two writes (a little under the client's pace, for clock drift). */
export const TRACKING_RULES_MIN_SECONDS = 5;

/** Streets are not straight lines: a ride is about 1.4 times the distance as the crow flies. */
export const DETOUR_FACTOR = 1.4;
/** A motorbike's usual speed across a Brazilian city, door to door (lights, traffic, parking). */
export const CITY_SPEED_KMH = 20;

/** A position older than this is shown as old ('posição de 3 min atrás'), not as where the rider is. */
export const STALE_AFTER_MS = 60_000;

const EARTH_RADIUS_METERS = 6_371_000;

/** The distance between two points along the Earth's surface (haversine), in meters. */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The last position written, as the rider's page remembers it. */
export interface SentPosition {
  point: GeoPoint;
  at: number;
}

/** Whether a new fix is worth a write: the first one always; then 10 s after the last and 30 m away from it. */
export function shouldSendPosition(last: SentPosition | null, point: GeoPoint, now: number): boolean {
  if (!last) return true;
  return now - last.at >= TRACKING_MIN_INTERVAL_MS && distanceMeters(last.point, point) >= TRACKING_MIN_MOVE_METERS;
}

/** Where the ride still has to go: to the store first when the order is not picked up yet, then to the customer. */
export interface RideLegs {
  rider: GeoPoint;
  /** The store, while the rider has not picked up yet (null once picked up, or when the store has no point). */
  store: GeoPoint | null;
  /** The customer's door or bairro (null when the order carries no point). */
  destination: GeoPoint | null;
}

/** Minutes left to the door (at least 1), or null without a destination. */
export function minutesToArrive({ rider, store, destination }: RideLegs, speedKmh: number = CITY_SPEED_KMH): number | null {
  if (!destination) return null;
  const straight = store ? distanceMeters(rider, store) + distanceMeters(store, destination) : distanceMeters(rider, destination);
  const minutes = (straight * DETOUR_FACTOR) / ((speedKmh * 1000) / 60);
  return Math.max(1, Math.round(minutes));
}

/** 'Chega em cerca de 8 min' / 'Chegando' for the customer; null without an estimate. */
export function arrivalText(minutes: number | null): string | null {
  if (minutes === null) return null;
  return minutes <= 1 ? 'Chegando' : `Chega em cerca de ${minutes} min`;
}

/**
 * What a viewer is told of the rider's way: the customer, the distance to their door and the
 * minutes to it (through the store before pickup); the kitchen, before pickup, the distance and
 * minutes to its counter, then the distance to the customer. Nulls where a point is missing.
 */
export function riderWay(viewer: 'cliente' | 'loja', legs: RideLegs & { pickedUp: boolean }): { meters: number | null; where: string; estimate: string | null } {
  const { rider, store, destination, pickedUp } = legs;
  if (viewer === 'loja' && !pickedUp) {
    const minutes = minutesToArrive({ rider, store: null, destination: store });
    return {
      meters: store ? distanceMeters(rider, store) : null,
      where: 'da loja',
      estimate: minutes === null ? null : minutes <= 1 ? 'Chegando à loja' : `Chega à loja em cerca de ${minutes} min`,
    };
  }
  return {
    meters: destination ? distanceMeters(rider, destination) : null,
    where: viewer === 'loja' ? 'do cliente' : 'de você',
    estimate: arrivalText(minutesToArrive({ rider, store: pickedUp ? null : store, destination })),
  };
}

/** '1,2 km' or '350 m': a distance as people say it. */
export function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  return `${(Math.round(meters / 100) / 10).toFixed(1).replace('.', ',')} km`;
}

/** 'posição de agora' within a minute, else 'posição de 3 min atrás': how old the rider's pin is. */
export function positionAgeText(at: Date, now: Date): string {
  const age = now.getTime() - at.getTime();
  if (age < STALE_AFTER_MS) return 'posição de agora';
  const minutes = Math.floor(age / 60_000);
  return minutes < 60 ? `posição de ${minutes} min atrás` : `posição de ${Math.floor(minutes / 60)} h atrás`;
}
