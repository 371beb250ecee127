import type { Modalidade } from './order';

/**
 * The customer's side of 'Retirar no local' (issue #40, order.ts Modalidade): the choice in the bag.
 */

/** The choices in the bag, in order (order.ts MODALIDADES, spelled here so the bag needs nothing of order.ts). */
export const MODALIDADE_CHOICES: readonly Modalidade[] = ['entrega', 'retirada'];

export const MODALIDADE_LABELS: Record<Modalidade, string> = { entrega: 'Entrega', retirada: 'Retirar no local' };

/** What the customer gets: pickup only where the restaurant offers it. */
export function effectiveModalidade(chosen: Modalidade, restaurant: { retiradaNoLocal?: boolean } | null | undefined): Modalidade {
  return chosen === 'retirada' && restaurant?.retiradaNoLocal === true ? 'retirada' : 'entrega';
}
