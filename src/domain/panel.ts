import type { Order } from './orders';

/**
 * The restaurant panel's order rules (SPEC.md section 4): the list order, what each status lets
 * staff do, and which orders are new (the alert).
 */

const RANK: Record<string, number> = {
  novo_pedido: 0,
  pendente: 1,
  pending: 1,
  em_preparacao: 2,
  preparing: 2,
  aguardando_entregador: 3,
  a_caminho: 4,
  em_entrega: 5,
  delivering: 5,
  entregue: 6,
  delivered: 6,
  rejeitado: 7,
  rejected: 7,
};

/** Status rank; unknown statuses rank 99. */
export function statusRank(status: string): number {
  return RANK[status] ?? 99;
}

/** Panel order: by status rank, ties newest first (SPEC.md section 4). */
export function sortForPanel<T extends Pick<Order, 'status' | 'createdAt'>>(orders: T[]): T[] {
  return [...orders].sort(
    (a, b) => statusRank(a.status) - statusRank(b.status) || (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity),
  );
}

const NEW_STATUSES = new Set(['novo_pedido', 'pendente', 'pending']);

/** Orders that still wait for the restaurant to accept or reject them. */
export function isNewOrder(status: string): boolean {
  return NEW_STATUSES.has(status);
}

/** The ids the alert rings for: every order that is still new. */
export function newOrderIds(orders: Array<Pick<Order, 'id' | 'status'>>): Set<string> {
  return new Set(orders.filter((order) => isNewOrder(order.status)).map((order) => order.id));
}

/** The status the 'advance' button moves to, or null when there is none. */
export function nextStatus(status: string): string | null {
  switch (status) {
    case 'em_preparacao':
    case 'preparing':
      return 'aguardando_entregador';
    case 'aguardando_entregador':
      return 'a_caminho';
    case 'a_caminho':
    case 'em_entrega':
    case 'delivering':
      return 'entregue';
    default:
      return null;
  }
}

/** Label of the advance button for a status. */
export function advanceLabel(status: string): string | null {
  switch (nextStatus(status)) {
    case 'aguardando_entregador':
      return 'Pronto: chamar entregador';
    case 'a_caminho':
      return 'Saiu para entrega';
    case 'entregue':
      return 'Marcar como entregue';
    default:
      return null;
  }
}

export interface PanelActions {
  accept: boolean;
  reject: boolean;
  advanceTo: string | null;
  print: boolean;
}

const PRINTABLE = new Set(['em_preparacao', 'preparing', 'aguardando_entregador', 'a_caminho', 'em_entrega', 'delivering', 'entregue', 'delivered']);

/**
 * What staff may do with an order: accept or reject a new one, advance one in progress, print
 * from em_preparacao onward. Delivered and rejected are final. Once a rider has claimed an order
 * the panel no longer takes it out for delivery itself (the rules refuse that too), but may still
 * confirm it delivered.
 */
export function panelActions(order: Pick<Order, 'status' | 'deliverymanId'>): PanelActions {
  const fresh = isNewOrder(order.status);
  let advanceTo = nextStatus(order.status);
  if (advanceTo === 'a_caminho' && order.deliverymanId) advanceTo = null;
  return { accept: fresh, reject: fresh, advanceTo, print: PRINTABLE.has(order.status) };
}
