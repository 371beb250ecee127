import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_ATTEMPTS } from '@/domain/notifications/mail';
import { deliverMail, type SendMail } from '../../functions/src/notify/mail-sender';
import { mailTo, PROJECT_ID } from './support';

/**
 * The e-mail outbox against the real trigger (sendQueuedMail) and the local post office
 * (scripts/lib/mail-catcher.mjs): what is queued is sent once, however many runs take it, and a
 * server that refuses is tried MAIL_ATTEMPTS times and then left in ERROR with its reason.
 */

let app: App;
let db: Firestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'mail-outbox');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const SENT = { timeout: 60_000, interval: 250 };
const message = (subject: string) => ({ subject, text: `Texto de ${subject}`, html: `<p>${subject}</p>` });
const deliveryOf = async (id: string) => (await db.doc(`mail/${id}`).get()).data()?.delivery;

describe('the e-mail outbox', () => {
  it('sends a queued e-mail once, whoever else runs the sender at the same moment', async () => {
    let ours = 0;
    const counting: SendMail = async () => {
      ours += 1;
      return { messageId: 'teste' };
    };
    await db.doc('mail/uma-vez').create({ to: 'uma-vez@sabor.dev', assunto: 'teste', message: message('Uma vez'), delivery: { state: 'PENDING', attempts: 0 } });
    // The trigger takes it too: two more runs race it here.
    await Promise.all([deliverMail(db, 'uma-vez', counting), deliverMail(db, 'uma-vez', counting)]);
    await vi.waitFor(async () => expect((await deliveryOf('uma-vez'))?.state).toBe('SUCCESS'), SENT);
    // Settled: nothing sends it again.
    expect(await deliverMail(db, 'uma-vez', counting)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await mailTo('uma-vez@sabor.dev')).length + ours).toBe(1);
    expect(await deliveryOf('uma-vez')).toMatchObject({ attempts: 1, error: null });
  });

  it('tries a refused recipient again, then leaves it in ERROR with the server’s answer', async () => {
    await db.doc('mail/recusado').create({ to: 'ninguem@recusa.invalid', assunto: 'teste', message: message('Recusado'), delivery: { state: 'PENDING', attempts: 0 } });
    await vi.waitFor(async () => expect((await deliveryOf('recusado'))?.state).toBe('ERROR'), SENT);
    expect(await deliveryOf('recusado')).toMatchObject({ attempts: MAIL_ATTEMPTS, error: expect.stringMatching(/550/) });
    expect(await mailTo('ninguem@recusa.invalid')).toEqual([]);
  });

  it('refuses what cannot be sent without trying the server', async () => {
    await db.doc('mail/sem-destinatario').create({ to: '', assunto: 'teste', message: message('Sem destinatário'), delivery: { state: 'PENDING', attempts: 0 } });
    await vi.waitFor(async () => expect(await deliveryOf('sem-destinatario')).toMatchObject({ state: 'ERROR', error: 'E-mail sem destinatário, assunto ou texto.' }), SENT);
  });
});
