import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@/domain/contract/callables';
import type { OrderTarget } from '@/domain/orders/order-claim';
import type { PanelBeat } from '../notify/kitchen-watch';
import type { CouponReservation } from '@/domain/promotions/coupon.schema';

/**
 * The Cloud Tasks queues, each under the name its Function is deployed as (tasks.ts), with what a
 * task carries. A queue is addressed by that name alone: one list for the Functions and for
 * enqueueTask, so a queue renamed on one side and not the other fails to compile instead of
 * queueing tasks that nothing runs. The Function still reads its data as unknown, with its parser.
 */
export interface TaskData {
  /** An order's deadline to be answered (orders/close-unanswered.ts). */
  closeUnansweredOrder: OrderTarget;
  /** A new order's reminders to the kitchen (notify/kitchen-watch.ts). */
  remindKitchen: OrderTarget;
  /** A panel's heartbeat, watched until it goes stale (notify/kitchen-watch.ts). */
  tellSilentPanel: PanelBeat;
  /** A coupon use reserved for an order, given back if the order was never written (lib/coupon-uses.ts). */
  releaseUnwrittenCouponUse: CouponReservation;
  /** An order waiting for its Pix, ended when its charge expires (payments/order-payments.ts). */
  expireUnpaidOrder: OrderTarget;
  /** A help case's deadline to be answered by the store (help/help-cases.ts). */
  escalateHelpCase: { casoId: string };
  /** A scheduled order's time to reach the kitchen's board (orders/scheduled-orders.ts). */
  releaseScheduledOrder: OrderTarget;
}

export type TaskName = keyof TaskData;

/** Queues a task of `name` under `id`; rejects when it could not (for an action that must say so). */
export async function queueTaskOrFail<Name extends TaskName>(name: Name, data: TaskData[Name], options: { scheduleTime: Date; id: string }): Promise<void> {
  await getFunctions().taskQueue(`locations/${FUNCTIONS_REGION}/functions/${name}`).enqueue(data, options);
}

/**
 * Queues a task of `name` under `id`: a second queueing of the same id (a retried call or
 * trigger) is refused and ignored. A failure to queue is logged, not thrown: what caused it stands.
 */
export async function enqueueTask<Name extends TaskName>(name: Name, data: TaskData[Name], options: { scheduleTime: Date; id: string }): Promise<void> {
  try {
    await queueTaskOrFail(name, data, options);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!code.includes('task-already-exists')) logger.error('Could not queue a task', { functionName: name, data, error: String(error) });
  }
}
