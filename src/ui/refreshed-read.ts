import { startTransition } from 'react';
import type { Subscribe } from './use-subscription';

/** How often a browse screen read with Firestore Lite reads again while it stays open. */
export const BROWSE_REFRESH_MS = 3 * 60_000;

/**
 * A Subscribe (for useSubscription) made of a one-shot read, repeated when the person comes back
 * to the page (window focus, tab shown) and every `intervalMs` while it is visible: what a browse
 * screen needs instead of a live listener, so it can read with Firestore Lite (issue #27). The
 * first failure is reported; a failed refresh keeps what is on screen (a menu read a minute ago
 * beats an error offline) and is logged, and the next refresh tries again.
 */
export function refreshedRead<T>(read: () => Promise<T>, intervalMs: number = BROWSE_REFRESH_MS): Subscribe<T> {
  return (onNext, onError) => {
    let stopped = false;
    let reading = false;
    let answered = false;
    const run = () => {
      if (stopped || reading) return;
      reading = true;
      read().then(
        (value) => {
          reading = false;
          if (stopped) return;
          answered = true;
          // A transition: a menu's four reads land one after another, and each would otherwise
          // re-render every dish card in one long task; React renders them in slices, and an
          // answer arriving meanwhile joins the render under way (issue #27).
          startTransition(() => onNext(value));
        },
        (error: unknown) => {
          reading = false;
          if (stopped) return;
          if (answered) console.error('Erro ao atualizar', error);
          else onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    const runIfVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    const timer = window.setInterval(runIfVisible, intervalMs);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', runIfVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', runIfVisible);
    };
  };
}
