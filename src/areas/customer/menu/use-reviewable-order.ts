import { useEffect, useState } from 'react';
import type { Order } from '@/domain/orders/order';

/**
 * A delivered, unreviewed order of this customer at this restaurant, which the menu offers to
 * rate; null while none (or no signed-in customer). The orders service (full SDK) loads only for
 * a signed-in customer.
 */
export function useReviewableOrder(restaurantId: string, customerUid: string | null) {
  const [reviewable, setReviewable] = useState<{ key: string; order: Order | null }>({ key: '', order: null });
  const key = `${restaurantId}:${customerUid ?? ''}`;
  useEffect(() => {
    if (!customerUid) return undefined;
    let active = true;
    import('@/services/orders')
      .then((orders) => orders.getReviewableOrder(restaurantId, customerUid))
      .then(
        (order) => active && setReviewable({ key, order }),
        (error: unknown) => console.error('Erro ao buscar pedidos para avaliar', error),
      );
    return () => {
      active = false;
    };
  }, [restaurantId, customerUid, key]);
  return {
    order: reviewable.key === key ? reviewable.order : null,
    /** The order was just rated: the menu stops offering it. */
    markRated: () => setReviewable({ key, order: null }),
  };
}
