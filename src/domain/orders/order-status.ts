import type { Order } from './order';

/**
 * An order's status as people read it (SPEC.md section 4): its label and badge colour, whether it
 * is old for the customer, delivered, or on the road, and what the customer and the kitchen are
 * told while a rider has not picked it up yet.
 */

/** Order statuses of SPEC.md section 4, with the English and legacy aliases older data carries. */
export type OrderStatus =
  | 'aguardando_pagamento'
  | 'agendado'
  | 'novo_pedido'
  | 'pendente'
  | 'pending'
  | 'em_preparacao'
  | 'preparing'
  | 'aguardando_entregador'
  | 'pronto_retirada'
  | 'a_caminho'
  | 'em_entrega'
  | 'delivering'
  | 'entregue'
  | 'delivered'
  | 'retirado'
  | 'rejeitado'
  | 'rejected'
  | 'cancelado'
  | 'expirado'
  | 'concluido'
  | 'finalizado';

const LABELS: Record<OrderStatus, string> = {
  // Paid in the app, waiting for its payment: not the kitchen's yet (issue #52).
  aguardando_pagamento: 'Aguardando pagamento',
  // For a later slot, waiting apart until its time to reach the kitchen (issue #54, scheduling.ts).
  agendado: 'Agendado',
  novo_pedido: 'Novo pedido',
  pendente: 'Pendente',
  pending: 'Pendente',
  em_preparacao: 'Em preparação',
  preparing: 'Em preparação',
  aguardando_entregador: 'Aguardando entregador',
  pronto_retirada: 'Pronto para retirada',
  a_caminho: 'A caminho',
  em_entrega: 'Saiu para entrega',
  delivering: 'Saiu para entrega',
  entregue: 'Entregue',
  delivered: 'Entregue',
  retirado: 'Retirado',
  rejeitado: 'Rejeitado',
  rejected: 'Rejeitado',
  cancelado: 'Cancelado',
  expirado: 'Sem resposta do restaurante',
  concluido: 'Concluído',
  finalizado: 'Finalizado',
};

/** Every status an order may carry, aliases included (firestore.rules name no other). */
export const ORDER_STATUSES = Object.keys(LABELS) as readonly OrderStatus[];

/** The Portuguese label of a status; an unknown value is shown as stored. */
export function statusLabel(status: string): string {
  return LABELS[status as OrderStatus] ?? status;
}

export type StatusTone = 'info' | 'warning' | 'success' | 'danger' | 'brand' | 'neutral';

/** Colour family of a status badge. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'novo_pedido':
    case 'pendente':
    case 'pending':
      return 'brand';
    case 'em_preparacao':
    case 'preparing':
    case 'aguardando_entregador':
      return 'warning';
    case 'a_caminho':
    case 'em_entrega':
    case 'delivering':
    case 'pronto_retirada':
      return 'info';
    case 'entregue':
    case 'delivered':
    case 'retirado':
    case 'concluido':
    case 'finalizado':
      return 'success';
    case 'rejeitado':
    case 'rejected':
    case 'cancelado':
    case 'expirado':
      return 'danger';
    default:
      return 'neutral';
  }
}

const OLD_STATUSES = new Set(['entregue', 'delivered', 'retirado', 'cancelado', 'rejected']);

/**
 * SPEC.md section 4, customer side: entregue, delivered, cancelado and rejected are old orders,
 * everything else is current. ('rejeitado' and 'expirado' are not in the spec's list; such an
 * order is over for the customer all the same, so it is old here too.)
 */
export function isOldOrder(status: string): boolean {
  return OLD_STATUSES.has(status) || status === 'rejeitado' || status === 'expirado';
}

export function splitCurrentAndOld<T extends { status: string }>(orders: T[]): { current: T[]; old: T[] } {
  return { current: orders.filter((order) => !isOldOrder(order.status)), old: orders.filter((order) => isOldOrder(order.status)) };
}

/** The order reached the customer: delivered, or picked up at the counter ('retirado'). */
export function isDelivered(status: string): boolean {
  return status === 'entregue' || status === 'delivered' || status === 'retirado';
}

const ON_THE_ROAD = new Set(['a_caminho', 'em_entrega', 'delivering']);

/** The statuses of an order a rider has claimed and not yet delivered (claimOrder counts them). */
export const RIDER_CARRYING_STATUSES = ['a_caminho', 'em_entrega', 'delivering'] as const;

/**
 * The status people are told (the customer, and the kitchen's board). SPEC.md section 4 has the
 * rider's acceptance set a_caminho at once; the food may still be on the counter then, so until
 * the rider confirms the pickup (retiradoEm) it is still 'Aguardando entregador'. An order the
 * restaurant sent out itself (no rider) is on its way as soon as it says so.
 */
export function displayStatus(order: Pick<Order, 'status'> & Partial<Pick<Order, 'deliverymanId' | 'retiradoEm'>>): string {
  return ON_THE_ROAD.has(order.status) && order.deliverymanId && !order.retiradoEm ? 'aguardando_entregador' : order.status;
}
