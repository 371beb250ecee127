import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { logger } from 'firebase-functions/v2';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { APP_NOT_RECOGNISED_MESSAGE } from '@/domain/shared/callable-refusal';

/**
 * App Check on every callable (issue #51): a call must come from Sabor's own app, attested by
 * reCAPTCHA Enterprise in production (a script holding only the project's public config cannot
 * call the callables in bulk), by the debug provider and the local stand-in under the emulators.
 *
 * firebase-functions verifies the token itself (the Admin SDK, Google's keys) and leaves the
 * result in `request.app`. It is told not to enforce (`enforceAppCheck` would refuse in English,
 * 'Unauthenticated'): the refusal is made here, in Portuguese, and the switch is ours:
 * APP_CHECK_ENFORCEMENT = 'enforce' (the default) refuses, 'monitor' lets the call through and logs
 * it, for the weeks in which a project watches its App Check metrics before enforcing.
 *
 * The Functions emulator only decodes the token, it never checks its signature: there the token is
 * checked against the keys of the local stand-in (APP_CHECK_JWKS_URL, scripts/lib/app-check-stand-in.mjs)
 * so that a forged token is refused locally as Google's verification refuses it in production.
 */

export type AppCheckEnforcement = 'enforce' | 'monitor';

export function appCheckEnforcement(env: NodeJS.ProcessEnv = process.env): AppCheckEnforcement {
  return env.APP_CHECK_ENFORCEMENT?.trim() === 'monitor' ? 'monitor' : 'enforce';
}

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

/** The stand-in's public keys, fetched once per instance. */
let localKeys: Promise<JsonWebKey[]> | null = null;

function standInKeys(url: string): Promise<JsonWebKey[]> {
  localKeys ??= fetch(url)
    .then((response) => response.json() as Promise<{ keys: JsonWebKey[] }>)
    .then((body) => body.keys)
    .catch((error: unknown) => {
      localKeys = null;
      throw error;
    });
  return localKeys;
}

const json = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Whether `token` is an App Check token signed by one of `keys` for `projectId` and not expired:
 * the checks the Admin SDK makes (RS256, kid, aud, exp), against the stand-in's keys.
 */
export function locallySigned(token: string, keys: JsonWebKey[], projectId: string, now = Date.now()): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  try {
    const { alg, kid } = json(header);
    const key = keys.find((candidate) => candidate.kid === kid);
    if (alg !== 'RS256' || !key) return false;
    const signed = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPublicKey({ key, format: 'jwk' }), Buffer.from(signature, 'base64url'));
    const claims = json(payload);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    return signed && audience.includes(`projects/${projectId}`) && typeof claims.exp === 'number' && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

async function attested(request: CallableRequest): Promise<boolean> {
  if (!request.app) return false;
  const jwks = process.env.APP_CHECK_JWKS_URL?.trim();
  if (!emulated || !jwks) return true;
  const token = request.rawRequest.header('X-Firebase-AppCheck') ?? '';
  return locallySigned(token, await standInKeys(jwks), process.env.GCLOUD_PROJECT ?? '');
}

/** Refuses `request` ('unauthenticated', in Portuguese) unless it comes from the app, as configured. */
export async function requireAppCheck(name: string, request: CallableRequest): Promise<void> {
  if (await attested(request)) return;
  if (appCheckEnforcement() === 'monitor') {
    logger.warn(`${name}: call without a valid App Check token, let through (APP_CHECK_ENFORCEMENT=monitor)`);
    return;
  }
  throw new HttpsError('unauthenticated', APP_NOT_RECOGNISED_MESSAGE, { code: 'app-check', message: APP_NOT_RECOGNISED_MESSAGE });
}
