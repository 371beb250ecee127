import { useCallback, useEffect, useRef, useState } from 'react';
import { formatReais } from '@/domain/shared/money';
import { orderNumberLabel, type Order } from '@/domain/orders/order';
import { ALERT_SOUND_URL, READY_TO_PLAY, hasUserActivation, listenForUnlock, saveSoundSetting, storedSoundSetting } from '@/ui/alert-sound';

const SOUND_SETTING_KEY = 'sabor:panel-sound';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

function currentPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export interface NewOrderAlert {
  soundEnabled: boolean;
  permission: NotificationPermissionState;
  /** The sound should be playing now. */
  ringing: boolean;
  /**
   * The sound is on but the browser will not start it until someone taps the page (after every
   * reload): the panel shows 'Toque para ativar o som'.
   */
  blocked: boolean;
  /** 'Som dos pedidos': turns sound on (a tap unlocks audio) and asks for permission. */
  enable: () => Promise<void>;
  disable: () => void;
}

/**
 * The kitchen alert of SPEC.md section 4: loops /sounds/notification.mp3 at full volume while
 * any order is new and the sound is on. Unlike the original, the sound does not depend on the
 * notification permission (a denied permission silenced the kitchen): system notifications are an
 * extra, one per new order where allowed. The sound setting is kept per device, on unless turned
 * off. Keeps the screen awake while the panel is open.
 */
export function useNewOrderAlert(newOrders: Order[]): NewOrderAlert {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [soundEnabled, setSoundEnabled] = useState(() => storedSoundSetting(SOUND_SETTING_KEY));
  const [permission, setPermission] = useState<NotificationPermissionState>(currentPermission);
  const [blocked, setBlocked] = useState(() => !hasUserActivation());
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

  const ringing = newOrders.length > 0 && soundEnabled;

  // The first tap or key anywhere on the page lets audio play: the banner goes and the alert starts.
  useEffect(() => {
    if (!blocked) return undefined;
    return listenForUnlock(() => setBlocked(false));
  }, [blocked]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!ringing || !ready || blocked) {
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
  }, [ringing, ready, blocked]);

  // One system notification per new order, while allowed.
  useEffect(() => {
    if (permission !== 'granted') return;
    for (const order of newOrders) {
      if (notified.current.has(order.id)) continue;
      notified.current.add(order.id);
      try {
        new Notification(`Novo pedido ${orderNumberLabel(order)}`, {
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
    saveSoundSetting(SOUND_SETTING_KEY, true);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    } else {
      setPermission(currentPermission());
    }
  }, [newOrders.length]);

  const disable = useCallback(() => {
    setSoundEnabled(false);
    saveSoundSetting(SOUND_SETTING_KEY, false);
  }, []);

  return { soundEnabled, permission, ringing, blocked, enable, disable };
}
