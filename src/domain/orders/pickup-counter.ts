/**
 * The counter's side of 'Retirar no local' (issue #40, order.ts Modalidade): the customer's code typed at the counter
 * (services/pickup.ts, firestore.rules isPickupAttempt / isPickupCollected / isPickupOverride).
 */

export const MAX_PICKUP_ATTEMPTS = 5;
export const PICKUP_FORMAT_MESSAGE = 'Digite os 4 números do código de retirada.';
export const PICKUP_LOCKED_MESSAGE = 'Limite de tentativas atingido. Confira o pedido com o cliente: o dono ou um gerente pode confirmar a retirada sem o código.';
/** An atendente's try at the override (firestore.rules isPickupOverride: managers only). */
export const PICKUP_OVERRIDE_REFUSED_MESSAGE = 'Só o dono ou um gerente pode confirmar a retirada sem o código.';

/** After a wrong pickup code at the counter: how many tries remain. */
export function wrongPickupCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return `Código incorreto. ${PICKUP_LOCKED_MESSAGE}`;
  return `Código incorreto. Peça ao cliente o código de retirada que aparece no acompanhamento do pedido. ${
    attemptsLeft === 1 ? 'Resta 1 tentativa.' : `Restam ${attemptsLeft} tentativas.`
  }`;
}
