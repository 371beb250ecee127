import { useEffect, useRef } from 'react';
import type { Order } from '@/domain/orders/order';

/** Three falling tones (scripts/make-cancel-sound.mjs): not the new-order ring. */
export const CANCELLED_SOUND_URL = '/sounds/cancelled.wav';

/**
 * Plays the cancellation sound once for each order the customer cancels while the panel is open
 * (`cancelled`: the recent cancellations on the board, null while the orders load), when the kitchen's sound is on and the
 * browser lets the page play. Cancellations already on the board when the panel opens are not
 * rung again: the card says it.
 */
export function useCancellationSound(cancelled: Order[] | null, soundOn: boolean): void {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    const audio = new Audio(CANCELLED_SOUND_URL);
    audio.preload = 'auto';
    audio.volume = 1;
    audioRef.current = audio;
    return () => {
      audio.pause();
      audioRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (cancelled === null) return;
    const ids = cancelled.map((order) => order.id);
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !known.current?.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) known.current.add(id);
    const audio = audioRef.current;
    if (!audio || !soundOn) return;
    audio.currentTime = 0;
    audio.play().catch((error: unknown) => {
      // The card still says it; a browser that refuses the sound is asked for a tap by the new-order alert.
      console.warn('Som de cancelamento não tocou', error);
    });
  }, [cancelled, soundOn]);
}
