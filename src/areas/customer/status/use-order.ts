import { useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { cancelOrder, subscribeToMyOrders, subscribeToOrder } from '@/services/orders';
import { useSubscription } from '@/ui/use-subscription';

/** The order, live: by its path when the restaurant is known, else among the customer's orders. */
export function useOrder(orderId: string, restaurantId: string | null, uid: string | null) {
  return useSubscription<Order | null>(
    `order:${restaurantId ?? '?'}:${orderId}:${uid ?? ''}`,
    restaurantId
      ? (onNext, onError) => subscribeToOrder(restaurantId, orderId, onNext, onError)
      : uid
        ? (onNext, onError) => subscribeToMyOrders(uid, (orders) => onNext(orders.find((order) => order.id === orderId) ?? null), onError)
        : null,
  );
}

/** The customer's cancellation of an order not yet answered: `cancel` resolves true once it is written. */
export function useCancelOrder(order: Order) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function cancel(): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(order);
      return true;
    } catch (caught) {
      console.error('Erro ao cancelar pedido', caught);
      setError('Não foi possível cancelar o pedido. Ele pode já ter sido aceito; confira o status acima.');
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, cancel };
}
