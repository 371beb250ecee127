import { collection, collectionGroup, getCountFromServer, getDocs, limit, onSnapshot, orderBy, query, Timestamp, where, type Query } from 'firebase/firestore';
import { DELETION_REQUESTS } from '@/domain/accounts/account-deletion';
import { STATEMENTS } from '@/domain/money/commission-ledger';
import { outboxProblemFromData } from '@/domain/notifications/outbox-message.record';
import { FAILED_TASKS, failedTaskFromData } from '@/domain/operator/failed-task.record';
import {
  OUTBOX_CHANNELS,
  STATEMENT_CLOSE_GRACE_MS,
  STUCK_AFTER_MS,
  type DarkPanel,
  type FailedTask,
  type HealthCounts,
  type OutboxChannel,
  type OutboxProblem,
} from '@/domain/operator/service-health';
import type { RetryOutboxMessageRequest } from '@/domain/operator/service-health.schema';
import { isPanelDark, PANEL_HEARTBEAT_STALE_MS } from '@/domain/restaurants/ordering-state';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { ORDER_PAYMENTS } from '@/domain/payments/online-payment';
import { RECONCILIATIONS } from '@/domain/payments/payment-divergence';
import { paymentDivergenceFromData, reconciliationFromData, type PaymentDivergence, type ReconciliationRun } from '@/domain/payments/payment-divergence.record';
import type { ResolvePaymentDivergenceRequest } from '@/domain/payments/payment-divergence.schema';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';

/**
 * The operator's 'Saúde' (issue #51, domain/operator/service-health.ts): each problem read where it
 * lives, its count from an aggregation (the console's home) and its list one page at a time.
 */

/** How many of each kind a list shows, newest first. */
export const HEALTH_PAGE = 50;
/** How many recently darkened panels are looked at (most recent first) to find those in their hours. */
const DARK_PANEL_SCAN = 100;

const UNSENT = ['PENDING', 'RETRY', 'PROCESSING'];

function failedMessages(channel: OutboxChannel): Query {
  return query(collection(db, channel), where('delivery.state', '==', 'ERROR'), orderBy('criadoEm', 'desc'));
}

function stuckMessages(channel: OutboxChannel, now: Date): Query {
  return query(collection(db, channel), where('delivery.state', 'in', UNSENT), where('criadoEm', '<', Timestamp.fromMillis(now.getTime() - STUCK_AFTER_MS)), orderBy('criadoEm', 'desc'));
}

const openFailedTasks = () => query(collection(db, FAILED_TASKS), where('retomadaEm', '==', null), orderBy('em', 'desc'));

const lateStatements = (now: Date) =>
  query(collectionGroup(db, STATEMENTS), where('estado', '==', 'aberta'), where('fim', '<=', Timestamp.fromMillis(now.getTime() - STATEMENT_CLOSE_GRACE_MS)));

const openDivergences = () => query(collection(db, ORDER_PAYMENTS), where('divergenciaAberta', '==', true), orderBy('divergenciaEm', 'desc'));

const dueDeletions = (now: Date) => query(collection(db, DELETION_REQUESTS), where('estado', '==', 'agendada'), where('efetivaEm', '<=', Timestamp.fromDate(now)));

/**
 * The stores whose panel went dark while they should be open: among the listed stores whose panel
 * was last seen before the heartbeat went stale, the most recent first, those within their hours
 * and not paused (a store closed for the night went dark at its closing time and is left out).
 */
export async function getDarkPanels(now: Date): Promise<DarkPanel[]> {
  const stale = Timestamp.fromMillis(now.getTime() - PANEL_HEARTBEAT_STALE_MS);
  const snapshot = await getDocs(query(collection(db, 'restaurantes'), where('listado', '==', true), where('painelVistoEm', '<', stale), orderBy('painelVistoEm', 'desc'), limit(DARK_PANEL_SCAN)));
  return snapshot.docs
    .map((document) => restaurantFromData(document.id, document.data()))
    .filter((restaurant) => isPanelDark(restaurant, now))
    .map((restaurant) => ({ restaurantId: restaurant.id, nome: restaurant.nome, cidade: restaurant.cidade ?? '', vistoEm: restaurant.painelVistoEm }));
}

/** Every count of 'Saúde': aggregations, plus the scan of dark panels. */
export async function getHealthCounts(now: Date): Promise<HealthCounts> {
  const counted = (target: Query) => getCountFromServer(target).then((snapshot) => snapshot.data().count);
  const [failed, stuck, tasks, statements, deletions, panels, divergences] = await Promise.all([
    Promise.all(OUTBOX_CHANNELS.map((channel) => counted(failedMessages(channel)))),
    Promise.all(OUTBOX_CHANNELS.map((channel) => counted(stuckMessages(channel, now)))),
    counted(openFailedTasks()),
    counted(lateStatements(now)),
    counted(dueDeletions(now)),
    getDarkPanels(now),
    counted(openDivergences()),
  ]);
  const sum = (counts: number[]) => counts.reduce((total, value) => total + value, 0);
  return { mensagensFalhas: sum(failed), mensagensParadas: sum(stuck), tarefasFalhas: tasks, paineisApagados: panels.length, extratosAtrasados: statements, exclusoesVencidas: deletions, pagamentosDivergentes: divergences };
}

/**
 * The outbox's messages that failed or are stuck, of both channels, newest first, live: a message
 * sent again leaves the list when it goes through, and comes back if it fails again.
 */
export function subscribeToOutboxProblems(now: Date, onNext: (problems: OutboxProblem[]) => void, onError: (error: Error) => void): () => void {
  const sources = OUTBOX_CHANNELS.flatMap((channel) => [
    { channel, target: query(failedMessages(channel), limit(HEALTH_PAGE)) },
    { channel, target: query(stuckMessages(channel, now), limit(HEALTH_PAGE)) },
  ]);
  const latest: Array<OutboxProblem[] | null> = sources.map(() => null);
  const stops = sources.map(({ channel, target }, index) =>
    trackListener(
      onSnapshot(
        target,
        (snapshot) => {
          latest[index] = snapshot.docs.flatMap((document) => outboxProblemFromData(channel, document.id, document.data(), new Date()) ?? []);
          if (latest.every((part) => part !== null)) {
            onNext((latest as OutboxProblem[][]).flat().sort((a, b) => (b.criadoEm?.getTime() ?? 0) - (a.criadoEm?.getTime() ?? 0)));
          }
        },
        onError,
      ),
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** The tasks that gave up and were not queued again, newest first, live. */
export function subscribeToFailedTasks(onNext: (tasks: FailedTask[]) => void, onError: (error: Error) => void): () => void {
  return trackListener(onSnapshot(query(openFailedTasks(), limit(HEALTH_PAGE)), (snapshot) => onNext(snapshot.docs.map((document) => failedTaskFromData(document.id, document.data()))), onError));
}

/** 'Reenviar'. */
export async function retryOutboxMessage(request: RetryOutboxMessageRequest): Promise<void> {
  await call('retryOutboxMessage', request);
}

/** 'Tentar de novo'. */
export async function retryFailedTask(id: string): Promise<void> {
  await call('retryFailedTask', { id });
}

/** The payments in the app that do not add up and were not resolved, newest first, live (issue #52). */
export function subscribeToPaymentDivergences(onNext: (divergences: PaymentDivergence[]) => void, onError: (error: Error) => void): () => void {
  return trackListener(
    onSnapshot(query(openDivergences(), limit(HEALTH_PAGE)), (snapshot) => onNext(snapshot.docs.map((document) => paymentDivergenceFromData(document.id, document.data()))), onError),
  );
}

/** The last daily reconciliation of payments, or null when none ran yet. */
export async function getLastReconciliation(): Promise<ReconciliationRun | null> {
  const snapshot = await getDocs(query(collection(db, RECONCILIATIONS), orderBy('em', 'desc'), limit(1)));
  const last = snapshot.docs[0];
  return last ? reconciliationFromData(last.id, last.data()) : null;
}

/** 'Resolvido', with what the operator did. */
export async function resolvePaymentDivergence(request: ResolvePaymentDivergenceRequest): Promise<void> {
  await call('resolvePaymentDivergence', request);
}
