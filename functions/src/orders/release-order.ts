import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ALREADY_PICKED_UP_MESSAGE, NOT_YOUR_ORDER_MESSAGE, releaseText } from '@/domain/orders/order-release';
import { releaseOrderSchema } from '@/domain/orders/order-release.schema';
import { actorOf, readOrRefuse, refuse, type Caller } from '../lib/callable-support';
import { writeRiderOffer } from './rider-offers';

/**
 * 'Devolver pedido' (issue #36): the rider who holds an order and has not picked it up gives it
 * back, with a reason. In one transaction the order waits for a rider again (its city's riders
 * see it at once) and keeps who gave it back and why, for the kitchen's card. After pickup the
 * food is in the rider's hands: it cannot be given back here.
 */
export async function releaseOrderAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller);
  const request = readOrRefuse(releaseOrderSchema, data);
  const orderRef = db.collection('restaurantes').doc(request.restaurantId).collection('pedidos').doc(request.orderId);
  return db.runTransaction(async (transaction) => {
    const order = await transaction.get(orderRef);
    if (!order.exists || order.get('deliverymanId') !== actor.uid || order.get('status') !== 'a_caminho') {
      throw refuse('failed-precondition', 'not-yours', NOT_YOUR_ORDER_MESSAGE);
    }
    if (order.get('retiradoEm') != null) throw refuse('failed-precondition', 'picked-up', ALREADY_PICKED_UP_MESSAGE);
    transaction.update(orderRef, {
      status: 'aguardando_entregador',
      deliverymanId: null,
      entregadorNome: FieldValue.delete(),
      entregadorTelefone: FieldValue.delete(),
      acceptedAt: null,
      ultimaDevolucao: { entregadorNome: String(order.get('entregadorNome') ?? ''), motivo: releaseText(request.motivo, request.observacao ?? ''), em: FieldValue.serverTimestamp() },
      ultimaAtualizacao: FieldValue.serverTimestamp(),
    });
    // On offer again with the same write: the city's riders see it at once (rider-offers.ts).
    writeRiderOffer(transaction, db, request.restaurantId, request.orderId, { ...order.data(), status: 'aguardando_entregador', deliverymanId: null });
    return { ok: true as const };
  });
}
