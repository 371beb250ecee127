import type { Firestore } from 'firebase-admin/firestore';
import { DEVICES, testPush, ACCOUNT_DELIVERY } from '@/domain/notifications/push';
import { DEVICE_GONE_MESSAGE, sendTestPushSchema } from '@/domain/notifications/push.schema';
import { actorOf, readOrRefuse, refuse, type Caller } from '../lib/callable-support';
import { queuePushes } from './outbox';

/**
 * 'Enviar notificação de teste' (issue #37): a push to one of the caller's own devices, through
 * the outbox like any other, so what the person sees is what an order would bring.
 */
export async function sendTestPushAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller, { verified: false });
  const request = readOrRefuse(sendTestPushSchema, data);
  const device = await db.collection('usuarios').doc(actor.uid).collection(DEVICES).doc(request.aparelhoId).get();
  if (!device.exists) throw refuse('not-found', 'not-found', DEVICE_GONE_MESSAGE);
  let failure: unknown = null;
  await queuePushes(db, [{ id: `teste:${actor.uid}:${request.aparelhoId}:${now().getTime()}`, para: { uid: actor.uid }, aparelho: request.aparelhoId, payload: testPush(), delivery: ACCOUNT_DELIVERY }], (_id, error) => {
    failure = error;
  });
  if (failure) throw failure;
  return { ok: true };
}
