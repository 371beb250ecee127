import { formatAddress } from '../delivery/address';
import { formatClock } from '../restaurants/opening-hours';
import { isUnpaidOnline, orderNumberLabel, type Order } from '../orders/order';
import { expectedDeliveryAt } from '../orders/delivery-forecast';
import { orderFromData } from '../orders/order.record';
import type { StoredData } from '../shared/stored-values';
import { formatCentavos, toCentavos } from '../shared/money';
import {
  customerOrderPush,
  newOrderPush,
  NEW_ORDER_DELIVERY,
  riderPush,
  STATUS_DELIVERY,
  type NotifiedOrder,
  type PushDelivery,
  type PushPayload,
  type PushTarget,
} from './push';

/**
 * Who hears of an order's change, and what (issue #37): the pushes one write of
 * restaurantes/{id}/pedidos/{orderId} queues, computed from the order before and after it. Each
 * has an id made of its kind and the order, so the trigger run twice queues it once.
 */

export interface QueuedPush {
  id: string;
  para: PushTarget;
  payload: PushPayload;
  delivery: PushDelivery;
}

/** The statuses that tell the customer something, each with the kind it is told as. */
const CUSTOMER_KINDS = {
  em_preparacao: 'pedido_aceito',
  rejeitado: 'pedido_rejeitado',
  expirado: 'pedido_sem_resposta',
  a_caminho: 'pedido_a_caminho',
  entregue: 'pedido_entregue',
  cancelado: 'pedido_cancelado',
  // 'Retirar no local' (domain/orders/order.ts, Modalidade): told under the same switches, in its own words.
  pronto_retirada: 'pedido_a_caminho',
  retirado: 'pedido_entregue',
} as const;

/** The order as its notifications name it. */
export function notifiedOrder(order: Order): NotifiedOrder {
  const address = order.endereco;
  const bairro = address && typeof address === 'object' ? address.bairro : typeof address === 'string' ? formatAddress(address) : '';
  return {
    id: order.id,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    numero: order.numero ? orderNumberLabel(order) : null,
    totalCentavos: toCentavos(order.totalValue),
    bairro: bairro || 'endereço do cliente',
    ...(order.modalidade === 'retirada' ? { retirada: true } : {}),
  };
}

/** The pushes one write of an order queues; none for a deletion, nor for a write that changed neither its status nor its number. */
export function orderPushes(restaurantId: string, orderId: string, before: StoredData | null, after: StoredData | null): QueuedPush[] {
  if (!after) return [];
  const order = orderFromData(orderId, restaurantId, after);
  // Paid in the app and not paid yet, or never (issue #52): nobody hears of it; the customer is on its page.
  if (isUnpaidOnline(order)) return [];
  const previous = before ? orderFromData(orderId, restaurantId, before) : null;
  const about = notifiedOrder(order);
  const pushes: QueuedPush[] = [];
  const queue = (kind: string, para: PushTarget, payload: PushPayload, delivery: PushDelivery) => pushes.push({ id: `${kind}:${restaurantId}:${orderId}`, para, payload, delivery });

  // The kitchen hears of a new order once it has its number (placeOrder gives it right after
  // creating it), so the notification names the order as the panel does.
  if (order.status === 'novo_pedido' && order.numero !== null && previous?.numero == null) queue('pedido_novo', { restaurantId }, newOrderPush(about), NEW_ORDER_DELIVERY);
  // Money given back for an order paid in the app (issue #52): told once, whatever the status did.
  const refunded = order.pagamentoOnline?.reembolsado ?? 0;
  const refundedBefore = previous?.pagamentoOnline?.reembolsado ?? 0;
  if (order.userId && refunded > refundedBefore) {
    // The push says what came back this time (a part of the order may be given back more than once).
    queue(`pagamento_devolvido:${refunded}`, { uid: order.userId }, customerOrderPush('pagamento_devolvido', about, { refunded: formatCentavos(refunded - refundedBefore) }), STATUS_DELIVERY);
  }
  if (previous && previous.status === order.status) return pushes;
  // A scheduled order released to the board (issue #54): the customer hears the kitchen has it.
  if (previous?.status === 'agendado' && order.status === 'novo_pedido' && order.userId) {
    queue('pedido_na_cozinha', { uid: order.userId }, customerOrderPush('pedido_na_cozinha', about), STATUS_DELIVERY);
  }
  if (order.status === 'aguardando_entregador' && order.cidade && !order.deliverymanId) {
    // Given back by a rider (issue #36): the city's riders hear of it again, once per return.
    const round = order.ultimaDevolucao?.em ? `:${order.ultimaDevolucao.em.getTime()}` : '';
    queue(`entrega_disponivel${round}`, { cidade: order.cidade }, riderPush('entrega_disponivel', about), STATUS_DELIVERY);
  }
  const kind = CUSTOMER_KINDS[order.status as keyof typeof CUSTOMER_KINDS];
  if (kind && order.userId) {
    const expected = expectedDeliveryAt(order);
    queue(
      kind,
      { uid: order.userId },
      customerOrderPush(kind, about, {
        forecast: expected ? formatClock(expected) : null,
        reason: order.motivoRejeicao || null,
        rider: order.entregadorNome || null,
        pickup: order.modalidade === 'retirada',
        paidOnline: order.pagamentoOnline?.pagoEm != null,
      }),
      STATUS_DELIVERY,
    );
  }
  return pushes;
}
