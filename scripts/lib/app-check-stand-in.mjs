/**
 * The local stand-in for Firebase App Check's token service (issue #51), started by `npm start`
 * and the tests beside the emulators, which have none: it speaks the two parts of the documented
 * REST protocol that the app and the functions use.
 *
 *   POST /v1/projects/{project}/apps/{appId}:exchangeDebugToken  { debugToken, limitedUse? }
 *        -> 200 { token, ttl: '3600s' } when debugToken is this run's, 403 PERMISSION_DENIED otherwise
 *   GET  /v1/jwks  -> the public keys tokens are signed with (RS256), as Google serves them
 *
 * It is the debug provider of a real project, with the project's debug token: the app (built for
 * the emulators) exchanges the token for an App Check token here, as the SDK's debug provider does
 * against firebaseappcheck.googleapis.com, and sends it with every callable. The Functions emulator
 * only decodes App Check tokens; the functions check the signature against /v1/jwks themselves in
 * the emulator (functions/src/lib/app-check.ts), so a forged token is refused here as in production.
 */
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';

/** A token's life, as the real service grants by default (the SDK refreshes it before it ends). */
const TOKEN_TTL_SECONDS = 60 * 60;

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port) for `projectId`; resolves once it listens.
 * @returns {Promise<{ url: string, debugToken: string, stop: () => Promise<void> }>}
 */
export async function startAppCheckStandIn({ port, projectId }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const debugToken = randomUUID();
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };

  /** An App Check token for `appId`, with the claims the Admin SDK checks (iss, aud, sub, exp). */
  const tokenFor = (appId) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'RS256', typ: 'JWT', kid });
    const payload = base64url({
      iss: `https://firebaseappcheck.googleapis.com/${projectId}`,
      sub: appId,
      aud: [`projects/${projectId}`],
      iat: now,
      exp: now + TOKEN_TTL_SECONDS,
    });
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  const answer = (response, status, body) => {
    response.writeHead(status, {
      'Content-Type': 'application/json',
      // The app (another port) calls it from the browser, as it calls Google's service.
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, X-Goog-Api-Key, X-Firebase-Client',
    });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return answer(response, 204, {});
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/v1/jwks') return answer(response, 200, jwks);
    const exchange = /^\/v1\/projects\/([^/]+)\/apps\/([^/:]+):exchangeDebugToken$/.exec(url.pathname);
    if (request.method !== 'POST' || !exchange) return answer(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      let debugTokenSent;
      try {
        debugTokenSent = JSON.parse(body || '{}').debugToken;
      } catch {
        return answer(response, 400, { error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' } });
      }
      if (decodeURIComponent(exchange[1]) !== projectId || debugTokenSent !== debugToken) {
        return answer(response, 403, { error: { code: 403, message: 'App attestation failed.', status: 'PERMISSION_DENIED' } });
      }
      answer(response, 200, { token: tokenFor(decodeURIComponent(exchange[2])), ttl: `${TOKEN_TTL_SECONDS}s` });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    debugToken,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * An App Check token from the running stand-in, as the app's debug provider gets one: for the
 * tests and the benchmark that call the callables over HTTP (header X-Firebase-AppCheck). The
 * stand-in's address and debug token come from the variables the emulator scripts set.
 * @returns {Promise<string>}
 */
export async function appCheckTokenFromStandIn({
  url = process.env.VITE_APP_CHECK_URL,
  debugToken = process.env.VITE_APP_CHECK_DEBUG_TOKEN,
  projectId = process.env.SABOR_PROJECT_ID ?? 'demo-sabor',
  appId = 'sabor-tests',
} = {}) {
  if (!url) throw new Error('VITE_APP_CHECK_URL is not set: run through scripts/with-emulators.mjs or npm test.');
  const response = await fetch(`${url}/v1/projects/${projectId}/apps/${appId}:exchangeDebugToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ debugToken }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`The App Check stand-in refused the debug token: ${JSON.stringify(body)}`);
  return body.token;
}
