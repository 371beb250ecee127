import type { DocumentData, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { MAIL_ATTEMPTS, type MailState } from '@/domain/notifications/mail';
import { DEVICES, KINDS_BY_ROLE, PUSH_COLLECTION, type DeviceRole, type PushDelivery, type PushPayload, type PushTarget } from '@/domain/notifications/push';
import { isRiderAvailable } from '@/domain/delivery/rider-availability';
import { finishDelivery, takeFromOutbox } from './outbox';

/**
 * Push services Sabor sends to: a subscription's endpoint must be one of theirs, so the sending
 * function never calls an address a client made up (Chrome and Edge use FCM, Firefox Mozilla's
 * autopush, Safari Apple's, Windows WNS).
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /\.notify\.windows\.com$/, /^push\.services\.mozilla\.com$/];

function isPushServiceEndpoint(endpoint: string, allowLoopback = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  if (allowLoopback && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) return true;
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * Sends the pushes of the outbox (push/{id}, issue #37) to the devices they are for, with the
 * same `delivery` record as the e-mails (outbox.ts): taken once, then each device sent to once
 * (those already reached are remembered across retries), a device the push service says is gone
 * (404, 410) deleted, a device that muted the kind skipped.
 *
 * push/{id}: { payload: PushPayload, urgency, ttl, para: { uid } | { restaurantId } | { cidade }, aparelho? }
 * (aparelho: only that device of the person, for 'Enviar notificação de teste')
 * - uid: that person's devices;
 * - restaurantId: the kitchen, every device its staff turned on for the restaurant;
 * - cidade: the riders of that city who are available now (rider-availability.ts).
 */

/** One device's subscription as the sender needs it. */
export interface PushSubscriptionRecord {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one push; rejects with the push service's status code as `statusCode` when it refuses. */
export type SendPush = (subscription: PushSubscriptionRecord, payload: string, delivery: PushDelivery) => Promise<void>;

/** The devices a push is for, each with its owner's uid. */
async function devicesFor(db: Firestore, target: PushTarget, now: Date): Promise<DocumentSnapshot[]> {
  if ('uid' in target) return (await db.collection('usuarios').doc(target.uid).collection(DEVICES).get()).docs;
  if ('restaurantId' in target) {
    return (await db.collectionGroup(DEVICES).where('restaurantId', '==', target.restaurantId).where('papel', '==', 'restaurante').get()).docs;
  }
  const riders = (await db.collectionGroup(DEVICES).where('cidade', '==', target.cidade).where('papel', '==', 'motoboy').get()).docs;
  // Only riders at work now: their profile says available and their app said so lately.
  const owners = [...new Set(riders.map((device) => device.ref.parent.parent!.id))];
  const available = new Set<string>();
  for (let start = 0; start < owners.length; start += 100) {
    const profiles = await db.getAll(...owners.slice(start, start + 100).map((uid) => db.collection('usuarios').doc(uid)));
    for (const profile of profiles) {
      if (isRiderAvailable(profile.data(), now)) available.add(profile.id);
    }
  }
  return riders.filter((device) => available.has(device.ref.parent.parent!.id));
}

/** Whether a device takes this kind: its role receives it and its owner did not mute it there. */
function wants(device: DocumentData, kind: PushPayload['kind']): 'yes' | 'muted' | 'no' {
  if (kind === 'teste') return 'yes';
  const role = device.papel as DeviceRole;
  if (!(KINDS_BY_ROLE[role] ?? []).some((entry) => entry.kind === kind)) return 'no';
  return Array.isArray(device.silenciados) && device.silenciados.includes(kind) ? 'muted' : 'yes';
}

/** Delivers push/{id} with `send`; resolves with the state it left it in, or null when another run has it. */
export async function deliverPush(db: Firestore, id: string, send: SendPush | null, now: () => Date = () => new Date(), allowLoopback = false): Promise<MailState | null> {
  const ref = db.collection(PUSH_COLLECTION).doc(id);
  const taken = await takeFromOutbox(db, ref, now());
  if (!taken) return null;
  if (!send) return finishDelivery(ref, 'ERROR', now(), { 'delivery.error': 'Chaves VAPID não configuradas (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).' });
  const { payload, urgency, ttl, para } = taken.data as { payload: PushPayload; urgency: PushDelivery['urgency']; ttl: number; para: PushTarget };
  const already = new Set<string>((taken.data.delivery?.info?.enviadosPara as string[] | undefined) ?? []);
  const only = typeof taken.data.aparelho === 'string' ? taken.data.aparelho : null;

  const sent = [...already];
  let muted = 0;
  let removed = 0;
  const failures: string[] = [];
  for (const device of await devicesFor(db, para, now())) {
    const data = device.data() ?? {};
    if (only && device.id !== only) continue;
    if (already.has(device.ref.path)) continue;
    const decision = wants(data, payload.kind);
    if (decision === 'muted') muted += 1;
    if (decision !== 'yes') continue;
    const endpoint = String(data.endpoint ?? '');
    if (!isPushServiceEndpoint(endpoint, allowLoopback)) {
      failures.push(`${device.ref.path}: endereço de push não aceito`);
      continue;
    }
    try {
      await send({ endpoint, keys: { p256dh: String(data.p256dh ?? ''), auth: String(data.auth ?? '') } }, JSON.stringify(payload), { urgency, ttl });
      sent.push(device.ref.path);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        // The browser dropped this subscription: the device is no longer reachable this way.
        await device.ref.delete();
        removed += 1;
      } else {
        failures.push(`${device.ref.path}: ${status ?? ''} ${error instanceof Error ? error.message : String(error)}`.trim());
      }
    }
  }
  const info = { 'delivery.info': { enviadosPara: sent, enviados: sent.length, silenciados: muted, removidos: removed } };
  if (failures.length === 0) return finishDelivery(ref, 'SUCCESS', now(), info);
  return finishDelivery(ref, taken.attempt >= MAIL_ATTEMPTS ? 'ERROR' : 'RETRY', now(), { ...info, 'delivery.error': failures.join('; ').slice(0, 1500) });
}
