import { isOpenAt } from './opening-hours';
import type { Restaurant } from './restaurant';

/**
 * Whether a restaurant takes orders at a moment: within its opening hours (São Paulo time) and not
 * paused by its staff ('Pausar pedidos'). One answer for the home page, the menu, the checkout and
 * the placeOrder function.
 */
export type OrderingState = { open: true } | { open: false; reason: 'closed' } | { open: false; reason: 'paused'; until: Date };

export const CLOSED_MESSAGE = 'O restaurante está fechado no momento e não pode receber pedidos.';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

export function orderingState(restaurant: Pick<Restaurant, 'horarioFuncionamento' | 'pausadoAte'>, now: Date): OrderingState {
  if (!isOpenAt(restaurant.horarioFuncionamento, now)) return { open: false, reason: 'closed' };
  if (restaurant.pausadoAte && restaurant.pausadoAte.getTime() > now.getTime()) return { open: false, reason: 'paused', until: restaurant.pausadoAte };
  return { open: true };
}

/** What the customer reads when the restaurant does not take orders now. */
export function orderingMessage(state: Exclude<OrderingState, { open: true }>): string {
  return state.reason === 'paused'
    ? `O restaurante pausou os pedidos até as ${timeFormat.format(state.until)}. Tente novamente mais tarde.`
    : CLOSED_MESSAGE;
}

/** The badge of a restaurant card or menu: 'Aberto', 'Fechado' or 'Pausado até 20:30'. */
export function orderingBadge(state: OrderingState): string {
  if (state.open) return 'Aberto';
  return state.reason === 'paused' ? `Pausado até ${timeFormat.format(state.until)}` : 'Fechado';
}
