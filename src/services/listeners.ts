/**
 * Every live Firestore listener the app opens is tracked here, so that sign-out can stop them
 * all before the credentials go away (otherwise each one fails with 'Missing or insufficient
 * permissions' the moment the user is signed out).
 */
const active = new Set<() => void>();

/** Registers an unsubscribe function; the returned one may be called any number of times. */
export function trackListener(unsubscribe: () => void): () => void {
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    active.delete(stop);
    unsubscribe();
  };
  active.add(stop);
  return stop;
}

/** Stops every tracked listener. */
export function stopAllListeners(): void {
  for (const stop of [...active]) stop();
}

/** How many listeners are open (for tests and diagnostics). */
export function activeListenerCount(): number {
  return active.size;
}
