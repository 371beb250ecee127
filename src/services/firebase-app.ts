import { getApp, getApps, initializeApp } from 'firebase/app';
import { firebaseOptions } from './firebase-config';

/**
 * The Firebase app, without any SDK: the full Firestore (firebase.ts) and Firestore Lite
 * (firestore-lite.ts) both start from here, so a screen that needs only Lite does not download
 * the full SDK. Where it runs is firebase-config.ts's.
 */
export { firestoreEmulator, hostAndPort, projectId, usesEmulators } from './firebase-config';

/** Whether this module created the app (not a hot reload or a second import in tests). */
export const firstInit = getApps().length === 0;
/** The Firebase app, for the services that start their SDK on demand (functions.ts). */
export const app = firstInit ? initializeApp(firebaseOptions) : getApp();

