import { shortOrderId } from '@/domain/orders/order';
import { Notice } from '@/ui/Notice';
import { ReviewCard, ReviewListSkeleton } from '@/ui/ReviewCard';
import { useReviews } from './use-reviews';

const PANEL_REVIEWS = 50;

/** 'Comentários dos Clientes' (SPEC.md section 2). */
export function ReviewsTab({ restaurantId }: { restaurantId: string }) {
  const reviews = useReviews(restaurantId, PANEL_REVIEWS);
  if (!restaurantId) return <Notice tone="error">ID do restaurante não encontrado para o usuário logado.</Notice>;
  return (
    <section className="section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Comentários dos Clientes</h2>
      {reviews.status === 'loading' ? (
        <ReviewListSkeleton label="Carregando comentários..." className="card-grid card-grid--wide" />
      ) : reviews.status === 'error' ? (
        <Notice tone="error">Erro ao carregar os comentários dos clientes. Verifique a conexão e tente novamente.</Notice>
      ) : reviews.data.length === 0 ? (
        <p className="empty-state">Nenhum comentário ainda. Peça aos seus clientes para avaliarem!</p>
      ) : (
        <ul className="card-grid card-grid--wide">
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} empty="Sem comentário." extra={review.orderId ? `Pedido ID: #${shortOrderId(review.orderId)}` : undefined} />
          ))}
        </ul>
      )}
    </section>
  );
}
