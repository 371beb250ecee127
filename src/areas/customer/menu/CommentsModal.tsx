import { formatRating, type Review } from '@/domain/review';
import { REVIEWS_PAGE_SIZE, subscribeToReviews } from '@/services/reviews';
import { LoadingState } from '@/ui/LoadingState';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Stars } from '@/ui/StarRating';
import { useSubscription } from '@/ui/use-subscription';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The restaurant's reviews, newest first (SPEC.md section 2, comments list). */
export function CommentsModal({ restaurantId, onClose }: { restaurantId: string; onClose: () => void }) {
  const reviews = useSubscription<Review[]>(`reviews:${restaurantId}`, (onNext, onError) => subscribeToReviews(restaurantId, REVIEWS_PAGE_SIZE, onNext, onError));
  return (
    <Modal title="Comentários" onClose={onClose}>
      {reviews.status === 'loading' ? (
        <LoadingState text="Carregando comentários..." />
      ) : reviews.status === 'error' ? (
        <Notice tone="error">Erro ao carregar os comentários. Tente novamente.</Notice>
      ) : reviews.data.length === 0 ? (
        <Notice>Nenhum comentário ainda para este restaurante.</Notice>
      ) : (
        <ul className="review-list">
          {reviews.data.map((review) => (
            <li key={review.id} className="review">
              <div className="review__head">
                <strong>{review.userName || 'Cliente Anônimo'}</strong>
                <span className="review__rating">
                  <Stars value={review.rating} size={14} /> {formatRating(review.rating)}
                </span>
              </div>
              {review.comment ? <p>{review.comment}</p> : null}
              <time className="review__date" dateTime={review.createdAt?.toISOString()}>
                {review.createdAt ? dateFormat.format(review.createdAt) : 'Data Indisponível'}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
