/**
 * What the kitchen's and the rider's alerts share: the sound, whether the browser will let the
 * page start it, and the per-device on/off setting.
 */

/** SPEC.md section 9: the alert sound. */
export const ALERT_SOUND_URL = '/sounds/notification.mp3';
/** HTMLMediaElement.HAVE_FUTURE_DATA: enough is loaded to play (SPEC.md: ready state 3 or more). */
export const READY_TO_PLAY = 3;

/**
 * Whether the browser will let this page start a sound now: it may once the person has touched,
 * clicked or typed on the page (sticky user activation), not before.
 */
export function hasUserActivation(): boolean {
  return typeof navigator !== 'undefined' && 'userActivation' in navigator ? navigator.userActivation.hasBeenActive : true;
}

/** The sound is on unless this device turned it off: an order must not be missed by default. */
export function storedSoundSetting(key: string): boolean {
  try {
    return localStorage.getItem(key) !== 'off';
  } catch {
    return true;
  }
}

export function saveSoundSetting(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // The setting lasts for this visit.
  }
}

/** Calls `onUnlock` at the first tap or key on the page (after which audio may play). */
export function listenForUnlock(onUnlock: () => void): () => void {
  const unlock = () => {
    if (hasUserActivation()) onUnlock();
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  return () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
}
