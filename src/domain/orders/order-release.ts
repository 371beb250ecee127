/**
 * 'Devolver pedido' (issue #36): a rider who claimed an order by mistake, or cannot go after all,
 * gives it back before picking it up, saying why. It returns to its city's riders at once, and the
 * kitchen sees who gave it back and why (functions/src/orders/release-order.ts).
 */

/** Reasons the rider picks from; 'Outro motivo' asks for the rider's words. */
export const RELEASE_REASONS = ['Aceitei por engano', 'Problema com a moto ou a bicicleta', 'Não consigo chegar a tempo', 'Outro motivo'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

export const RELEASE_NOTE_MAX = 200;

export const RELEASE_REFUSAL_CODES = ['not-yours', 'picked-up'] as const;
export type ReleaseRefusalCode = (typeof RELEASE_REFUSAL_CODES)[number];

export const NOT_YOUR_ORDER_MESSAGE = 'Este pedido não está mais com você.';
export const ALREADY_PICKED_UP_MESSAGE = 'Você já retirou este pedido: entregue-o ao cliente ou fale com o restaurante.';

/** What the order keeps of the last give-back, for the kitchen's card. */
export interface OrderRelease {
  entregadorNome: string;
  motivo: string;
  em: Date | null;
}

/** The words stored: the reason, with the rider's note after 'Outro motivo' (or any note given). */
export function releaseText(reason: ReleaseReason, note: string): string {
  const words = note.trim();
  if (reason === 'Outro motivo') return words;
  return words ? `${reason}: ${words}` : reason;
}
