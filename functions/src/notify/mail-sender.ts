import type { Firestore } from 'firebase-admin/firestore';
import { MAIL_ATTEMPTS, MAIL_COLLECTION, type MailMessage, type MailState } from '@/domain/notifications/mail';
import { finishDelivery, takeFromOutbox } from './outbox';

/**
 * Sends the e-mails of the outbox (mail/{id}) as Firebase's 'Trigger Email' extension would,
 * recording the same `delivery` map: taken once (takeFromOutbox), then SUCCESS with what the
 * server answered, or RETRY (up to MAIL_ATTEMPTS) and ERROR with the reason.
 */

export interface OutgoingMail extends MailMessage {
  to: string;
}

/** What the SMTP server answered (nodemailer's info). */
export interface SentInfo {
  messageId?: string;
  accepted?: unknown[];
  rejected?: unknown[];
  pending?: unknown[];
}

export type SendMail = (mail: OutgoingMail) => Promise<SentInfo>;

/** Delivers mail/{id} with `send`; resolves with the state it left it in, or null when another run has it. */
export async function deliverMail(db: Firestore, id: string, send: SendMail | null, now: () => Date = () => new Date()): Promise<MailState | null> {
  const ref = db.collection(MAIL_COLLECTION).doc(id);
  const taken = await takeFromOutbox(db, ref, now());
  if (!taken) return null;
  const to = String(taken.data.to ?? '');
  const message = (taken.data.message ?? {}) as Partial<MailMessage>;
  if (!to || !message.subject || !(message.text || message.html)) return finishDelivery(ref, 'ERROR', now(), { 'delivery.error': 'E-mail sem destinatário, assunto ou texto.' });
  if (!send) return finishDelivery(ref, 'ERROR', now(), { 'delivery.error': 'Nenhum servidor SMTP configurado (SMTP_URL).' });
  try {
    const info = await send({ to, subject: message.subject, text: message.text ?? '', html: message.html ?? '' });
    const list = (value: unknown[] | undefined) => (value ?? []).map(String);
    return finishDelivery(ref, 'SUCCESS', now(), {
      'delivery.info': { messageId: info.messageId ?? null, accepted: list(info.accepted), rejected: list(info.rejected), pending: list(info.pending) },
    });
  } catch (error) {
    return finishDelivery(ref, taken.attempt >= MAIL_ATTEMPTS ? 'ERROR' : 'RETRY', now(), { 'delivery.error': error instanceof Error ? error.message : String(error) });
  }
}
