import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { MAIL_COLLECTION, type MailMessage, type QueuedMail } from '@/domain/notifications/mail';

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
  const queued: QueuedMail & { delivery: { state: 'PENDING'; attempts: number } } = { ...mail, delivery: { state: 'PENDING', attempts: 0 } };
  transaction.create(db.collection(MAIL_COLLECTION).doc(id), queued);
}
