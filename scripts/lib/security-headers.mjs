import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The response headers of the site (issue #23), kept in ONE place: `hosting.headers` of
 * firebase.json, which is what Firebase Hosting serves in production. `vite preview` (the server
 * of the end-to-end tests) reads the same rules through this module (vite.config.ts), so every
 * e2e test runs under the production policy.
 *
 * Why the Content-Security-Policy is what it is:
 * - script-src 'self' plus the sha256 of index.html's one inline script (the theme applied before
 *   the first paint). Editing that script changes its hash: tests/unit/app/security-headers.test.ts
 *   recomputes it and fails until firebase.json carries the new one (the test prints it).
 * - style-src 'self', without 'unsafe-inline': every stylesheet is a file under /assets, and
 *   React applies `style` props through the CSSOM (element.style), which CSP does not govern.
 *   Only `style="..."` written in HTML markup or a <style> element would need 'unsafe-inline';
 *   the app and its libraries write neither in the production build.
 * - connect-src: the Firebase endpoints the app calls (Auth: identitytoolkit and securetoken;
 *   Firestore's WebChannel/long-polling on firestore.googleapis.com; the callable placeOrder on
 *   https://southamerica-east1-<project>.cloudfunctions.net). The project id is chosen at build
 *   time, and CSP allows a wildcard only as the leftmost label, hence *.cloudfunctions.net. And
 *   https://www.google.com/images/cleardot.gif, which Firestore's WebChannel requests when its
 *   connection fails, to tell a network down from a server down (the e2e run's offline moments
 *   showed it requested under connect-src).
 * - App Check (issue #51): reCAPTCHA Enterprise's script (www.google.com/recaptcha/ and
 *   www.gstatic.com/recaptcha/) and its frame, the only frame the site shows; the token exchange
 *   on content-firebaseappcheck.googleapis.com in connect-src.
 * - img-src 'self' https:: restaurants paste logo and dish photo URLs from anywhere.
 * - Payment in the app (issue #52): Mercado Pago's card script (sdk.mercadopago.com) in
 *   script-src, and api.mercadopago.com, where that script posts the card, in connect-src.
 * - 3-D Secure (issue #52): the bank's challenge page is on the card issuer's own site, any
 *   https origin, reached by a form POST in a frame. Rather than open the app's frame-src and
 *   form-action to every https origin, one static page, /verificacao-cartao.html (public/), has
 *   its own policy allowing just that (frame-src https:, form-action https:) and runs only its own
 *   small script; the app frames it ('self' in frame-src) and it frames the bank (so the bank's
 *   frame is checked against that page's frame-src, not the app's). Its X-Frame-Options is
 *   SAMEORIGIN: only the app frames it.
 * - The emulators are allowed only where the build talks to them (a `demo-` project id, see
 *   src/services/firebase.ts): `emulatorConnectSources` adds them to connect-src (and script-src,
 *   for the Mercado Pago stand-in's script) in the preview, never in firebase.json.
 *
 * Firebase Hosting applies every rule whose `source` matches the request path, and when two set
 * the same header the LAST one wins (firebase-tools issues #8917, #9467): so `**` comes first
 * (no-cache for index.html on every route), then `/assets/**` (hashed names: cached for a year).
 */

const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);
const INDEX_HTML = new URL('../../index.html', import.meta.url);

/** The `hosting.headers` rules of firebase.json, read afresh. */
export function hostingHeaderRules(file = FIREBASE_JSON) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  return config.hosting?.headers ?? [];
}

/** A Firebase Hosting glob as a regular expression: `**` any path, `*` one path segment. */
function globToRegExp(glob) {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern.startsWith('/') || pattern.startsWith('.*') ? '' : '/'}${pattern}$`);
}

/**
 * The headers Firebase Hosting sends for a request path (no query string): every matching rule
 * applies, a later rule overriding an earlier one's header of the same name.
 */
export function headersForPath(rules, pathname) {
  const byName = new Map();
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header);
  }
  return Object.fromEntries([...byName.values()].map(({ key, value }) => [key, value]));
}

/** A policy as directive name to its sources, in order. */
export function parseCsp(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function formatCsp(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** `policy` with `sources` added to its `directive` (which starts from default-src when absent). */
export function withDirectiveSources(policy, directive, sources) {
  if (sources.length === 0) return policy;
  const directives = parseCsp(policy);
  const current = directives.get(directive) ?? directives.get('default-src') ?? [];
  directives.set(directive, [...current, ...sources.filter((source) => !current.includes(source))]);
  return formatCsp(directives);
}

/** `policy` with `sources` added to its connect-src. */
export function withConnectSources(policy, sources) {
  return withDirectiveSources(policy, 'connect-src', sources);
}

/**
 * `policy` as a build against the emulators runs under: the emulators' hosts in connect-src, and
 * in script-src too, for the Mercado Pago stand-in's copy of its card script (issue #52,
 * src/services/card-tokens.ts). Where a directive takes any https origin (the 3-D Secure page's
 * frame-src and form-action; the app's img-src, for map tiles), the stand-ins' plain-http origin
 * too: the bank's page, the tile server (issue #54). Never in firebase.json.
 */
export function withEmulatorSources(policy, sources) {
  let extended = withDirectiveSources(withConnectSources(policy, sources), 'script-src', sources);
  for (const [directive, allowed] of parseCsp(policy)) {
    if (['frame-src', 'form-action', 'img-src'].includes(directive) && allowed.includes('https:')) extended = withDirectiveSources(extended, directive, sources);
  }
  return extended;
}

/**
 * The origins the app reaches when it was built against the emulators (a project id starting
 * with `demo-`, the default, as in src/services/firebase.ts), from the same VITE_* variables and
 * defaults; none for a real project. Any port of those hosts: the test runs move the ports.
 */
export function emulatorConnectSources(env) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-sabor';
  if (!projectId.startsWith('demo-')) return [];
  const hosts = [env.VITE_AUTH_EMULATOR_HOST, env.VITE_FIRESTORE_EMULATOR_HOST, env.VITE_FUNCTIONS_EMULATOR_HOST].map(
    (value) => (value || '127.0.0.1').split(':')[0] || '127.0.0.1',
  );
  return [...new Set(hosts)].map((host) => `http://${host}:*`);
}

/** The sha256 CSP sources of the inline (no `src`) scripts of an HTML page, in order. */
export function inlineScriptHashes(html = readFileSync(INDEX_HTML, 'utf8')) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
}
