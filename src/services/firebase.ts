import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  setLogLevel,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { isSharedDevice } from './shared-device';
import { app, firestoreEmulator, firstInit, usesEmulators } from './firebase-app';

export { app, hostAndPort, projectId, usesEmulators } from './firebase-app';
// The services that write as the signed-in person take Auth from here, beside the full `db`.
export { auth } from './auth';

// Customers' phones keep a persistent cache (offline menus); shared devices keep memory only.
const persistent = typeof window !== 'undefined' && typeof indexedDB !== 'undefined' && !isSharedDevice();

/** Cloud Firestore. */
export const db: Firestore = initializeFirestore(app, {
  // Some networks and proxies break Firestore's streaming channel; let the SDK fall back.
  experimentalAutoDetectLongPolling: true,
  localCache: persistent ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
});

/**
 * Deletes this device's Firestore cache (at sign-out, so the next person finds none of it).
 * Firestore cannot be used afterwards: returns true when the page must be reloaded.
 */
export async function forgetCachedData(): Promise<boolean> {
  if (!persistent) return false;
  await terminate(db);
  await clearIndexedDbPersistence(db);
  return true;
}

if (usesEmulators && firstInit) connectFirestoreEmulator(db, ...firestoreEmulator);

/**
 * `npm run bench` counts the documents each screen reads from Firestore's debug log. Only against
 * the emulators, and only when the benchmark asks for it.
 */
const FIRESTORE_LOG_KEY = 'sabor-firestore-log';
if (usesEmulators && typeof localStorage !== 'undefined') {
  try {
    if (localStorage.getItem(FIRESTORE_LOG_KEY) === 'debug') setLogLevel('debug');
  } catch {
    // No storage, no benchmark.
  }
}
