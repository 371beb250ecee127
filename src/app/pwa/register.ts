/** True while someone is typing in a form field: a reload now would lose what they typed. */
function typing(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
}

/**
 * Reloads for a new version (SPEC.md section 7) at a moment that loses nothing: the bag and the
 * checkout data live in localStorage, and a form being typed in waits until the field is left or
 * the app goes to the background.
 */
function reloadWhenSafe(): void {
  if (!typing()) {
    window.location.reload();
    return;
  }
  const attempt = () => {
    if (document.visibilityState === 'hidden' || !typing()) {
      document.removeEventListener('focusout', later);
      document.removeEventListener('visibilitychange', attempt);
      window.location.reload();
    }
  };
  // focusout fires before the next field gains focus: check once focus has settled.
  const later = () => window.setTimeout(attempt, 0);
  document.addEventListener('focusout', later);
  document.addEventListener('visibilitychange', attempt);
}

/**
 * Registers /sw.js (scope /) at start-up, under the dev server as in production builds (vite.config.ts
 * serves the dev worker at the same URL). workbox-window registers after the page's load event
 * anyway, so it loads beside the app instead of before its first paint.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('controlling', (event) => {
        // The first install takes control without a reload; only a new version needs one.
        if (event.isUpdate) reloadWhenSafe();
      });
      return workbox.register();
    })
    .catch((error: unknown) => console.error('Service worker não registrado', error));
}
