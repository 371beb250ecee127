import { useCallback, useEffect, useRef, useState } from 'react';
import { formatReais } from '@/domain/money';
import { shortOrderId, type Order } from '@/domain/orders';

/** SPEC.md section 9: the alert sound and its volume. */
export const ALERT_SOUND_URL = '/sounds/notification.mp3';
const SOUND_SETTING_KEY = 'sabor:panel-sound';
/** HTMLMediaElement.HAVE_FUTURE_DATA: enough is loaded to play (SPEC.md: ready state 3 or more). */
const READY_TO_PLAY = 3;

export type NotificationPermissionState = NotificationPermission | 'unsupported';

function currentPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function storedSoundSetting(): boolean {
  try {
    return localStorage.getItem(SOUND_SETTING_KEY) === 'on';
  } catch {
    return false;
  }
}

export interface NewOrderAlert {
  soundEnabled: boolean;
  permission: NotificationPermissionState;
  /** The sound should be playing now. */
  ringing: boolean;
  /** The browser refused to start the sound without a tap. */
  blocked: boolean;
  /** The 'Notificações' button: turns sound on (a tap unlocks audio) and asks for permission. */
  enable: () => Promise<void>;
  disable: () => void;
}

/**
 * The kitchen alert of SPEC.md section 4: loops /sounds/notification.mp3 at full volume while
 * any order is new, sound is on and notifications are allowed (or the browser has no
 * notifications at all, so that the alert still works there). Shows one system notification per
 * new order and keeps the screen awake while the panel is open.
 */
export function useNewOrderAlert(newOrders: Order[]): NewOrderAlert {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [soundEnabled, setSoundEnabled] = useState(storedSoundSetting);
  const [permission, setPermission] = useState<NotificationPermissionState>(currentPermission);
  const [blocked, setBlocked] = useState(false);
  const [ready, setReady] = useState(false);
  const notified = useRef(new Set<string>());

  useEffect(() => {
    const audio = new Audio(ALERT_SOUND_URL);
    audio.loop = true;
    audio.volume = 1;
    audio.preload = 'auto';
    const onReady = () => setReady(audio.readyState >= READY_TO_PLAY);
    audio.addEventListener('canplay', onReady);
    audio.addEventListener('canplaythrough', onReady);
    audio.load();
    audioRef.current = audio;
    return () => {
      audio.pause();
      audio.removeEventListener('canplay', onReady);
      audio.removeEventListener('canplaythrough', onReady);
      audioRef.current = null;
    };
  }, []);

  const allowed = permission === 'granted' || permission === 'unsupported';
  const ringing = newOrders.length > 0 && soundEnabled && allowed;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!ringing || !ready) {
      audio.pause();
      audio.currentTime = 0;
      return;
    }
    audio.play().then(
      () => setBlocked(false),
      (error: unknown) => {
        // Autoplay without a recent tap is refused: the panel asks for one.
        if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }, [ringing, ready]);

  // One system notification per new order, while allowed.
  useEffect(() => {
    if (permission !== 'granted') return;
    for (const order of newOrders) {
      if (notified.current.has(order.id)) continue;
      notified.current.add(order.id);
      try {
        new Notification(`Novo pedido #${shortOrderId(order.id)}`, {
          body: `${order.clientName || 'Cliente'} · ${formatReais(order.totalValue)}`,
          tag: `pedido-${order.id}`,
          icon: '/favicon.svg',
        });
      } catch {
        // Some browsers only notify from a service worker; the sound and the banner remain.
      }
    }
  }, [newOrders, permission]);

  // Keep a counter tablet awake while the panel is open.
  useEffect(() => {
    if (!('wakeLock' in navigator)) return undefined;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, []);

  const enable = useCallback(async () => {
    const audio = audioRef.current;
    // Playing inside the tap unlocks audio for this page; stop at once unless an order is waiting.
    if (audio) {
      try {
        await audio.play();
        setBlocked(false);
      } catch {
        setBlocked(true);
      }
      if (newOrders.length === 0) {
        audio.pause();
        audio.currentTime = 0;
      }
    }
    setSoundEnabled(true);
    try {
      localStorage.setItem(SOUND_SETTING_KEY, 'on');
    } catch {
      // The setting lasts for this visit.
    }
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    } else {
      setPermission(currentPermission());
    }
  }, [newOrders.length]);

  const disable = useCallback(() => {
    setSoundEnabled(false);
    try {
      localStorage.removeItem(SOUND_SETTING_KEY);
    } catch {
      // Nothing stored.
    }
  }, []);

  return { soundEnabled, permission, ringing, blocked, enable, disable };
}
