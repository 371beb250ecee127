import { collection, deleteDoc, doc, getDoc, getDocs, onSnapshot, orderBy, query, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { UserProfile } from '@/domain/accounts/user';
import { applicationServerKey, deviceLabel, deviceScope, pushSupport, type PushSupport } from '@/domain/notifications/device';
import { DEVICES, type NotificationKind } from '@/domain/notifications/push';
import { toDate } from '@/domain/shared/stored-values';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';
import { recordConsent } from './consents';

/**
 * This device's notifications and the person's devices (issue #37): the Web Push subscription
 * made after a tap ('Ativar notificações neste aparelho'), stored under the person
 * (usuarios/{uid}/aparelhos/{deviceId}) for the push sender (functions/src/notify/push-sender.ts),
 * renewed when the app opens, muted per kind, removed.
 */

/** Why notifications could not be turned on, in words for the person. */
export class PushSetupError extends Error {}

/** A device as its owner's list shows it. */
export interface Device {
  id: string;
  rotulo: string;
  papel: string;
  silenciados: NotificationKind[];
  criadoEm: Date | null;
  vistoEm: Date | null;
  /** Whether the server has it: until then a closed page could lose it, so it is not shown as on. */
  salvo: boolean;
}

/** The key the functions sign with; the app is built with it (README). */
const VAPID_PUBLIC_KEY: string = import.meta.env.VITE_VAPID_PUBLIC_KEY ?? '';
const DEVICE_ID_KEY = 'sabor:aparelho';

/** This browser's device id: made once, kept with the app's data. */
export function thisDeviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/** Whether this browser can turn notifications on now: its facts, judged by domain/notifications/device.ts. */
export function thisBrowserPushSupport(): PushSupport {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
  return pushSupport({
    userAgent: navigator.userAgent,
    standalone,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    permission: 'Notification' in window ? Notification.permission : null,
  });
}

/**
 * The browser's own push service (Google's for Chrome, Mozilla's for Firefox, Apple's for Safari)
 * registers this device; when it cannot be reached or refuses (a browser without one, a network
 * that blocks it), the browser rejects with an AbortError or the like, which is not the person's
 * connection to Sabor (issue #51): said as what it is.
 */
async function subscribeToPushService(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(VAPID_PUBLIC_KEY) });
  } catch {
    throw new PushSetupError('Este navegador não conseguiu se registrar no serviço de notificações dele. Tente de novo mais tarde, ou use o Chrome, o Edge, o Firefox ou o Safari atualizados.');
  }
}

/**
 * Turns notifications on for this device, for the role the person has now: asks the browser's
 * permission (call it from a tap), subscribes with the VAPID key and stores the subscription.
 * Rejects with a Portuguese message when the browser refuses or cannot.
 */
export async function turnOnThisDevice(profile: Pick<UserProfile, 'uid' | 'tipo' | 'restaurantId' | 'rider'>): Promise<string> {
  if (!VAPID_PUBLIC_KEY) throw new PushSetupError('As notificações não estão configuradas neste ambiente.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('As notificações foram bloqueadas. Para receber avisos, permita as notificações da Sabor nas configurações do navegador.');
  const registration = await navigator.serviceWorker.ready;
  const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribeToPushService(registration));
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const id = thisDeviceId();
  const ref = doc(db, 'usuarios', profile.uid, DEVICES, id);
  const existing = await getDoc(ref);
  await setDoc(ref, {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    ...deviceScope(profile),
    rotulo: deviceLabel(navigator.userAgent),
    silenciados: existing.exists() ? ((existing.get('silenciados') as string[] | undefined) ?? []) : [],
    criadoEm: existing.exists() ? existing.get('criadoEm') : serverTimestamp(),
    vistoEm: serverTimestamp(),
  });
  await recordConsent(profile.uid, 'notificacoes', true);
  return id;
}

/** The person's devices, newest first, live. */
export function subscribeToMyDevices(uid: string, onNext: (devices: Device[]) => void, onError: (error: Error) => void): () => void {
  return trackListener(
    onSnapshot(
      query(collection(db, 'usuarios', uid, DEVICES), orderBy('criadoEm', 'desc')),
      // With the metadata: a device turned on is shown as on only once the server has it.
      { includeMetadataChanges: true },
      (snapshot) =>
        onNext(
          snapshot.docs.map((device) => ({
            id: device.id,
            rotulo: String(device.get('rotulo') ?? 'Aparelho'),
            papel: String(device.get('papel') ?? ''),
            silenciados: (device.get('silenciados') as NotificationKind[] | undefined) ?? [],
            criadoEm: toDate(device.get('criadoEm')),
            vistoEm: toDate(device.get('vistoEm')),
            salvo: !device.metadata.hasPendingWrites,
          })),
        ),
      onError,
    ),
  );
}

/** Mutes (or unmutes) the kinds of one device. */
export async function setDeviceMutes(uid: string, deviceId: string, silenciados: NotificationKind[]): Promise<void> {
  await updateDoc(doc(db, 'usuarios', uid, DEVICES, deviceId), { silenciados, vistoEm: serverTimestamp() });
}

/** 'Remover': the device leaves the list; this browser's subscription ends too when it is this one. */
export async function removeDevice(uid: string, deviceId: string): Promise<void> {
  await deleteDoc(doc(db, 'usuarios', uid, DEVICES, deviceId));
  if (deviceId === localStorage.getItem(DEVICE_ID_KEY) && 'serviceWorker' in navigator) {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  }
}

/** Consent to notifications revoked (issue #39): every device of the person's leaves, this browser's subscription too. */
export async function revokeNotifications(uid: string): Promise<void> {
  const devices = await getDocs(collection(db, 'usuarios', uid, DEVICES));
  await Promise.all(devices.docs.map((device) => removeDevice(uid, device.id)));
  await recordConsent(uid, 'notificacoes', false);
}

/** 'Enviar notificação de teste' to one of the person's devices. */
export async function sendTestNotification(deviceId: string): Promise<void> {
  await call('sendTestPush', { aparelhoId: deviceId });
}
