import { toDate, toText, type StoredData } from '../shared/stored-values';
import { isGeoPoint, type GeoPoint } from './geo-point';

/**
 * restaurantes/{id}/pedidos/{orderId}/rastreio/entregador (issue #54, rider-tracking.ts), both
 * ways: written by the rider carrying the order (firestore.rules checks the fields, the rider, the
 * leg and the pace), read by the order's customer, its store's team and the operators during the
 * leg, deleted by the orders' trigger when the leg ends.
 */
export interface RiderPosition {
  point: GeoPoint;
  /** The fix's accuracy, meters, as the browser gave it. */
  precisao: number;
  /** When it was written (the server's time). */
  em: Date | null;
  entregadorId: string;
}

/** The stored position, or null when the document holds none a map can show. */
export function riderPositionFromData(data: StoredData | undefined): RiderPosition | null {
  if (!data) return null;
  const point = { lat: data.lat, lng: data.lng };
  if (!isGeoPoint(point)) return null;
  const precisao = typeof data.precisao === 'number' && Number.isFinite(data.precisao) && data.precisao >= 0 ? data.precisao : 0;
  return { point, precisao, em: toDate(data.em), entregadorId: toText(data.entregadorId) };
}

/** The fields a position is written with; `em` is the writer's server timestamp. Accuracy is capped as the rules cap it. */
export function riderPositionData<Moment>(point: GeoPoint, precisao: number, entregadorId: string, em: Moment): StoredData {
  return { lat: point.lat, lng: point.lng, precisao: Math.min(10_000, Math.max(0, Math.round(precisao))), entregadorId, em };
}
