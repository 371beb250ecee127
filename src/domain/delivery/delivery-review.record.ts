import type { StoredData } from '../shared/stored-values';

/** notasEntregadores/{uid} (delivery-review.ts), read back: how many rated the rider's rides, and their stars' sum. */
export interface RiderRating {
  total: number;
  soma: number;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

export function riderRatingFromData(data: StoredData | undefined): RiderRating | null {
  if (!data) return null;
  return { total: count(data.total), soma: count(data.soma) };
}

/** A rider on the operator's list by rating: the tally with the name the trigger keeps on it. */
export interface RatedRider extends RiderRating {
  uid: string;
  nome: string;
}

export function ratedRiderFromData(uid: string, data: StoredData): RatedRider {
  return { uid, nome: typeof data.nome === 'string' && data.nome.trim() ? data.nome : uid, ...(riderRatingFromData(data) ?? { total: 0, soma: 0 }) };
}

/** A delivery review as the customer writes it, `createdAt` the writer's server time. */
export function deliveryReviewData<ServerTime>(review: { userId: string; entregadorId: string; restaurantId: string; orderId: string; nota: number; comentario: string }, createdAt: ServerTime): StoredData {
  return { ...review, comentario: review.comentario.trim(), createdAt };
}
