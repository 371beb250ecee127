/**
 * What runs by the clock: the schedules, and the Cloud Tasks queues that act on one order or one
 * panel at their time. index.ts re-exports all that this module exports, so it exports Functions only.
 */
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched, type TaskQueueFunction } from 'firebase-functions/v2/tasks';
import { FUNCTIONS_REGION as REGION } from '@/domain/contract/callables';
import { parseOrderTarget } from '@/domain/orders/order-target.schema';
import { parseCouponReservation } from '@/domain/promotions/coupon.schema';
import { releaseCouponUse, UNWRITTEN_ORDER_GRACE_MS } from './lib/coupon-uses';
import { deleteDueAccounts } from './accounts/account-deletion';
import { recordingGiveUp } from './lib/task-give-up';
import type { TaskName } from './lib/task-queue';
import { closeDueStatements, suspendOverdueStores } from './money/statements';
import { parsePanelBeat, remindKitchenAs, watchPanelBeatAs } from './notify/kitchen-watch';
import { closeUnansweredOrderAs } from './orders/close-unanswered';
import { exportFirestore } from './ops/firestore-backup';
import { PAYMENT_SECRETS } from './payments/mercado-pago';
import { endUnpaidCharge } from './payments/order-payments';
import { refreshPaymentAccounts } from './payments/payment-accounts';
import { reconcilePayments } from './payments/reconciliation';
import { QUEUED_ORDER_WATCH } from './orders/order-watch';
import { escalateHelpCase as escalateCase } from './help/help-cases';
import { releaseDueScheduledOrders, releaseScheduledOrderAs } from './orders/scheduled-orders';
import { auth, db, logQueueError, payments } from './runtime';

// ---------- the schedules: not run by the local emulators, which have no scheduler ----------

/**
 * Closes the week's commission statements every Monday just after midnight, São Paulo time
 * (money/statements.ts). Locally the operator's 'Fechar semanas encerradas' does the same.
 */
export const closeWeekStatements = onSchedule({ schedule: '10 0 * * 1', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const closed = await closeDueStatements(db, new Date());
  logger.info('Weekly statements closed', { count: closed.length });
});

/** Every morning, the stores with a commission overdue past the limit stop taking orders (money/statements.ts). */
export const suspendOverdueStoresDaily = onSchedule({ schedule: '0 6 * * *', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const stopped = await suspendOverdueStores(db, new Date());
  if (stopped.length > 0) logger.warn('Stores stopped for an overdue commission', { stopped });
});

/**
 * Carries out the account deletions whose 7 days are over (issue #39, accounts/account-deletion.ts),
 * every night at 03:30, São Paulo time. Locally the operator's 'Concluir exclusões vencidas' does the same.
 */
export const deleteDueAccountsDaily = onSchedule({ schedule: '30 3 * * *', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const done = await deleteDueAccounts(db, auth, new Date());
  if (done.concluidas + done.adiadas > 0) logger.info('Account deletions', done);
});

/**
 * Exports the whole database to Cloud Storage every night at 04:00, São Paulo time
 * (ops/firestore-backup.ts), into the bucket named by BACKUP_BUCKET (functions/.env; README,
 * 'Backups'). Without one it says so in the log every night rather than failing silently.
 */
export const backupFirestoreDaily = onSchedule({ schedule: '0 4 * * *', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const bucket = process.env.BACKUP_BUCKET?.trim();
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
  if (!bucket) {
    logger.error('No backup: BACKUP_BUCKET is not set (README, Backups)');
    return;
  }
  const operation = await exportFirestore(projectId, bucket, new Date());
  logger.info('Firestore backup started', { operation, bucket });
});

/** Every morning, the connected stores' Mercado Pago tokens that expire within 30 days are renewed (payments/payment-accounts.ts). */
export const refreshPaymentAccountsDaily = onSchedule({ schedule: '30 5 * * *', timeZone: 'America/Sao_Paulo', region: REGION, secrets: PAYMENT_SECRETS }, async () => {
  if (!payments) return;
  const done = await refreshPaymentAccounts(db, payments, new Date());
  if (done.renovadas + done.falhas > 0) logger.info('Seller tokens refreshed', done);
});

/**
 * Every morning, the payments of the last days read again from the provider and their orders made
 * right where a notice was lost (payments/reconciliation.ts).
 */
export const reconcilePaymentsDaily = onSchedule({ schedule: '45 5 * * *', timeZone: 'America/Sao_Paulo', region: REGION, secrets: PAYMENT_SECRETS }, async () => {
  if (!payments) return;
  const done = await reconcilePayments(db, payments, QUEUED_ORDER_WATCH, new Date());
  if (done.corrigidos + done.divergentes > 0) logger.warn('Payments reconciled with differences', done);
});

/**
 * Every 5 minutes, the scheduled orders whose time has come released to their boards
 * (orders/scheduled-orders.ts): the safety net of their release tasks, should one be lost.
 */
export const releaseDueScheduledOrdersEvery5Min = onSchedule({ schedule: '*/5 * * * *', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const released = await releaseDueScheduledOrders(db, QUEUED_ORDER_WATCH, new Date());
  if (released > 0) logger.warn('Scheduled orders released by the sweep, not by their task', { released });
});

// ---------- the task queues, queued with enqueueTask (lib/task-queue.ts) ----------

/**
 * Every task queue, under the name enqueueTask addresses it by (its "too early" answers in
 * Portuguese: the operator reads the last one of a task that gave up, in 'Saúde'): a queue missing here, or one not in
 * lib/task-queue.ts, fails to compile. Each reads its data as unknown, with its parser, and answers
 * an error when it is too early, so that the queue runs it again after its backoff: the queue's
 * retry is the clock.
 */
/** How many times each queue runs a task before it gives up (recorded then for 'Saúde': lib/task-give-up.ts). */
const ATTEMPTS = {
  closeUnansweredOrder: 100,
  remindKitchen: 40,
  tellSilentPanel: 15,
  releaseUnwrittenCouponUse: 30,
  expireUnpaidOrder: 40,
  escalateHelpCase: 40,
  // Cloud Tasks runs it once, at its time; the local emulator at once, then every minute for up to 3 days and a half.
  releaseScheduledOrder: 5000,
} satisfies Record<TaskName, number>;

const tasks = {
  /**
   * Closes an order at its deadline when the restaurant has not answered it, with nobody's page
   * open (issue #23, orders/close-unanswered.ts). Cloud Tasks runs it at the scheduleTime placeOrder
   * gave; a run before the deadline (the local Tasks emulator ignores scheduleTime and runs every
   * task at once) asks to run again: at most 45 s late.
   */
  closeUnansweredOrder: onTaskDispatched<unknown>(
    {
      region: REGION,
      retryConfig: { maxAttempts: ATTEMPTS.closeUnansweredOrder, minBackoffSeconds: 15, maxBackoffSeconds: 45, maxDoublings: 1 },
      rateLimits: { maxConcurrentDispatches: 500 },
    },
    recordingGiveUp(db, 'closeUnansweredOrder', ATTEMPTS.closeUnansweredOrder, async (request) => {
      const target = parseOrderTarget(request.data);
      if (!target) return;
      const outcome = await closeUnansweredOrderAs(db, target);
      if (outcome === 'not-due') throw new HttpsError('unavailable', 'O prazo do pedido ainda não venceu.');
    }),
  ),

  /**
   * A new order's reminders to the kitchen (domain/notifications/kitchen-reminders.ts,
   * notify/kitchen-watch.ts): one run a minute while the order waits for an answer (the longest
   * accept limit is 30 minutes), each run queueing what is due.
   */
  remindKitchen: onTaskDispatched<unknown>(
    { region: REGION, retryConfig: { maxAttempts: ATTEMPTS.remindKitchen, minBackoffSeconds: 60, maxBackoffSeconds: 60, maxDoublings: 0 }, rateLimits: { maxConcurrentDispatches: 500 } },
    recordingGiveUp(db, 'remindKitchen', ATTEMPTS.remindKitchen, async (request) => {
      const target = parseOrderTarget(request.data);
      if (!target) return;
      if ((await remindKitchenAs(db, target, logQueueError)) === 'later') throw new HttpsError('unavailable', 'O pedido ainda espera a resposta da loja.');
    }),
  ),

  /** A heartbeat's watch (queued by onRestaurantWritten): runs again, every 30 s to a minute, until the beat goes stale. */
  tellSilentPanel: onTaskDispatched<unknown>(
    { region: REGION, retryConfig: { maxAttempts: ATTEMPTS.tellSilentPanel, minBackoffSeconds: 30, maxBackoffSeconds: 60, maxDoublings: 1 }, rateLimits: { maxConcurrentDispatches: 500 } },
    recordingGiveUp(db, 'tellSilentPanel', ATTEMPTS.tellSilentPanel, async (request) => {
      const beat = parsePanelBeat(request.data);
      if (!beat) return;
      if ((await watchPanelBeatAs(db, beat, logQueueError)) === 'not-due') throw new HttpsError('unavailable', 'O painel ainda não ficou em silêncio.');
    }),
  ),

  /**
   * A coupon use reserved for an order that placeOrder never wrote (its server gone in between):
   * given back once the reservation is UNWRITTEN_ORDER_GRACE_MS old (issue #51). Queued for then;
   * the local Tasks emulator runs it at once, and it asks to run again until then.
   */
  releaseUnwrittenCouponUse: onTaskDispatched<unknown>(
    { region: REGION, retryConfig: { maxAttempts: ATTEMPTS.releaseUnwrittenCouponUse, minBackoffSeconds: 60, maxBackoffSeconds: 120, maxDoublings: 1 }, rateLimits: { maxConcurrentDispatches: 100 } },
    recordingGiveUp(db, 'releaseUnwrittenCouponUse', ATTEMPTS.releaseUnwrittenCouponUse, async (request) => {
      const reservation = parseCouponReservation(request.data);
      if (!reservation) return;
      const outcome = await releaseCouponUse(db, reservation, new Date(Date.now() - UNWRITTEN_ORDER_GRACE_MS));
      if (outcome === 'not-due') throw new HttpsError('unavailable', 'O pedido ainda pode ser gravado.');
      if (outcome === 'released') logger.warn('A coupon use reserved for an order never written was given back', reservation);
    }),
  ),

  /**
   * A Pix charge's end, or a card's unanswered 3-D Secure challenge's (issue #52,
   * payments/order-payments.ts): queued with the charge for its expiry; still unpaid then, the
   * charge and its order are cancelled. Runs early locally (the
   * Tasks emulator ignores scheduleTime) and asks to run again until the expiry.
   */
  expireUnpaidOrder: onTaskDispatched<unknown>(
    { region: REGION, secrets: PAYMENT_SECRETS, retryConfig: { maxAttempts: ATTEMPTS.expireUnpaidOrder, minBackoffSeconds: 30, maxBackoffSeconds: 60, maxDoublings: 1 }, rateLimits: { maxConcurrentDispatches: 500 } },
    recordingGiveUp(db, 'expireUnpaidOrder', ATTEMPTS.expireUnpaidOrder, async (request) => {
      const target = parseOrderTarget(request.data);
      if (!target || !payments) return;
      if ((await endUnpaidCharge(db, payments, target, QUEUED_ORDER_WATCH, new Date())) === 'not-due') throw new HttpsError('unavailable', 'O pagamento do pedido ainda pode ser feito.');
    }),
  ),

  /**
   * A help case's deadline (issue #53, help/help-cases.ts): still unanswered by the store then, it
   * goes to the operator's 'Atendimento'. Runs early locally and asks to run again until then.
   */
  escalateHelpCase: onTaskDispatched<unknown>(
    { region: REGION, retryConfig: { maxAttempts: ATTEMPTS.escalateHelpCase, minBackoffSeconds: 60, maxBackoffSeconds: 120, maxDoublings: 1 }, rateLimits: { maxConcurrentDispatches: 100 } },
    recordingGiveUp(db, 'escalateHelpCase', ATTEMPTS.escalateHelpCase, async (request) => {
      const casoId = (request.data as { casoId?: unknown } | null)?.casoId;
      if (typeof casoId !== 'string' || !/^[^/]{1,160}$/.test(casoId)) return;
      if ((await escalateCase(db, casoId, new Date())) === 'not-due') throw new HttpsError('unavailable', 'A loja ainda está no prazo para responder.');
    }),
  ),

  /**
   * A scheduled order's time to reach the kitchen's board (issue #54, orders/scheduled-orders.ts):
   * its slot's start less the preparation time. Runs early locally and asks to run again until then.
   */
  releaseScheduledOrder: onTaskDispatched<unknown>(
    { region: REGION, retryConfig: { maxAttempts: ATTEMPTS.releaseScheduledOrder, minBackoffSeconds: 30, maxBackoffSeconds: 60, maxDoublings: 1 }, rateLimits: { maxConcurrentDispatches: 500 } },
    recordingGiveUp(db, 'releaseScheduledOrder', ATTEMPTS.releaseScheduledOrder, async (request) => {
      const target = parseOrderTarget(request.data);
      if (!target) return;
      if ((await releaseScheduledOrderAs(db, target, QUEUED_ORDER_WATCH, new Date())) === 'not-due') throw new HttpsError('unavailable', 'O pedido agendado ainda não chegou à hora de ir para a cozinha.');
    }),
  ),
} satisfies { [Name in TaskName]: TaskQueueFunction<unknown> };

export const { closeUnansweredOrder, remindKitchen, tellSilentPanel, releaseUnwrittenCouponUse, expireUnpaidOrder, escalateHelpCase, releaseScheduledOrder } = tasks;
