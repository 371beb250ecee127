import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from 'firebase/functions';
import { FUNCTIONS_REGION, type CallableName, type CallableRequest, type CallableResponse } from '@/domain/contract/callables';
import { app, hostAndPort, usesEmulators } from './firebase';
// Started before the first call, so that every call carries the app's App Check token.
import './app-check';

/**
 * Cloud Functions (functions/): loaded only by the code that calls one (through
 * ./callable-refusal.ts call()), so the rest of the app never downloads this client.
 */

const functions = getFunctions(app, FUNCTIONS_REGION);
if (usesEmulators) {
  const [host, port] = hostAndPort(import.meta.env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001');
  connectFunctionsEmulator(functions, host, port);
}

/** The callable `name`, typed by its contract (src/domain/contract/callables.ts). */
export function callable<Name extends CallableName>(name: Name): HttpsCallable<CallableRequest<Name>, CallableResponse<Name>> {
  return httpsCallable<CallableRequest<Name>, CallableResponse<Name>>(functions, name);
}
