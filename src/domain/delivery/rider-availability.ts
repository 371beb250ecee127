import { toDate } from '../shared/stored-values';

/**
 * 'Disponível para entregas' (issue #36): a rider says when they are working. The app renews the
 * stamp while it is open and available; after a long silence (the phone off, the app closed) the
 * rider counts as not available, so nobody waits on a rider who has gone home.
 */

/** How often the rider's app renews its stamp while available. */
export const AVAILABILITY_RENEW_MS = 5 * 60_000;
/** Silence after which an available rider counts as not available. */
export const AVAILABILITY_SILENCE_MS = 60 * 60_000;

export const OFF_DUTY_MESSAGE = 'Ative “Disponível para entregas” para aceitar pedidos.';

/** Whether a rider's stored document says they are available at `now`. */
export function isRiderAvailable(data: { disponivel?: unknown; disponivelVistoEm?: unknown } | undefined, now: Date): boolean {
  if (data?.disponivel !== true) return false;
  const seen = toDate(data.disponivelVistoEm);
  return seen !== null && now.getTime() - seen.getTime() < AVAILABILITY_SILENCE_MS;
}

/** The refusal of an order from another city than the rider's. */
export function otherCityMessage(riderCity: string): string {
  return riderCity ? `Este pedido é de outra cidade. Você recebe pedidos de ${riderCity}.` : 'Este pedido é de outra cidade.';
}
