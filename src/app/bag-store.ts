import { useCallback, useSyncExternalStore } from 'react';
import { EMPTY_BAG, parseStoredBag, type Bag } from '@/domain/bag';

/**
 * The bag lives on the device (SPEC.md section 3) under a 'sabor:' key, so sign-out on a shared
 * device clears it. Every tab sees the same bag: writes here notify this tab, the storage event
 * the others.
 */
export const BAG_STORAGE_KEY = 'sabor:bag';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedBag: Bag = EMPTY_BAG;

function read(): Bag {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(BAG_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedBag = raw ? parseStoredBag(JSON.parse(raw)) : EMPTY_BAG;
    } catch {
      cachedBag = EMPTY_BAG;
    }
  }
  return cachedBag;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BAG_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves a bag (an empty one removes the key) and tells every subscriber. */
export function saveBag(bag: Bag): void {
  try {
    if (bag.lines.length === 0) localStorage.removeItem(BAG_STORAGE_KEY);
    else localStorage.setItem(BAG_STORAGE_KEY, JSON.stringify(bag));
  } catch {
    // Storage full or blocked: the bag still changes for this page view.
    cachedRaw = undefined;
    cachedBag = bag;
  }
  for (const listener of listeners) listener();
}

/** Forgets the bag (sign-out, a placed order). */
export function clearBag(): void {
  saveBag(EMPTY_BAG);
}

/** The current bag and a setter that applies a pure update (see domain/bag.ts). */
export function useBag(): [Bag, (update: (bag: Bag) => Bag) => void] {
  const bag = useSyncExternalStore(subscribe, read, () => EMPTY_BAG);
  const update = useCallback((change: (current: Bag) => Bag) => saveBag(change(read())), []);
  return [bag, update];
}
