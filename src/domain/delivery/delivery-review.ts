/**
 * Rating the delivery (issue #53), apart from the restaurant's review: after a delivery by a Sabor
 * rider, the customer gives the ride 1 to 5 stars and, if they like, a comment.
 * - avaliacoesEntrega/{orderId}: one per order, written by its customer (firestore.rules check the
 *   order was theirs, delivered, by that rider); read by the customer, the rider and the operators.
 * - notasEntregadores/{riderUid}: the rider's count and sum of stars, their average and name (so
 *   the operator's desk lists riders by rating), kept by a trigger
 *   (functions/src/orders/delivery-reviews.ts) that counts each review once; read by the rider
 *   and the operators.
 */

export const DELIVERY_REVIEWS = 'avaliacoesEntrega';
export const RIDER_RATINGS = 'notasEntregadores';
/** Under a rider's tally: the reviews it counted, so a retried trigger counts none twice. */
export const COUNTED_REVIEWS = 'contadas';

export const DELIVERY_COMMENT_MAX = 300;

export const DELIVERY_REVIEW_MESSAGES = {
  stars: 'Escolha de 1 a 5 estrelas.',
  comment: `Use no máximo ${DELIVERY_COMMENT_MAX} caracteres.`,
  failed: 'Não foi possível enviar a avaliação da entrega. Verifique a conexão e tente de novo.',
};

/** How many riders the operator's desk lists by rating, the lowest first ('Notas dos entregadores'). */
export const RIDERS_BY_RATING_SHOWN = 10;

/** The stars' average, to two decimals (stored on the tally, so riders can be listed by it). */
export function riderAverage(rating: { total: number; soma: number }): number {
  return rating.total > 0 ? Math.round((rating.soma / rating.total) * 100) / 100 : 0;
}

/** '4,8 (23 avaliações)', or null for a rider not rated yet. */
export function riderRatingText(rating: { total: number; soma: number } | null): string | null {
  if (!rating || rating.total === 0) return null;
  const average = (rating.soma / rating.total).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${average} (${rating.total} ${rating.total === 1 ? 'avaliação' : 'avaliações'})`;
}
