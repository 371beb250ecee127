/** Longest wait: rAF does not run in a background tab, and the app must still start there. */
const FALLBACK_MS = 1000;

let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the page's first frame is on screen: two animation frames (the second one starts
 * only after the first was presented), then a task. Work that must not delay the first paint
 * (downloading Firebase, on the home page) starts after it; a real phone loses one frame.
 */
export function afterFirstPaint(): Promise<void> {
  if (!firstPaint) {
    firstPaint = new Promise((resolve) => {
      const fallback = window.setTimeout(resolve, FALLBACK_MS);
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          window.setTimeout(() => {
            window.clearTimeout(fallback);
            resolve();
          }, 0),
        ),
      );
    });
  }
  return firstPaint;
}

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves once the page has loaded (its first screen's code and data in) and the main thread is
 * idle, or IDLE_TIMEOUT_MS after the load at the latest: for what a first screen does without
 * (Auth for a visitor, the service worker's install), so it neither competes with that screen nor
 * adds to its blocking time.
 */
export function afterPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
