import { formatClock, isOpenAt } from './opening-hours';
import { SUSPENDED_RESTAURANT_MESSAGE } from '../operator/suspension';
import type { Restaurant } from './restaurant';

/**
 * Whether a restaurant takes orders at a moment: within its opening hours (São Paulo time) and not
 * paused by its staff ('Pausar pedidos'). One answer for the home page, the menu, the checkout and
 * the placeOrder function.
 */
export type OrderingState =
  | { open: true }
  | { open: false; reason: 'closed' }
  | { open: false; reason: 'paused'; until: Date }
  /** Its panel has not been open lately: nobody would see the order (DoorDash's tablet heartbeat). */
  | { open: false; reason: 'offline' }
  /** Suspended by the operator, or not opened to customers by its owner yet (issue #24). */
  | { open: false; reason: 'suspended' };

/** How often an open panel says it is there, and after how long without a word it counts as dark. */
export const PANEL_HEARTBEAT_MS = 2 * 60_000;
export const PANEL_HEARTBEAT_STALE_MS = 5 * 60_000;

export const CLOSED_MESSAGE = 'O restaurante está fechado no momento e não pode receber pedidos.';
export const OFFLINE_MESSAGE = 'O restaurante não está recebendo pedidos agora. Tente novamente em alguns minutos ou escolha outro restaurante.';


export function orderingState(
  restaurant: Pick<Restaurant, 'horarioFuncionamento' | 'pausadoAte' | 'exigePainelAberto' | 'painelVistoEm' | 'listado' | 'suspenso'>,
  now: Date,
): OrderingState {
  if (!restaurant.listado || restaurant.suspenso) return { open: false, reason: 'suspended' };
  if (!isOpenAt(restaurant.horarioFuncionamento, now)) return { open: false, reason: 'closed' };
  if (restaurant.pausadoAte && restaurant.pausadoAte.getTime() > now.getTime()) return { open: false, reason: 'paused', until: restaurant.pausadoAte };
  const seen = restaurant.painelVistoEm?.getTime() ?? 0;
  if (restaurant.exigePainelAberto && now.getTime() - seen > PANEL_HEARTBEAT_STALE_MS) return { open: false, reason: 'offline' };
  return { open: true };
}

/** What the customer reads when the restaurant does not take orders now. */
export function orderingMessage(state: Exclude<OrderingState, { open: true }>): string {
  if (state.reason === 'paused') return `O restaurante pausou os pedidos até as ${formatClock(state.until)}. Tente novamente mais tarde.`;
  if (state.reason === 'offline') return OFFLINE_MESSAGE;
  if (state.reason === 'suspended') return SUSPENDED_RESTAURANT_MESSAGE;
  return CLOSED_MESSAGE;
}

/** The badge of a restaurant card or menu: 'Aberto', 'Fechado' or 'Pausado até 20:30'. */
export function orderingBadge(state: OrderingState): string {
  if (state.open) return 'Aberto';
  if (state.reason === 'paused') return `Pausado até ${formatClock(state.until)}`;
  if (state.reason === 'suspended') return 'Indisponível';
  return state.reason === 'offline' ? 'Sem receber pedidos' : 'Fechado';
}

/**
 * The store's panel went dark while the store should be open (issue #51, the operator's 'Saúde'):
 * within its hours, listed, not paused, and no sign of the panel for PANEL_HEARTBEAT_STALE_MS, so
 * it takes no orders for that reason alone.
 */
export function isPanelDark(restaurant: Parameters<typeof orderingState>[0], now: Date): boolean {
  const state = orderingState(restaurant, now);
  return !state.open && state.reason === 'offline';
}
