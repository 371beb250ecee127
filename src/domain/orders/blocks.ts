import type { Order } from './order';

/**
 * A customer a restaurant no longer takes orders from (`restaurantes/{rid}/bloqueados/{uid}`);
 * placeOrder refuses them with BLOCKED_CUSTOMER_MESSAGE (src/domain/orders/order-limits.ts).
 */
export interface BlockedCustomer {
  /** The customer's uid: the document id. */
  customerId: string;
  /** The name on the order they were blocked from, so staff recognise them in the list. */
  nome: string;
  pedidoId: string;
  /** When, by the server's clock; null until the server has set it. */
  em: Date | null;
  /** The staff member who blocked them. */
  por: string;
}

/** The rules' limit for the stored name (firestore.rules, isBlockEntry). */
export const BLOCK_NAME_MAX = 80;

/** The name stored with a block: the order's client name, within the rules' limit. */
export function blockedName(order: Pick<Order, 'clientName'>): string {
  return order.clientName.trim().slice(0, BLOCK_NAME_MAX) || 'Cliente';
}

/** The customers of `blocked` by id, for the cards' 'Cliente bloqueado' badge. */
export function blockedIds(blocked: BlockedCustomer[]): ReadonlySet<string> {
  return new Set(blocked.map((entry) => entry.customerId));
}
