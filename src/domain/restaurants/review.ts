/** A customer's review of a restaurant (restaurantes/{id}/avaliacoes/{orderId}). */
export interface Review {
  /** Equal to the reviewed order's id: one review per order. */
  id: string;
  userId: string;
  userName: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  createdAt: Date | null;
  orderId: string | null;
}

export interface RatingSummary {
  count: number;
  /** null when there are no reviews. */
  average: number | null;
}

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_COMMENT_LENGTH = 500;

/** '4,3' (one decimal, pt-BR). */
export function formatRating(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** SPEC.md section 5, Review: stars required, comment optional. */
export function validateReview(rating: number, comment: string): string | null {
  if (!Number.isInteger(rating) || rating < MIN_RATING || rating > MAX_RATING) return 'Por favor, selecione uma avaliação em estrelas.';
  if (comment.length > MAX_COMMENT_LENGTH) return `O comentário pode ter até ${MAX_COMMENT_LENGTH} caracteres.`;
  return null;
}

/**
 * The name a review is signed with: the reviewer's profile name, else the name on the reviewed
 * order. firestore.rules accept exactly these two, so nobody reviews under another name.
 */
export function reviewerName(profileName: string | null | undefined, order: { clientName: string }): string {
  return profileName || order.clientName;
}
