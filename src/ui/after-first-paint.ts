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
