import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { isNewOrder } from '@/domain/orders/order-lifecycle';
import type { OrderTarget } from '@/domain/orders/order-claim';


export type CloseOutcome = 'closed' | 'not-due' | 'answered' | 'missing';

/**
 * Closes a new order nobody answered by its deadline ('expirado', which the customer reads as
 * 'Sem resposta do restaurante'), in a transaction, so that it can never close an order the
 * restaurant accepted a moment before. Idempotent: a second run finds the order answered (or
 * already closed) and changes nothing. 'not-due' when the deadline has not come yet (a task run
 * early), so that the caller can ask to be run again.
 */
export async function closeUnansweredOrderAs(db: Firestore, target: OrderTarget, now: () => Date = () => new Date()): Promise<CloseOutcome> {
  const ref = db.collection('restaurantes').doc(target.restaurantId).collection('pedidos').doc(target.orderId);
  return db.runTransaction(async (transaction) => {
    const order = await transaction.get(ref);
    if (!order.exists) return 'missing';
    if (!isNewOrder(String(order.get('status') ?? ''))) return 'answered';
    const deadline = order.get('prazoAceiteEm') as Timestamp | undefined;
    if (!deadline || typeof deadline.toMillis !== 'function') return 'answered';
    if (deadline.toMillis() > now().getTime()) return 'not-due';
    transaction.update(ref, { status: 'expirado', ultimaAtualizacao: FieldValue.serverTimestamp() });
    return 'closed';
  });
}
