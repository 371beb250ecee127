import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from 'firebase/functions';
import { app, hostAndPort, usesEmulators } from './firebase';

/**
 * Cloud Functions (functions/): loaded only by the code that calls one (the checkout), so the
 * rest of the app never downloads this client.
 */

/** functions/src/index.ts REGION: São Paulo. */
const REGION = 'southamerica-east1';

const functions = getFunctions(app, REGION);
if (usesEmulators) {
  const [host, port] = hostAndPort(import.meta.env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001');
  connectFunctionsEmulator(functions, host, port);
}

/** A callable function by name. */
export function callable<Request, Response>(name: string): HttpsCallable<Request, Response> {
  return httpsCallable<Request, Response>(functions, name);
}
