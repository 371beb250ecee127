import type { UserProfile } from '../accounts/user';
import type { DeviceRole } from './push';

/**
 * This device and Web Push (issue #37): whether notifications can be turned on here, how the
 * device is named in the list of a person's devices, and what its subscription is stored with.
 */

/**
 * - available: ask (after a tap, never on load);
 * - ios-home-screen: an iPhone or iPad in Safari, where push works only for the app added to
 *   the Home Screen (iOS 16.4+): explain how, instead of failing;
 * - denied: the person (or the browser) refused; only the browser's settings undo it;
 * - unsupported: this browser has no Web Push.
 */
export type PushSupport = 'available' | 'ios-home-screen' | 'denied' | 'unsupported';

export interface BrowserPushFacts {
  userAgent: string;
  /** The app runs from the Home Screen (display-mode standalone, or navigator.standalone on iOS). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  /** Notification.permission, or null without the Notification API. */
  permission: NotificationPermission | null;
}

const isAppleMobile = (userAgent: string) => /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent));

export function pushSupport(facts: BrowserPushFacts): PushSupport {
  if (isAppleMobile(facts.userAgent) && !facts.standalone) return 'ios-home-screen';
  if (!facts.hasServiceWorker || !facts.hasPushManager || facts.permission === null) return 'unsupported';
  return facts.permission === 'denied' ? 'denied' : 'available';
}

/** 'Chrome no Android', 'Safari no iPhone': how a device reads in its owner's list. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser/.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent) || /CriOS/.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Navegador';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'Mac'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'outro sistema';
  return `${browser} no ${system}`;
}

/** The role, restaurant and city a device is turned on for: the person's as they are now (firestore.rules checks them). */
export function deviceScope(profile: Pick<UserProfile, 'tipo' | 'restaurantId' | 'rider'>): { papel: DeviceRole; restaurantId: string | null; cidade: string | null } {
  const papel: DeviceRole = profile.tipo ?? 'cliente';
  return {
    papel,
    restaurantId: papel === 'restaurante' ? profile.restaurantId : null,
    cidade: papel === 'motoboy' ? profile.rider?.cidade || null : null,
  };
}

/** A VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}
