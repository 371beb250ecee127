import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { ALERT_SOUND_URL, READY_TO_PLAY, hasUserActivation, listenForUnlock, saveSoundSetting, storedSoundSetting } from '@/ui/alert-sound';
import type { LiveResult } from '@/ui/use-subscription';

const SOUND_SETTING_KEY = 'sabor:rider-sound';
/** A short double buzz, for a phone in a pocket or a holder on the handlebar. */
const VIBRATION = [250, 120, 250];

export interface WaitingOrderAlert {
  soundEnabled: boolean;
  /** The sound is on but the browser will not play it until the rider taps the page once. */
  blocked: boolean;
  /** A tap on 'Ativar som': turns the sound on and unlocks audio for this page. */
  enable: () => void;
  disable: () => void;
}

/**
 * The rider's alert: a sound and a vibration each time an order starts waiting for a rider (one
 * that was not on the list before; the list as first loaded is not news). Autoplay is handled as
 * on the kitchen panel: until the rider has touched the page the browser refuses sound, so the
 * layout asks for one tap ('Toque para ativar o som'). The setting is kept per device, on unless
 * turned off.
 */
export function useWaitingOrderAlert(available: LiveResult<Order[]>): WaitingOrderAlert {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [soundEnabled, setSoundEnabled] = useState(() => storedSoundSetting(SOUND_SETTING_KEY));
  const [blocked, setBlocked] = useState(() => !hasUserActivation());
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    const audio = new Audio(ALERT_SOUND_URL);
    audio.preload = 'auto';
    audio.load();
    audioRef.current = audio;
    return () => {
      audio.pause();
      audioRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!blocked) return undefined;
    return listenForUnlock(() => setBlocked(false));
  }, [blocked]);

  useEffect(() => {
    if (available.status !== 'success') return;
    const keys = available.data.map((order) => `${order.restaurantId}/${order.id}`);
    const before = seen.current;
    seen.current = new Set(keys);
    if (!before || !keys.some((key) => !before.has(key))) return;
    if ('vibrate' in navigator) navigator.vibrate(VIBRATION);
    const audio = audioRef.current;
    if (!soundEnabled || !audio) return;
    if (audio.readyState < READY_TO_PLAY) audio.load();
    audio.currentTime = 0;
    audio.play().then(
      () => setBlocked(false),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }, [available, soundEnabled]);

  const enable = useCallback(() => {
    const audio = audioRef.current;
    // A silent play inside the tap unlocks audio for this page.
    if (audio) {
      audio.muted = true;
      audio.play().then(
        () => {
          audio.pause();
          audio.muted = false;
          audio.currentTime = 0;
          setBlocked(false);
        },
        () => {
          audio.muted = false;
        },
      );
    }
    setSoundEnabled(true);
    saveSoundSetting(SOUND_SETTING_KEY, true);
  }, []);

  const disable = useCallback(() => {
    setSoundEnabled(false);
    saveSoundSetting(SOUND_SETTING_KEY, false);
  }, []);

  return { soundEnabled, blocked, enable, disable };
}
