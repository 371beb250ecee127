import { useState } from 'react';
import { type Order } from '@/domain/orders/order';
import { isDelivered } from '@/domain/orders/order-status';
import { reviewerName } from '@/domain/restaurants/review';
import { Notice } from '@/ui/Notice';
import { StarInput } from '@/ui/StarRating';
import { RateRestaurantModal } from '../shared/RateRestaurantModal';
import { useOrderReviewed } from './use-order-reviewed';
import './status.css';

/**
 * 'Como foi seu pedido?' on a delivered order's status page, until the customer rates it: a star
 * opens the same 'Avaliar' form as 'Meus Pedidos' (RateRestaurantModal, createReview) with those
 * stars chosen. Whether the order was rated is read live from its review (its id is the order's),
 * so rating it elsewhere hides the prompt too.
 */
export function RatePrompt({ order, uid, profileName }: { order: Order; uid: string | null; profileName: string | null | undefined }) {
  const delivered = isDelivered(order.status);
  const reviewed = useOrderReviewed(order, delivered);
  const [stars, setStars] = useState(0);
  const [rating, setRating] = useState(false);
  const [thanked, setThanked] = useState(false);

  if (!delivered || !uid) return null;
  if (thanked) return <Notice tone="success">Avaliação enviada. Obrigado por contar como foi!</Notice>;
  // Loading or unreadable: no prompt rather than one for an order already rated.
  if (reviewed.status !== 'success') return null;
  if (reviewed.data) return <p className="rate-prompt__done">Pedido avaliado. Obrigado!</p>;

  return (
    <section className="card rate-prompt" aria-label="Avaliar o pedido">
      <StarInput
        name={`prompt-${order.id}`}
        label="Como foi seu pedido?"
        value={stars}
        onChange={(value) => {
          setStars(value);
          setRating(true);
        }}
      />
      <p className="hint">Toque nas estrelas para avaliar {order.restaurantName || 'o restaurante'}.</p>
      {rating ? (
        <RateRestaurantModal
          restaurantId={order.restaurantId}
          restaurantName={order.restaurantName || 'o restaurante'}
          orderId={order.id}
          user={{ uid, name: reviewerName(profileName, order) }}
          initialRating={stars}
          onClose={() => {
            setRating(false);
            setStars(0);
          }}
          onDone={() => {
            setRating(false);
            setThanked(true);
          }}
        />
      ) : null}
    </section>
  );
}
