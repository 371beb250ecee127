import { useState } from 'react';
import { DELIVERY_COMMENT_MAX, DELIVERY_REVIEW_MESSAGES } from '@/domain/delivery/delivery-review';
import { type Order } from '@/domain/orders/order';
import { isDelivered } from '@/domain/orders/order-status';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { StarInput } from '@/ui/StarRating';
import { TextAreaField } from '@/ui/TextAreaField';
import { useDeliveryReviewed, useRateDelivery } from './use-rate-delivery';

/**
 * 'Como foi a entrega?' on a delivered order's page (issue #53): the ride rated apart from the
 * restaurant, once, when a Sabor rider brought it. Gone once rated (here or on another device).
 */
export function RateDelivery({ order, uid }: { order: Order; uid: string | null }) {
  const delivered = isDelivered(order.status) && Boolean(order.deliverymanId);
  const reviewed = useDeliveryReviewed(order.id, delivered && uid !== null);
  const rate = useRateDelivery();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [thanked, setThanked] = useState(false);

  if (!delivered || !uid || !order.deliverymanId) return null;
  if (thanked) return <Notice tone="success">Obrigado! Sua avaliação ajuda a Sabor a cuidar das entregas.</Notice>;
  if (reviewed.status !== 'success' || reviewed.data) return null;

  async function send() {
    setTried(true);
    if (stars < 1 || comment.trim().length > DELIVERY_COMMENT_MAX) return;
    const done = await rate.send({ userId: uid!, entregadorId: order.deliverymanId!, restaurantId: order.restaurantId, orderId: order.id, nota: stars, comentario: comment });
    if (done) setThanked(true);
  }

  const who = order.entregadorNome || 'o entregador';
  return (
    <section className="card stack rate-prompt" aria-label="Avaliar a entrega">
      <StarInput name={`entrega-${order.id}`} label={`Como foi a entrega com ${who}?`} value={stars} onChange={setStars} />
      {tried && stars < 1 ? (
        <p className="field__error" role="alert">
          {DELIVERY_REVIEW_MESSAGES.stars}
        </p>
      ) : null}
      <TextAreaField
        label="Comentário sobre a entrega (opcional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={DELIVERY_COMMENT_MAX}
        rows={2}
        error={tried && comment.trim().length > DELIVERY_COMMENT_MAX ? DELIVERY_REVIEW_MESSAGES.comment : null}
        hint="Só a Sabor e o entregador leem."
      />
      {rate.error ? <Notice tone="error">{rate.error}</Notice> : null}
      <Button variant="secondary" busy={rate.sending} onClick={() => void send()}>
        Avaliar a entrega
      </Button>
    </section>
  );
}
