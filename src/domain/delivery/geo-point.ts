/**
 * A place on the map (issue #54): the store's, the customer's door, the rider's. Its own small
 * module: the records of restaurants, addresses and orders read points, and the home and the menus
 * load those records, not the tracking rules (rider-tracking.ts).
 */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Whether `point` is a place on Earth (firestore.rules check the same bounds). */
export function isGeoPoint(point: unknown): point is GeoPoint {
  if (typeof point !== 'object' || point === null) return false;
  const { lat, lng } = point as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
