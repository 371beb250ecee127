import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { MAIL_COLLECTION, MAIL_LEASE_MS, outboxExpiry, type MailMessage, type MailState, type QueuedMail } from '@/domain/notifications/mail';
import { PUSH_COLLECTION, type PushDelivery, type PushPayload, type PushTarget } from '@/domain/notifications/push';

/**
 * The outbox (issue #37): what notifies someone writes one document per recipient and channel,
 * named after what caused it, and the senders (mail-sender.ts) deliver from there, recording the
 * state and the errors. Writing to the outbox is part of the action (the same transaction): the
 * sending is not, so a mail server or a push service that fails never fails the action.
 */

/** Outbox ids are document ids: no '/', bounded. */
export function outboxId(...parts: string[]): string {
  return parts
    .join(':')
    .replace(/[/\s]+/g, '_')
    .slice(0, 500);
}

/**
 * Queues an e-mail within `transaction`: created, so the transaction fails rather than send twice
 * if that id was already queued (a transaction body run again after a conflict starts afresh).
 */
export function queueMail(db: Firestore, transaction: Transaction, id: string, mail: { to: string; message: MailMessage; assunto: string }): void {
  const now = new Date();
  const queued: QueuedMail & { delivery: { state: 'PENDING'; attempts: number }; criadoEm: Timestamp; expiraEm: Timestamp } = {
    ...mail,
    delivery: { state: 'PENDING', attempts: 0 },
    // When it was queued: 'Saúde' tells a message stuck unsent from one on its way (domain/operator/service-health.ts).
    criadoEm: Timestamp.fromDate(now),
    // Forgotten by the TTL policy after OUTBOX_RETENTION_DAYS (domain/notifications/mail.ts).
    expiraEm: Timestamp.fromDate(outboxExpiry(now)),
  };
  transaction.create(db.collection(MAIL_COLLECTION).doc(id), queued);
}

/** A push as queued: to whom, what it shows, and how the push service treats it. */
export interface PushToQueue {
  para: PushTarget;
  payload: PushPayload;
  delivery: PushDelivery;
  /** Only this device of the person (a test notification). */
  aparelho?: string;
}

function pushDocument({ para, payload, delivery, aparelho }: PushToQueue) {
  const now = new Date();
  return {
    para,
    payload,
    urgency: delivery.urgency,
    ttl: delivery.ttl,
    ...(aparelho ? { aparelho } : {}),
    criadoEm: Timestamp.fromDate(now),
    // Forgotten by the TTL policy after OUTBOX_RETENTION_DAYS (domain/notifications/mail.ts).
    expiraEm: Timestamp.fromDate(outboxExpiry(now)),
    delivery: { state: 'PENDING', attempts: 0 },
  };
}

/**
 * Queues pushes outside a transaction (a trigger's): each created under its id, one already
 * there left alone (the trigger ran before for that change). Never throws: a push that could not
 * be queued is logged by the caller's `onError`, and the change that caused it stands.
 */
export async function queuePushes(db: Firestore, pushes: ReadonlyArray<PushToQueue & { id: string }>, onError: (id: string, error: unknown) => void): Promise<void> {
  await Promise.all(
    pushes.map(async ({ id, ...push }) => {
      try {
        await db.collection(PUSH_COLLECTION).doc(outboxId(id)).create(pushDocument(push));
      } catch (error) {
        // ALREADY_EXISTS: queued by an earlier run of the same trigger.
        if ((error as { code?: number }).code !== 6) onError(id, error);
      }
    }),
  );
}

/** Queues a push within `transaction` (an action's own write), like queueMail. */
export function queuePush(db: Firestore, transaction: Transaction, id: string, push: PushToQueue): void {
  transaction.create(db.collection(PUSH_COLLECTION).doc(outboxId(id)), pushDocument(push));
}

const TAKEABLE: MailState[] = ['PENDING', 'RETRY'];

/**
 * Takes an outbox document for delivery, as the 'Trigger Email' extension does: one that waits
 * (PENDING or RETRY), or one whose taker's lease ran out (PROCESSING), becomes PROCESSING with one
 * more attempt, in a transaction; so two runs of a trigger for one document deliver it once.
 * Resolves with its data and the attempt, or null when there is nothing to do.
 */
export async function takeFromOutbox(db: Firestore, ref: DocumentReference, now: Date): Promise<{ data: DocumentData; attempt: number } | null> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) return null;
    const delivery = (data.delivery ?? {}) as { state?: MailState; attempts?: number; leaseExpireTime?: Timestamp };
    const state = delivery.state ?? 'PENDING';
    const leaseOver = state === 'PROCESSING' && (delivery.leaseExpireTime?.toMillis() ?? 0) < now.getTime();
    if (!TAKEABLE.includes(state) && !leaseOver) return null;
    const attempt = (delivery.attempts ?? 0) + 1;
    transaction.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempt,
      'delivery.startTime': Timestamp.fromDate(now),
      'delivery.leaseExpireTime': Timestamp.fromMillis(now.getTime() + MAIL_LEASE_MS),
      'delivery.error': null,
    });
    return { data, attempt };
  });
}

/** Records how a delivery ended; resolves with that state. */
export async function finishDelivery(ref: DocumentReference, state: MailState, now: Date, fields: Record<string, unknown> = {}): Promise<MailState> {
  await ref.update({ 'delivery.state': state, 'delivery.endTime': Timestamp.fromDate(now), 'delivery.leaseExpireTime': null, ...fields });
  return state;
}
