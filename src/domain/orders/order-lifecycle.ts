import { isPickupOrder, PICKUP_READY_STATUS, type Order } from './order';
import { displayStatus } from './order-status';
import { DEFAULT_ACCEPT_LIMIT_MINUTES, DEFAULT_PREP_MINUTES } from '../restaurants/restaurant';

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
  pronto_retirada: 3,
  a_caminho: 4,
  em_entrega: 5,
  delivering: 5,
  entregue: 6,
  delivered: 6,
  retirado: 6,
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

/**
 * The status the 'advance' button moves to, or null when there is none. A pickup order
 * ('Retirar no local') goes em_preparacao -> pronto_retirada; 'Retirado' needs the customer's code
 * (panelActions' checkPickupCode), never the plain button.
 */
export function nextStatus(status: string, order?: { modalidade?: unknown }): string | null {
  if (isPickupOrder(order)) return status === 'em_preparacao' || status === 'preparing' ? PICKUP_READY_STATUS : null;
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
export function advanceLabel(status: string, order?: { modalidade?: unknown }): string | null {
  switch (nextStatus(status, order)) {
    case PICKUP_READY_STATUS:
      return 'Pronto para retirada';
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
  /** A pickup order ready at the counter: 'Retirado' once the customer's code is typed and checked. */
  checkPickupCode: boolean;
}

const PRINTABLE = new Set(['em_preparacao', 'preparing', 'aguardando_entregador', 'pronto_retirada', 'a_caminho', 'em_entrega', 'delivering', 'entregue', 'delivered', 'retirado']);

/**
 * What staff may do with an order: accept or reject a new one, advance one in progress, print
 * from em_preparacao onward. Delivered and rejected are final. Once a rider has claimed an order
 * the panel no longer takes it out for delivery itself (the rules refuse that too), but may still
 * confirm it delivered.
 */
export function panelActions(order: Pick<Order, 'status' | 'deliverymanId'> & { modalidade?: unknown }): PanelActions {
  const fresh = isNewOrder(order.status);
  let advanceTo = nextStatus(order.status, order);
  if (advanceTo === 'a_caminho' && order.deliverymanId) advanceTo = null;
  const checkPickupCode = isPickupOrder(order) && order.status === PICKUP_READY_STATUS;
  // A scheduled order (issue #54) may be turned down before its time ('Agendados'), not accepted.
  return { accept: fresh, reject: fresh || order.status === 'agendado', advanceTo, print: PRINTABLE.has(order.status), checkPickupCode };
}

// ---------- the order board ----------

/** The board's columns, in the kitchen's order (issue: Friday-night kitchen). */
export type BoardStage = 'novos' | 'preparo' | 'prontos' | 'entrega';

export const BOARD_STAGES: ReadonlyArray<{ id: BoardStage; label: string }> = [
  { id: 'novos', label: 'Novos' },
  { id: 'preparo', label: 'Em preparo' },
  { id: 'prontos', label: 'Prontos / aguardando entregador' },
  { id: 'entrega', label: 'Saíram para entrega' },
];

/** A column's name at a store: its 'Prontos' also hold the pickups ('Pronto para retirada') where it offers them. */
export function boardStageLabel(stage: { id: BoardStage; label: string }, pickup: boolean): string {
  return stage.id === 'prontos' && pickup ? 'Prontos / aguardando entregador ou retirada' : stage.label;
}

const STAGE_OF: Record<string, BoardStage> = {
  novo_pedido: 'novos',
  pendente: 'novos',
  pending: 'novos',
  em_preparacao: 'preparo',
  preparing: 'preparo',
  aguardando_entregador: 'prontos',
  pronto_retirada: 'prontos',
  a_caminho: 'entrega',
  em_entrega: 'entrega',
  delivering: 'entrega',
};

/** The column of an order still being worked on; null for a finished one (it is history). */
export function boardStage(status: string): BoardStage | null {
  return STAGE_OF[status] ?? null;
}

/** How long an order the customer cancelled stays on the board, so the kitchen sees it go (issue #28). */
export const CANCELLED_ON_BOARD_MINUTES = 10;

/**
 * An order the customer cancelled within the last CANCELLED_ON_BOARD_MINUTES. Only the customer
 * cancels (firestore.rules, isCustomerCancel, stamping ultimaAtualizacao with the server's time),
 * and only an order still new, so it stays in 'Novos', after the orders still waiting.
 */
export function isRecentCancellation(order: Pick<Order, 'status' | 'ultimaAtualizacao'>, now: Date): boolean {
  if (order.status !== 'cancelado' || !order.ultimaAtualizacao) return false;
  return now.getTime() - order.ultimaAtualizacao.getTime() < CANCELLED_ON_BOARD_MINUTES * 60_000;
}

/**
 * The board: each column's orders in SPEC.md's panel order. Finished orders are left out, but for
 * a recent cancellation (isRecentCancellation), shown at the end of 'Novos'.
 */
export function boardColumns<T extends Pick<Order, 'status' | 'createdAt' | 'ultimaAtualizacao'> & Partial<Pick<Order, 'deliverymanId' | 'retiradoEm'>>>(
  orders: T[],
  now: Date,
): Record<BoardStage, T[]> {
  const columns: Record<BoardStage, T[]> = { novos: [], preparo: [], prontos: [], entrega: [] };
  for (const order of sortForPanel(orders)) {
    // A rider who accepted but has not picked it up yet: the order is still on the counter.
    const stage = boardStage(displayStatus(order)) ?? (isRecentCancellation(order, now) ? 'novos' : null);
    if (stage) columns[stage].push(order);
  }
  return columns;
}

/** 'Histórico de Vendas': orders that are over (delivered, rejected, cancelled, unanswered), newest first. */
export function finishedOrders<T extends Pick<Order, 'status' | 'createdAt'>>(orders: T[]): T[] {
  return sortForPanel(orders.filter((order) => boardStage(order.status) === null)).sort(
    (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
  );
}

const MINUTE = 60_000;

/** Whole minutes from `since` to `now` (0 when unknown or in the future). */
export function minutesSince(since: Date | null, now: Date): number {
  return since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / MINUTE)) : 0;
}

/** 'agora', 'há 12 min', 'há 1 h 05 min'. */
export function formatWaited(minutes: number): string {
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  return `há ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export type WaitTone = 'ok' | 'late' | 'very-late';

/** The preparation time's quick picks (minutes); DEFAULT_PREP_MINUTES is offered first. */
export const PREP_TIME_PICKS = [15, 25, 40] as const;
/** What '+10 min' adds, and the most a preparation may be promised to take. */
export const PREP_EXTENSION_MINUTES = 10;
export const MAX_PREP_MINUTES = 180;

/**
 * How late an order is running for its stage: new orders against the time to answer (late past a
 * third of it, very late past two thirds), preparation against the promised time (very late ten
 * minutes past it), ready orders waiting for a rider past 10 and 20 minutes, deliveries past 30
 * and 45 minutes.
 */
export function waitTone(
  order: Pick<Order, 'status' | 'createdAt' | 'aceitoEm' | 'tempoPreparoMin' | 'ultimaAtualizacao'>,
  now: Date,
  acceptMinutes = DEFAULT_ACCEPT_LIMIT_MINUTES,
): WaitTone {
  const tone = (minutes: number, late: number, veryLate: number): WaitTone => (minutes >= veryLate ? 'very-late' : minutes >= late ? 'late' : 'ok');
  switch (boardStage(order.status)) {
    case 'novos':
      return tone(minutesSince(order.createdAt, now), Math.ceil(acceptMinutes / 3), Math.ceil((acceptMinutes * 2) / 3));
    case 'preparo': {
      const prep = order.tempoPreparoMin ?? DEFAULT_PREP_MINUTES;
      return tone(minutesSince(order.aceitoEm ?? order.createdAt, now), prep, prep + 10);
    }
    case 'prontos':
      return tone(minutesSince(order.ultimaAtualizacao ?? order.createdAt, now), 10, 20);
    case 'entrega':
      return tone(minutesSince(order.ultimaAtualizacao ?? order.createdAt, now), 30, 45);
    default:
      return 'ok';
  }
}

// ---------- answering a new order ----------


/** The reasons staff pick from when rejecting (stored as shown; firestore.rules hold the same list). */
export const REJECTION_REASONS = [
  'Item indisponível',
  'Restaurante fechando',
  'Muito movimento no momento',
  'Endereço fora da área de entrega',
  'Outro motivo',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** A new order whose time to answer is over: nobody may accept it any more (firestore.rules). */
export function isUnanswered(order: Pick<Order, 'status' | 'prazoAceiteEm'>, now: Date): boolean {
  return isNewOrder(order.status) && !!order.prazoAceiteEm && order.prazoAceiteEm.getTime() <= now.getTime();
}
