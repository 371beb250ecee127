import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';

/**
 * The Firebase app and where it runs, without any SDK: the full Firestore (firebase.ts) and
 * Firestore Lite (firestore-lite.ts) both start from here, so a screen that needs only Lite does
 * not download the full SDK. A project id starting with `demo-` (the local default) talks to
 * the emulators; a real project comes from the VITE_FIREBASE_* variables.
 */
const env = import.meta.env;

export const projectId: string = env.VITE_FIREBASE_PROJECT_ID || 'demo-sabor';
export const usesEmulators = projectId.startsWith('demo-');

const options: FirebaseOptions = {
  projectId,
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || undefined,
};

export function hostAndPort(value: string): [string, number] {
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return [host, Number(port)];
}

/** Whether this module created the app (not a hot reload or a second import in tests). */
export const firstInit = getApps().length === 0;
/** The Firebase app, for the services that start their SDK on demand (functions.ts). */
export const app = firstInit ? initializeApp(options) : getApp();

/** Where the Firestore emulator listens (demo projects only). */
export const firestoreEmulator: [string, number] = hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080');
