import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MAIL_ATTEMPTS, MAIL_COLLECTION, MAIL_LEASE_MS, type MailMessage, type MailState } from '@/domain/notifications/mail';

/**
 * Sends the e-mails of the outbox (mail/{id}) as Firebase's 'Trigger Email' extension would,
 * recording the same `delivery` map: a sender first takes the message (PENDING or RETRY, or a
 * PROCESSING whose lease ran out) in a transaction, so two runs of the trigger for one message
 * send it once; then SUCCESS with what the server answered, or RETRY (up to MAIL_ATTEMPTS) and
 * ERROR with the reason.
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

const TAKEABLE: MailState[] = ['PENDING', 'RETRY'];

/** Delivers mail/{id} with `send`; resolves with the state it left it in, or null when another run has it. */
export async function deliverMail(db: Firestore, id: string, send: SendMail | null, now: () => Date = () => new Date()): Promise<MailState | null> {
  const ref = db.collection(MAIL_COLLECTION).doc(id);
  const taken = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) return null;
    const delivery = (data.delivery ?? {}) as { state?: MailState; attempts?: number; leaseExpireTime?: Timestamp };
    const state = delivery.state ?? 'PENDING';
    const leaseOver = state === 'PROCESSING' && (delivery.leaseExpireTime?.toMillis() ?? 0) < now().getTime();
    if (!TAKEABLE.includes(state) && !leaseOver) return null;
    const attempts = (delivery.attempts ?? 0) + 1;
    transaction.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.fromDate(now()),
      'delivery.leaseExpireTime': Timestamp.fromMillis(now().getTime() + MAIL_LEASE_MS),
      'delivery.error': null,
    });
    return { attempts, to: String(data.to ?? ''), message: (data.message ?? {}) as Partial<MailMessage> };
  });
  if (!taken) return null;

  const finish = async (state: MailState, fields: Record<string, unknown>) => {
    await ref.update({ 'delivery.state': state, 'delivery.endTime': Timestamp.fromDate(now()), 'delivery.leaseExpireTime': null, ...fields });
    return state;
  };
  const { to, message } = taken;
  if (!to || !message.subject || !(message.text || message.html)) return finish('ERROR', { 'delivery.error': 'E-mail sem destinatário, assunto ou texto.' });
  if (!send) return finish('ERROR', { 'delivery.error': 'Nenhum servidor SMTP configurado (SMTP_URL).' });
  try {
    const info = await send({ to, subject: message.subject, text: message.text ?? '', html: message.html ?? '' });
    const list = (value: unknown[] | undefined) => (value ?? []).map(String);
    return finish('SUCCESS', {
      'delivery.info': { messageId: info.messageId ?? null, accepted: list(info.accepted), rejected: list(info.rejected), pending: list(info.pending) },
    });
  } catch (error) {
    return finish(taken.attempts >= MAIL_ATTEMPTS ? 'ERROR' : 'RETRY', { 'delivery.error': error instanceof Error ? error.message : String(error) });
  }
}
