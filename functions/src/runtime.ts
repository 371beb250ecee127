/**
 * What the registered Functions run with: the Admin SDK's app, initialised once when a deployment
 * or the emulator loads index.ts, and what is built on it. Only the registering modules
 * (callables.ts, triggers.ts, tasks.ts) import this; the subject folders take these as arguments,
 * so the tests and the scripts run their code against the emulators without this side effect.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { configuredImageStore } from './lib/image-store';
import { mercadoPagoProvider, mercadoPagoSettings } from './payments/mercado-pago';
import type { PaymentProvider } from './payments/provider';

const app = initializeApp();
export const db = getFirestore(app);
export const auth = getAuth(app);
/** Where photos' bytes live: Firestore by default, Cloud Storage with PHOTO_STORE=storage (lib/image-store.ts). */
export const photos = configuredImageStore(db);

/** Payment in the app (issue #52): Mercado Pago when its application is configured (payments/mercado-pago.ts), else none. */
const mercadoPago = mercadoPagoSettings();
export const payments: PaymentProvider | null = mercadoPago ? mercadoPagoProvider(mercadoPago) : null;

/** A push that could not be queued is logged: the change that caused it stands. */
export const logQueueError = (id: string, error: unknown) => logger.error('Could not queue a push', { id, error: String(error) });
