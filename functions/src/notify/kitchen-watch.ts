import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { kitchenReminder } from '@/domain/notifications/kitchen-reminders';
import { DEVICES, NEW_ORDER_DELIVERY, panelSilentPush } from '@/domain/notifications/push';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { orderFromData } from '@/domain/orders/order.record';
import { orderingState, PANEL_HEARTBEAT_STALE_MS } from '@/domain/restaurants/ordering-state';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { queuePushes } from './outbox';

/**
 * What keeps the kitchen from missing an order with its screen off (issue #37), each run by a
 * task (functions/src/tasks.ts) that the queue runs again while the answer is 'later':
 * - an unanswered order's reminders and its last call before closing (domain/notifications/kitchen-reminders.ts);
 * - the store that stopped taking orders because no panel has been open lately (the heartbeat).
 */

type OnQueueError = (id: string, error: unknown) => void;

/** Whether any of the restaurant's staff turned notifications on: a reminder to nobody is not queued. */
async function hasKitchenDevice(db: Firestore, restaurantId: string): Promise<boolean> {
  const devices = await db.collectionGroup(DEVICES).where('restaurantId', '==', restaurantId).where('papel', '==', 'restaurante').limit(1).get();
  return !devices.empty;
}

/** One run of an order's reminders: queues what is due now; 'later' while the order still waits. */
export async function remindKitchenAs(db: Firestore, target: OrderTarget, onError: OnQueueError, now: () => Date = () => new Date()): Promise<'done' | 'later'> {
  const snapshot = await db.collection('restaurantes').doc(target.restaurantId).collection('pedidos').doc(target.orderId).get();
  if (!snapshot.exists) return 'done';
  const reminder = kitchenReminder(orderFromData(target.orderId, target.restaurantId, snapshot.data() ?? {}), now());
  if (reminder.next === 'later' && reminder.push && (await hasKitchenDevice(db, target.restaurantId))) await queuePushes(db, [reminder.push], onError);
  return reminder.next;
}

/** What a heartbeat's watch carries: the restaurant and the beat it watches. */
export interface PanelBeat {
  restaurantId: string;
  /** The beat's painelVistoEm, in milliseconds. */
  seenAt: number;
}

/**
 * The beat a restaurant's write is, if any: a new painelVistoEm of a store that takes orders only
 * with its panel open (restaurantFromData's default when the field is absent).
 */
export function panelBeatOf(restaurantId: string, before: DocumentData | null, after: DocumentData | null): PanelBeat | null {
  const seen: unknown = after?.painelVistoEm;
  if (!after || after.exigePainelAberto === false || !(seen instanceof Timestamp)) return null;
  const previous: unknown = before?.painelVistoEm;
  if (previous instanceof Timestamp && previous.isEqual(seen)) return null;
  return { restaurantId, seenAt: seen.toMillis() };
}

export function parsePanelBeat(value: unknown): PanelBeat | null {
  if (typeof value !== 'object' || value === null) return null;
  const { restaurantId, seenAt } = value as Record<string, unknown>;
  if (typeof restaurantId !== 'string' || !/^[^/]{1,100}$/.test(restaurantId) || typeof seenAt !== 'number' || !Number.isFinite(seenAt)) return null;
  return { restaurantId, seenAt };
}

/**
 * One run of a heartbeat's watch: when no later beat came and the store is now not taking orders
 * for that reason alone ('offline': within its hours, not paused, listed), its kitchen devices are
 * told once for that beat. 'not-due' before the beat goes stale, so the queue runs it again.
 */
export async function watchPanelBeatAs(db: Firestore, beat: PanelBeat, onError: OnQueueError, now: () => Date = () => new Date()): Promise<'told' | 'quiet' | 'not-due'> {
  const at = now();
  if (at.getTime() - beat.seenAt <= PANEL_HEARTBEAT_STALE_MS) return 'not-due';
  const snapshot = await db.collection('restaurantes').doc(beat.restaurantId).get();
  if (!snapshot.exists) return 'quiet';
  const restaurant = restaurantFromData(snapshot.id, snapshot.data() ?? {});
  if ((restaurant.painelVistoEm?.getTime() ?? 0) !== beat.seenAt) return 'quiet';
  const state = orderingState(restaurant, at);
  if (state.open || state.reason !== 'offline') return 'quiet';
  const minutes = Math.floor((at.getTime() - beat.seenAt) / 60_000);
  await queuePushes(db, [{ id: `loja_sem_painel:${beat.restaurantId}:${beat.seenAt}`, para: { restaurantId: beat.restaurantId }, payload: panelSilentPush(restaurant.nome, minutes), delivery: NEW_ORDER_DELIVERY }], onError);
  return 'told';
}
