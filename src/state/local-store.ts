import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept on the device under a 'sabor:' key (so sign-out on a shared device clears it),
 * shared by every component and every tab: writes here notify this tab, the storage event the
 * others. `parse` reads a stored value defensively; anything malformed becomes `empty`.
 */
export interface LocalStore<T> {
  key: string;
  read: () => T;
  save: (value: T) => void;
  clear: () => void;
  use: () => [T, (update: (current: T) => T) => void];
}

const PREFIX = 'sabor:';
const stores = new Set<LocalStore<unknown>>();

export function createLocalStore<T>(name: string, parse: (raw: unknown) => T, empty: T, isEmpty: (value: T) => boolean): LocalStore<T> {
  const key = `${PREFIX}${name}`;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T = empty;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return cached;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cached = raw ? parse(JSON.parse(raw)) : empty;
      } catch {
        cached = empty;
      }
    }
    return cached;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function save(value: T) {
    try {
      if (isEmpty(value)) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: keep the value for this page view.
      cachedRaw = undefined;
      cached = value;
    }
    notify();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const store: LocalStore<T> = {
    key,
    read,
    save,
    clear: () => save(empty),
    use() {
      const value = useSyncExternalStore(subscribe, read, () => empty);
      const update = useCallback((change: (current: T) => T) => save(change(read())), []);
      return [value, update];
    },
  };
  stores.add(store as LocalStore<unknown>);
  return store;
}

/** Forgets everything kept for the signed-in person (sign-out on a shared device). */
export function clearAllLocalStores(): void {
  for (const store of stores) store.clear();
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}
