import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorConnectSources,
  headersForPath,
  hostingHeaderRules,
  inlineScriptHashes,
  parseCsp,
  withConnectSources,
  withEmulatorSources,
} from '../../../scripts/lib/security-headers.mjs';

// Issue #23: the headers Firebase Hosting sends (firebase.json), and `vite preview` sending the same.
const rules = hostingHeaderRules();
const page = headersForPath(rules, '/inicio');
const csp = parseCsp(page['Content-Security-Policy'] ?? '');

describe('the Content-Security-Policy in firebase.json', () => {
  it("allows index.html's inline script by its hash", () => {
    const hashes = inlineScriptHashes();
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) {
      // Failing here: the inline script in index.html changed. Put this hash in script-src of
      // firebase.json's Content-Security-Policy (in place of the old one).
      expect(csp.get('script-src'), `script-src must carry ${hash}`).toContain(hash);
    }
    // No stale hash is left behind either.
    expect(csp.get('script-src')?.filter((source) => source.startsWith("'sha256-"))).toEqual(hashes);
  });

  it('locks framing, plugins, <base> and form targets, and allows no inline code or eval', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    const sources = [...csp.values()].flat();
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain('*');
  });

  it('reaches only the Firebase endpoints the app calls, and no emulator', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://*.cloudfunctions.net',
      // App Check trades the reCAPTCHA Enterprise attestation for its token there (issue #51).
      'https://content-firebaseappcheck.googleapis.com',
      // Firestore's WebChannel pings this when its connection fails, to tell a network down from a
      // server down (an Image in a page; the e2e run saw it fetched under connect-src).
      'https://www.google.com/images/cleardot.gif',
      // Mercado Pago's card script posts the card there, never to Sabor (issue #52).
      'https://api.mercadopago.com',
    ]);
    expect(page['Content-Security-Policy']).not.toMatch(/http:|127\.0\.0\.1|localhost/);
    // data: for Leaflet's blank image, which it sets on a map tile whose loading it cancels (issue #54).
    expect(csp.get('img-src')).toEqual(["'self'", 'https:', 'data:']);
    for (const directive of ['media-src', 'worker-src', 'manifest-src', 'font-src']) expect(csp.get(directive)).toEqual(["'self'"]);
  });

  it("lets in reCAPTCHA Enterprise, App Check's attestation in production, and Mercado Pago's card script, and no other frame or script host", () => {
    expect(csp.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://sdk.mercadopago.com']);
    // 'self': the 3-D Secure page (issue #52), which frames the bank's page under its own policy.
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
  });
});

describe('the 3-D Secure page (issue #52)', () => {
  const challenge = headersForPath(rules, '/verificacao-cartao.html');
  const policy = parseCsp(challenge['Content-Security-Policy'] ?? '');

  it('alone may post to and frame any https origin (the bank’s page), and runs only its own script', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(['https:']);
    expect(policy.get('form-action')).toEqual(['https:']);
    expect(policy.get('connect-src')).toBeUndefined();
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(challenge['X-Frame-Options']).toBe('SAMEORIGIN');
    // The rest of the site's headers still apply.
    expect(challenge['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(challenge['X-Content-Type-Options']).toBe('nosniff');
    // Its script and style are files the page's own policy and the site's let in.
    const html = readFileSync(new URL('../../../public/verificacao-cartao.html', import.meta.url), 'utf8');
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).toContain('src="/verificacao-cartao.js"');
    expect(html).not.toMatch(/style=/);
  });

  it('lets the local stand-in’s bank page in only under the emulators', () => {
    const extended = parseCsp(withEmulatorSources(challenge['Content-Security-Policy'] ?? '', ['http://127.0.0.1:*']));
    expect(extended.get('frame-src')).toEqual(['https:', 'http://127.0.0.1:*']);
    expect(extended.get('form-action')).toEqual(['https:', 'http://127.0.0.1:*']);
    // The app's own form-action is not widened; its img-src, which takes any https tile server, takes the tiles' stand-in.
    const app = parseCsp(withEmulatorSources(page['Content-Security-Policy'] ?? '', ['http://127.0.0.1:*']));
    expect(app.get('form-action')).toEqual(["'self'"]);
    expect(app.get('img-src')).toEqual(["'self'", 'https:', 'data:', 'http://127.0.0.1:*']);
  });
});

describe('the hosting headers per path', () => {
  it.each(['/', '/index.html', '/inicio', '/cardapio/cantina-da-nonna', '/sw.js'])('%s: the security headers, revalidated every time', (pathname) => {
    const headers = headersForPath(rules, pathname);
    expect(headers['Content-Security-Policy']).toBe(page['Content-Security-Policy']);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cache-Control']).toBe('no-cache');
  });

  it('denies the powerful features the app does not use, and leaves it the ones it does', () => {
    const policy = page['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    // The rider's page shares its position during a delivery (issue #54), the app's own pages only: no frame of another origin.
    expect(policy).toContain('geolocation=(self)');
    // The kitchen panel keeps the screen on (use-new-order-alert.ts) and plays the alert sound.
    expect(policy).not.toMatch(/screen-wake-lock|autoplay/);
  });

  it('caches the hashed build assets for a year', () => {
    expect(headersForPath(rules, '/assets/index-ZB_oQPKF.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/assets/index-ZB_oQPKF.js')['Content-Security-Policy']).toBe(page['Content-Security-Policy']);
  });
});

describe('the emulators in connect-src', () => {
  it('are added only for a build against them (a demo- project id)', () => {
    expect(emulatorConnectSources({})).toEqual(['http://127.0.0.1:*']);
    expect(emulatorConnectSources({ VITE_FIREBASE_PROJECT_ID: 'demo-sabor', VITE_AUTH_EMULATOR_HOST: 'localhost:9199' })).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect(emulatorConnectSources({ VITE_FIREBASE_PROJECT_ID: 'sabor-prod', VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([]);
  });

  it('extend connect-src and nothing else', () => {
    const extended = parseCsp(withConnectSources(page['Content-Security-Policy'] ?? '', ['http://127.0.0.1:*']));
    expect(extended.get('connect-src')).toEqual([...(csp.get('connect-src') ?? []), 'http://127.0.0.1:*']);
    expect([...extended.keys()]).toEqual([...csp.keys()]);
    for (const [name, sources] of csp) if (name !== 'connect-src') expect(extended.get(name)).toEqual(sources);
  });

  it('extend script-src too for the build against them, for the Mercado Pago stand-in’s card script (issue #52), and img-src for the map tiles’ stand-in (issue #54), and nothing else', () => {
    const extended = parseCsp(withEmulatorSources(page['Content-Security-Policy'] ?? '', ['http://127.0.0.1:*']));
    const widened = ['connect-src', 'script-src', 'img-src'];
    for (const name of widened) expect(extended.get(name)).toEqual([...(csp.get(name) ?? []), 'http://127.0.0.1:*']);
    for (const [name, sources] of csp) if (!widened.includes(name)) expect(extended.get(name)).toEqual(sources);
  });
});

describe('vite preview (the server of the end-to-end tests)', () => {
  let outDir: string;
  let server: PreviewServer;
  let origin: string;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'sabor-preview-'));
    mkdirSync(path.join(outDir, 'assets'));
    writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>Sabor</title>');
    writeFileSync(path.join(outDir, 'assets', 'index-abc123.js'), 'export {};');
    // As `npm test` starts it: reporting each violation into a file.
    process.env.SABOR_CSP_REPORT_FILE = path.join(outDir, 'reports.jsonl');
    server = await preview({
      configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'silent',
    });
    origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  }, 30_000);

  afterAll(async () => {
    delete process.env.SABOR_CSP_REPORT_FILE;
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('sends the production headers on every route, with the emulators (this build targets them) in connect-src', async () => {
    const response = await fetch(`${origin}/cardapio/cantina-da-nonna`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      `${withEmulatorSources(page['Content-Security-Policy'] ?? '', ['http://127.0.0.1:*'])}; report-uri /__csp-report`,
    );
    expect(response.headers.get('permissions-policy')).toBe(page['Permissions-Policy']);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches the hashed assets as Hosting does', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes the violations the browser reports into the file `npm test` reads', async () => {
    const report = { 'csp-report': { 'document-uri': `${origin}/inicio`, 'violated-directive': 'style-src-attr', 'blocked-uri': 'inline' } };
    const response = await fetch(`${origin}/__csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report, null, 2) });
    expect(response.status).toBe(204);
    const lines = readFileSync(path.join(outDir, 'reports.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([report]);
  });
});
