import { toDate, toNullableText, toNumber, toText, type StoredData } from '../shared/stored-values';
import type { Review } from './review';

/** restaurantes/{id}/avaliacoes/{orderId} as a Review. */
export function reviewFromData(id: string, data: StoredData): Review {
  return {
    id,
    userId: toText(data.userId),
    userName: toText(data.userName),
    rating: toNumber(data.rating, 0),
    comment: toText(data.comment),
    createdAt: toDate(data.createdAt),
    orderId: toNullableText(data.orderId),
  };
}
