import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { app, firestoreEmulator, firstInit, usesEmulators } from './firebase-app';

/**
 * Firestore Lite: one-shot reads over REST, about a quarter of the full SDK (issue #27). The
 * browse screens a visitor opens first (the home, the search) read with it, refreshed on focus
 * or on a timer, so their first load does not download the full SDK; live updates (the order's
 * status, the panel, the rider) keep the full `db` of firebase.ts.
 */
export const liteDb: Firestore = getFirestore(app);

if (usesEmulators && firstInit) connectFirestoreEmulator(liteDb, ...firestoreEmulator);
