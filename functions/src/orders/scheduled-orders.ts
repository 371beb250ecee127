import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { scheduleNoticeMail } from '@/domain/notifications/mail';
import { notifiedOrder } from '@/domain/notifications/order-events';
import { scheduleNoticePush, STATUS_DELIVERY } from '@/domain/notifications/push';
import { isUnpaidOnline } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { mayUnsettleSchedule, scheduleNoticeChange, scheduleNoticeChoice, scheduleNoticeFor, type ScheduleFacts } from '@/domain/orders/schedule-notice';
import { DEFAULT_ACCEPT_LIMIT_MINUTES } from '@/domain/restaurants/restaurant';
import { storeFactsFromData } from '@/domain/restaurants/store-facts.record';
import { PATHS } from '@/domain/shared/routes';
import { toNumber, type StoredData } from '@/domain/shared/stored-values';
import { numberOrder } from '../lib/order-numbers';
import { outboxId, queueMail, queuePush } from '../notify/outbox';
import { appUrl } from '../notify/settings';
import type { OrderWatch } from './order-watch';

/**
 * Scheduled orders on the server (issue #54, domain/orders/scheduling.ts): how many a slot holds,
 * and the release of one to the kitchen's board at its `liberarEm`.
 */

/** The statuses of an order that no longer holds its slot. */
const ENDED = new Set(['cancelado', 'rejeitado', 'rejected', 'expirado']);

/**
 * How many orders hold the slot starting at `slot` (paid or waiting for their payment, released
 * or not), read in `transaction`: two customers taking the slot's last place at once conflict on
 * this range, and the second one's retry counts the first.
 */
export async function ordersInSlot(transaction: Transaction, restaurantRef: DocumentReference, slot: Date): Promise<number> {
  const inSlot = await transaction.get(restaurantRef.collection('pedidos').where('agendadoPara', '==', Timestamp.fromDate(slot)).select('status'));
  return inSlot.docs.filter((document) => !ENDED.has(String(document.get('status')))).length;
}

export type ReleaseOutcome = 'released' | 'not-due' | 'gone';

/**
 * Moves a scheduled order to the kitchen's board once its `liberarEm` has come: a new order
 * then, with the store's whole time to answer counted from now (not from when it was placed), its
 * number of the day, and the deadline's task and the kitchen's reminders queued (`watch.newOrder`).
 * Its createdAt becomes the server's time of the release (the day it is cooked in, which the
 * numbering, the board, the sales and the statements go by; order.record.ts scheduledOrderData),
 * and `agendadoEm` keeps when it was placed. 'not-due' before its time (the local Tasks emulator
 * runs a task at once: the task asks to run again); 'gone' when it is no longer waiting
 * (cancelled, already released).
 */
export async function releaseScheduledOrderAs(db: Firestore, target: OrderTarget, watch: OrderWatch, now: Date): Promise<ReleaseOutcome> {
  const restaurantRef = db.collection('restaurantes').doc(target.restaurantId);
  const orderRef = restaurantRef.collection('pedidos').doc(target.orderId);
  const outcome = await db.runTransaction(async (transaction): Promise<{ kind: ReleaseOutcome; prazoAceiteEm?: Date }> => {
    const [order, restaurant] = await transaction.getAll(orderRef, restaurantRef);
    if (!order?.exists || order.get('status') !== 'agendado') return { kind: 'gone' };
    const due = (order.get('liberarEm') as Timestamp | undefined)?.toDate();
    if (due && due.getTime() > now.getTime()) return { kind: 'not-due' };
    const prazoAceiteEm = new Date(now.getTime() + toNumber(restaurant?.get('limiteAceiteMin'), DEFAULT_ACCEPT_LIMIT_MINUTES) * 60_000);
    transaction.update(orderRef, {
      status: 'novo_pedido',
      numero: null,
      prazoAceiteEm: Timestamp.fromDate(prazoAceiteEm),
      agendadoEm: order.get('createdAt') ?? null,
      // A server timestamp, as placeOrder's: the numbering relies on later commits having later ones.
      createdAt: FieldValue.serverTimestamp(),
      ultimaAtualizacao: FieldValue.serverTimestamp(),
    });
    return { kind: 'released', prazoAceiteEm };
  });
  if (outcome.kind !== 'released' || !outcome.prazoAceiteEm) return outcome.kind;
  // Released: nothing below may undo it. A number not given now is given by the day's next order.
  await numberOrder(db, orderRef).catch((error: unknown) => logger.error('Could not number a released scheduled order yet', { ...target, error: String(error) }));
  await watch.newOrder({ ...target, prazoAceiteEm: outcome.prazoAceiteEm });
  return 'released';
}

/** How many due scheduled orders one sweep releases at most. */
const SWEEP_BATCH = 100;

/**
 * The safety net of the release tasks (tasks.ts releaseDueScheduledOrders, every 5 minutes in
 * production): every scheduled order whose time has come, released. Resolves with how many were.
 */
export async function releaseDueScheduledOrders(db: Firestore, watch: OrderWatch, now: Date): Promise<number> {
  const due = await db.collectionGroup('pedidos').where('status', '==', 'agendado').where('liberarEm', '<=', Timestamp.fromDate(now)).limit(SWEEP_BATCH).get();
  let released = 0;
  for (const document of due.docs) {
    const restaurantId = document.ref.parent.parent?.id;
    if (!restaurantId) continue;
    if ((await releaseScheduledOrderAs(db, { restaurantId, orderId: document.id }, watch, now)) === 'released') released += 1;
  }
  return released;
}

function scheduleFacts(restaurantId: string, data: StoredData | null): ScheduleFacts | null {
  if (!data) return null;
  const { horarioFuncionamento, pausadoAte } = storeFactsFromData(restaurantId, data);
  return { horarioFuncionamento, pausadoAte };
}

/**
 * One write of a store (triggers.ts onRestaurantWritten) that paused it or changed its hours:
 * each waiting scheduled order it leaves without its kitchen (domain/orders/schedule-notice.ts)
 * gets the notice on it, and its customer a push and an e-mail, all in one transaction per order,
 * once per change (`eventKey`, the event's time: a retried event finds the notice already there).
 * Nothing is read for any other write (the panel's heartbeat among them). Resolves with how many
 * customers were told.
 */
export async function tellScheduledCustomers(db: Firestore, restaurantId: string, beforeData: StoredData | null, afterData: StoredData | null, eventKey: string, now: Date): Promise<number> {
  const before = scheduleFacts(restaurantId, beforeData);
  const after = scheduleFacts(restaurantId, afterData);
  if (!after || !mayUnsettleSchedule(before, after, now)) return 0;
  const waiting = await db.collection('restaurantes').doc(restaurantId).collection('pedidos').where('status', '==', 'agendado').select().get();
  let told = 0;
  for (const { ref } of waiting.docs) {
    const notified = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      const liberarEm = (data?.liberarEm as Timestamp | undefined)?.toDate();
      if (!data || data.status !== 'agendado' || !liberarEm) return false;
      const order = orderFromData(ref.id, restaurantId, data);
      if (!order.agendadoPara || !order.userId || isUnpaidOnline(order)) return false;
      const notice = scheduleNoticeFor(before, after, { agendadoPara: order.agendadoPara, liberarEm }, now, eventKey);
      if (!notice || order.avisoAgenda?.chave === notice.chave) return false;
      const customer = await transaction.get(db.collection('usuarios').doc(order.userId));
      const change = scheduleNoticeChange(notice, order.restaurantName, order.agendadoPara, now);
      transaction.update(ref, { avisoAgenda: { ...notice, ...(notice.motivo === 'pausa' ? { ate: Timestamp.fromDate(notice.ate) } : {}), em: Timestamp.fromDate(now) } });
      queuePush(db, transaction, outboxId('agenda_alterada', notice.chave, restaurantId, ref.id), { para: { uid: order.userId }, payload: scheduleNoticePush(notifiedOrder(order), change), delivery: STATUS_DELIVERY });
      const email = customer.get('email');
      if (typeof email === 'string' && email) {
        queueMail(db, transaction, outboxId('agenda', notice.chave, restaurantId, ref.id), {
          to: email,
          assunto: 'agenda_alterada',
          message: scheduleNoticeMail({
            nome: String(customer.get('nome') ?? '').split(' ')[0] ?? '',
            restaurantName: order.restaurantName,
            change,
            choice: scheduleNoticeChoice(order.pagamentoOnline?.pagoEm != null),
            link: `${appUrl()}${PATHS.orderStatusOf(ref.id, restaurantId)}`,
          }),
        });
      }
      return true;
    });
    if (notified) told += 1;
  }
  return told;
}
