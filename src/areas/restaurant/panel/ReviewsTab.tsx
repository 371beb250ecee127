import { formatRating, type Review } from '@/domain/review';
import { shortOrderId } from '@/domain/orders';
import { subscribeToReviews } from '@/services/reviews';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { Stars } from '@/ui/StarRating';
import { useSubscription } from '@/ui/use-subscription';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const PANEL_REVIEWS = 50;

/** 'Comentários dos Clientes' (SPEC.md section 2). */
export function ReviewsTab({ restaurantId }: { restaurantId: string }) {
  const reviews = useSubscription<Review[]>(`panel-reviews:${restaurantId}`, (onNext, onError) => subscribeToReviews(restaurantId, PANEL_REVIEWS, onNext, onError));
  if (!restaurantId) return <Notice tone="error">ID do restaurante não encontrado para o usuário logado.</Notice>;
  return (
    <section className="panel-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Comentários dos Clientes</h2>
      {reviews.status === 'loading' ? (
        <LoadingState text="Carregando comentários..." />
      ) : reviews.status === 'error' ? (
        <Notice tone="error">Erro ao carregar os comentários dos clientes. Verifique a conexão e tente novamente.</Notice>
      ) : reviews.data.length === 0 ? (
        <p className="panel-empty">Nenhum comentário ainda. Peça aos seus clientes para avaliarem!</p>
      ) : (
        <ul className="panel-reviews">
          {reviews.data.map((review) => (
            <li key={review.id} className="panel-review">
              <div className="panel-review__head">
                <strong>{review.userName || 'Cliente Anônimo'}</strong>
                <span className="panel-review__rating">
                  <Stars value={review.rating} /> {formatRating(review.rating)}
                </span>
              </div>
              {review.comment ? <p>{review.comment}</p> : <p className="muted">Sem comentário.</p>}
              <p className="panel-review__meta">
                {review.createdAt ? dateFormat.format(review.createdAt) : 'Data Indisponível'}
                {review.orderId ? ` · Pedido ID: #${shortOrderId(review.orderId)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
