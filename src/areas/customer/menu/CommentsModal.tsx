import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { ReviewCard, ReviewListSkeleton } from '@/ui/ReviewCard';
import { useReviews } from './use-reviews';

/** The restaurant's reviews, newest first (SPEC.md section 2, comments list). */
export function CommentsModal({ restaurantId, onClose }: { restaurantId: string; onClose: () => void }) {
  const reviews = useReviews(restaurantId);
  return (
    <Modal title="Comentários" onClose={onClose}>
      {reviews.status === 'loading' ? (
        <ReviewListSkeleton label="Carregando comentários..." className="list" />
      ) : reviews.status === 'error' ? (
        <Notice tone="error">Erro ao carregar os comentários. Tente novamente.</Notice>
      ) : reviews.data.length === 0 ? (
        <Notice>Nenhum comentário ainda para este restaurante.</Notice>
      ) : (
        <ul className="list">
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
