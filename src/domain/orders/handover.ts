/**
 * The handover code (issue #17): four digits the customer reads on /status and tells the rider at
 * the door; the rider types them to confirm the delivery. The placeOrder function stores the code
 * in restaurantes/{r}/pedidos/{o}/privado/entrega, which only the customer can read;
 * firestore.rules compare it with the rider's attempt, so the rider never sees it.
 *
 * Each attempt is a document of its own (tentativasEntrega/1..5) written before the delivery is
 * confirmed: a refused write leaves no trace, so the attempts must persist for their number to be
 * limited. Five wrong codes and only the restaurant can mark the order delivered.
 */

export const HANDOVER_CODE_LENGTH = 4;
export const MAX_HANDOVER_ATTEMPTS = 5;

/** Four digits, as typed (leading zeros kept). */
export function isHandoverCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** A code from a uniformly random integer in [0, 10000), e.g. 427 -> '0427'. */
export function handoverCodeFrom(random: number): string {
  return String(Math.floor(random) % 10_000).padStart(HANDOVER_CODE_LENGTH, '0');
}

export const HANDOVER_FORMAT_MESSAGE = 'Digite os 4 números do código de entrega.';
export const HANDOVER_LOCKED_MESSAGE =
  'Limite de tentativas atingido. Ligue para o restaurante: ele pode confirmar a entrega pelo painel.';

/** After a wrong code: how many tries remain. */
export function wrongHandoverCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return `Código incorreto. ${HANDOVER_LOCKED_MESSAGE}`;
  return `Código incorreto. Confira com o cliente o código que aparece no acompanhamento do pedido. ${
    attemptsLeft === 1 ? 'Resta 1 tentativa.' : `Restam ${attemptsLeft} tentativas.`
  }`;
}
