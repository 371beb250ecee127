/**
 * 'Retirar no local' (issue #40): a restaurant that turns pickup on (retiradaNoLocal) lets the
 * customer choose, in the bag, between 'Entrega' and 'Retirar no local'. A pickup order has no
 * delivery fee, no address and no rider: it goes em_preparacao -> pronto_retirada -> retirado, and
 * the counter marks it 'Retirado' only with the code the customer shows. That code is the handover
 * code (handover.ts) placeOrder stores for every order in privado/entrega, which only the customer
 * reads; firestore.rules compare the counter's attempt (tentativasRetirada/1..5) with it.
 *
 * Minimum order: the restaurant's own pedidoMinimo applies to pickup too (it is the kitchen's
 * minimum, not a delivery cost); the bairro minimums of delivery areas do not. The commission is
 * the same as any order's once 'Retirado' (a sale like 'Entregue').
 */

export type Modalidade = 'entrega' | 'retirada';
export const MODALIDADES: readonly Modalidade[] = ['entrega', 'retirada'];

export const MODALIDADE_LABELS: Record<Modalidade, string> = { entrega: 'Entrega', retirada: 'Retirar no local' };

/** The stored statuses of the pickup path. */
export const PICKUP_READY_STATUS = 'pronto_retirada';
export const PICKED_UP_STATUS = 'retirado';

/** An order document's (or request's) modalidade; absent (older clients and orders) is 'entrega'. */
export function modalidadeOf(value: unknown): Modalidade {
  return value === 'retirada' ? 'retirada' : 'entrega';
}

/** True for a pickup order. */
export function isPickupOrder(order: { modalidade?: unknown } | null | undefined): boolean {
  return modalidadeOf(order?.modalidade) === 'retirada';
}

/** What the customer gets: pickup only where the restaurant offers it. */
export function effectiveModalidade(chosen: Modalidade, restaurant: { retiradaNoLocal?: boolean } | null | undefined): Modalidade {
  return chosen === 'retirada' && restaurant?.retiradaNoLocal === true ? 'retirada' : 'entrega';
}

/** Google Maps search link for the store's address (opens the app on a phone). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export const MAX_PICKUP_ATTEMPTS = 5;
export const PICKUP_FORMAT_MESSAGE = 'Digite os 4 números do código de retirada.';
export const PICKUP_LOCKED_MESSAGE = 'Limite de tentativas atingido. Peça ao cliente para falar com o gerente da loja.';

/** After a wrong pickup code at the counter: how many tries remain. */
export function wrongPickupCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return `Código incorreto. ${PICKUP_LOCKED_MESSAGE}`;
  return `Código incorreto. Peça ao cliente o código de retirada que aparece no acompanhamento do pedido. ${
    attemptsLeft === 1 ? 'Resta 1 tentativa.' : `Restam ${attemptsLeft} tentativas.`
  }`;
}
