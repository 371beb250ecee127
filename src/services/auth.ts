import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { app, firstInit, usesEmulators } from './firebase-app';

/**
 * Firebase Auth on its own, without Firestore (issue #27): the session (services/session.ts)
 * needs only this, so a visitor's first load does not download the full Firestore SDK.
 * Persisted in IndexedDB in browsers, in memory under Node (tests).
 */
export const auth: Auth = initializeAuth(app, {
  persistence: typeof window === 'undefined' ? inMemoryPersistence : [indexedDBLocalPersistence, browserLocalPersistence],
});

// Auth's own e-mails (verification, password reset) and messages in Portuguese, whatever the
// device's language (issue #37: they went out in English, lang=en).
auth.languageCode = 'pt-BR';

if (usesEmulators && firstInit) {
  connectAuthEmulator(auth, `http://${import.meta.env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`, { disableWarnings: true });
}
