/**
 * Sabor's Cloud Functions (Firebase Functions v2). Bundled with the app's src/domain into
 * functions/lib by scripts/build-functions.mjs; run locally by the Functions emulator that
 * `npm start` and `npm test` start (scripts/lib/emulators.mjs).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { placeOrderAs } from './place-order';

/** São Paulo: next to the restaurants and their customers. The app calls this region. */
export const REGION = 'southamerica-east1';

const db = getFirestore(initializeApp());

/** The checkout's 'Confirmar pedido': see placeOrderAs. */
export const placeOrder = onCall({ region: REGION, maxInstances: 10 }, (request) => placeOrderAs(db, request.auth, request.data));
