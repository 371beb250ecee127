/**
 * Reads a browse screen's route starts when it matches (app/AppRoutes.tsx), before the screen's
 * code and the session have loaded, handed to the screen's hook when it mounts (issue #35). A
 * read is handed over once: the screen's later reads (refresh on focus, a new place) are its own.
 */

/** A read not taken within this time is dropped (the person went elsewhere): the screen reads anew. */
export const STARTED_READ_TTL_MS = 60_000;

const started = new Map<string, { at: number; promise: Promise<unknown> }>();

/** Starts `read` under `key`, unless one started there is still waiting to be taken. */
export function startRead<T>(key: string, read: () => Promise<T>): void {
  const now = Date.now();
  for (const [old, entry] of started) if (now - entry.at >= STARTED_READ_TTL_MS) started.delete(old);
  if (started.has(key)) return;
  const promise = Promise.resolve().then(read);
  // Until a screen takes it, a failure has nobody to tell: the screen's own handler reports it.
  promise.catch(() => undefined);
  started.set(key, { at: now, promise });
}

/** The read started under `key` if one is waiting (it is taken, errors included), else `read()`. */
export function startedOr<T>(key: string, read: () => Promise<T>): Promise<T> {
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at < STARTED_READ_TTL_MS ? (entry.promise as Promise<T>) : read();
}
