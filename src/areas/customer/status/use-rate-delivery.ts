import { useState } from 'react';
import { DELIVERY_REVIEW_MESSAGES } from '@/domain/delivery/delivery-review';
import { createDeliveryReview, subscribeToDeliveryReviewed } from '@/services/delivery-reviews';
import { useSubscription } from '@/ui/use-subscription';

/** Whether this order's delivery was rated, live (read only when there is one to rate). */
export function useDeliveryReviewed(orderId: string, enabled: boolean) {
  return useSubscription<boolean>(`entrega-avaliada:${orderId}`, enabled ? (onNext, onError) => subscribeToDeliveryReviewed(orderId, onNext, onError) : null);
}

/** 'Avaliar a entrega': resolves whether it was written; a failure is said, what was chosen stays. */
export function useRateDelivery() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send(review: Parameters<typeof createDeliveryReview>[0]): Promise<boolean> {
    setSending(true);
    setError(null);
    try {
      await createDeliveryReview(review);
      return true;
    } catch (caught) {
      console.error('Erro ao avaliar a entrega', caught);
      setError(DELIVERY_REVIEW_MESSAGES.failed);
      return false;
    } finally {
      setSending(false);
    }
  }
  return { sending, error, send };
}
