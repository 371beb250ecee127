import { useEffect, useRef } from 'react';
import type { Order } from '@/domain/orders/order';
import { isUnanswered } from '@/domain/orders/order-lifecycle';
import { closeUnansweredOrder } from '@/services/orders';

/**
 * Closes the new orders whose time to answer ran out, as soon as the panel sees them (the
 * customer's status page does the same; firestore.rules accept it only by the server's clock, so
 * a tablet with a wrong clock is refused and tries again later). Each order once per visit.
 */
export function useCloseUnanswered(orders: Order[], now: Date): void {
  const tried = useRef(new Set<string>());
  useEffect(() => {
    for (const order of orders) {
      if (!isUnanswered(order, now) || tried.current.has(order.id)) continue;
      tried.current.add(order.id);
      closeUnansweredOrder(order).catch((error: unknown) => {
        console.error('Erro ao encerrar pedido sem resposta', error);
        tried.current.delete(order.id);
      });
    }
  }, [orders, now]);
}
