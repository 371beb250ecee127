/**
 * Which Firebase project the app talks to, and where, without any SDK: firebase-app.ts starts the
 * SDKs from it, and firestore-rest.ts (the home's first page) reads with plain fetch from it, so
 * a visitor's home downloads no Firebase code at all. A project id starting with `demo-` (the
 * local default) talks to the emulators; a real project comes from the VITE_FIREBASE_* variables.
 */
const env = import.meta.env;

export const projectId: string = env.VITE_FIREBASE_PROJECT_ID || 'demo-sabor';
export const usesEmulators = projectId.startsWith('demo-');

export const firebaseOptions = {
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

/** Where the Firestore emulator listens (demo projects only). */
export const firestoreEmulator: [string, number] = hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080');
