import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { emulatorConnectSources, headersForPath, hostingHeaderRules, withEmulatorSources } from './scripts/lib/security-headers.mjs';

/**
 * Under the dev server vite-plugin-pwa serves its worker at /dev-sw.js?dev-sw (a fixed name).
 * SPEC.md section 7 puts the worker at /sw.js, so `npm start` answers /sw.js with that same
 * worker: the app registers one URL in development and in production.
 */
function devServiceWorkerAtSwJs(): Plugin {
  return {
    name: 'sabor:dev-sw-at-sw-js',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/sw.js') request.url = '/dev-sw.js?dev-sw';
        next();
      });
    },
  };
}

/**
 * `vite preview` (the server of the end-to-end tests and `npm run bench`) sends the headers
 * Firebase Hosting sends in production, read from firebase.json (scripts/lib/security-headers.mjs), so
 * every e2e test runs under the production Content-Security-Policy. Only when the build talks to
 * the emulators (a `demo-` project id) does connect-src also allow the emulators' host. With
 * SABOR_CSP_REPORT_FILE set (`npm test` sets it) the policy also asks the browser to report each
 * violation to /__csp-report, and the reports are appended to that file as JSON lines: that is
 * how the run catches a violation in any e2e test, not only in the ones that listen for them.
 *
 * The dev server (`npm start`, `npm run dev`) is left without them: Vite injects its CSS as <style>
 * elements and @vitejs/plugin-react an inline script (the React Refresh preamble), which this
 * policy refuses, so HMR would need 'unsafe-inline' there.
 */
function productionHeadersInPreview(): Plugin {
  const REPORT_PATH = '/__csp-report';
  const reportFile = process.env.SABOR_CSP_REPORT_FILE;
  let connectSources: string[] = [];
  return {
    name: 'sabor:production-headers-in-preview',
    configResolved(config) {
      connectSources = emulatorConnectSources(config.env);
    },
    configurePreviewServer(server) {
      const rules = hostingHeaderRules();
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
        if (reportFile && pathname === REPORT_PATH && request.method === 'POST') {
          let body = '';
          request.setEncoding('utf8');
          request.on('data', (chunk: string) => (body += chunk));
          request.on('end', () => {
            appendFileSync(reportFile, `${body.replace(/\s*\n\s*/g, ' ')}\n`);
            response.statusCode = 204;
            response.end();
          });
          return;
        }
        for (const [key, value] of Object.entries(headersForPath(rules, pathname))) {
          if (key.toLowerCase() !== 'content-security-policy') response.setHeader(key, value);
          else response.setHeader(key, `${withEmulatorSources(value, connectSources)}${reportFile ? `; report-uri ${REPORT_PATH}` : ''}`);
        }
        next();
      });
    },
  };
}

/**
 * React Router 7 publishes a production build (dist/production) but its package.json exports only
 * the development one to bundlers, so a Vite build ships its warnings and invariant checks, which
 * cost render time on every <Link> (remix-run/react-router#14753). Production builds take the
 * production files; the dev server keeps the development ones and their warnings.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * Issue #35: the dev server must never answer 504 'Outdated Optimize Dep'. That happens when Vite
 * meets a dependency it has not pre-bundled after the first page loaded (a lazily loaded area's
 * valibot, Pix or Functions code), bundles again and reloads the page, failing the requests that
 * were on their way. Vite finds dependencies up front by scanning the code, but one file that does
 * not parse (mid-edit) makes it skip the whole scan, and a deps cache made by such a run is reused
 * by the next `npm start`. So the dev server also pre-bundles by name every dependency src/ imports,
 * read here from the import specifiers, which needs no parse and cannot go stale: a new import is
 * on the list at the next start. Only runtime packages of package.json count, which drops '@/'
 * paths and any word a comment happens to quote.
 */
function dependenciesImportedBySrc(): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };
  const src = fileURLToPath(new URL('./src', import.meta.url));
  const specifiers = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier = ''] of readFileSync(`${src}/${file}`, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      // A stylesheet (leaflet/dist/leaflet.css) is not a module to pre-bundle: Vite warns and skips it.
      if (Object.hasOwn(dependencies, name) && !specifier.endsWith('.css')) specifiers.add(specifier);
    }
  }
  return [...specifiers].sort();
}

/**
 * /img/{id}, the panel's photos (issue #40): on Hosting a rewrite sends it to the img function
 * (firebase.json); under `npm start`, `vite preview` and so every e2e test, this proxy sends it to
 * the same function on the Functions emulator, for a build that talks to the emulators.
 */
function photoProxy(mode: string): Record<string, ProxyOptions> {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-sabor';
  if (!projectId.startsWith('demo-')) return {};
  const functionsHost = env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001';
  return { '/img/': { target: `http://${functionsHost}`, rewrite: (path) => `/${projectId}/southamerica-east1/img/${path.slice('/img/'.length)}` } };
}

// https://vite.dev/config/
export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    VitePWA({
      // SPEC.md section 7: the worker lives at /sw.js with scope /; src/app/pwa registers it.
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      injectRegister: false,
      // The worker runs under `npm start` too (generateSW always makes a classic worker). Its dev
      // precache holds only index.html; suppressWarnings keeps workbox from warning that the
      // production globPatterns match nothing in dev-dist/.
      devOptions: { enabled: true, type: 'classic', suppressWarnings: true },
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'sounds/notification.mp3', 'sounds/cancelled.wav'],
      manifest: {
        name: 'Sabor · Delivery do bairro',
        short_name: 'Sabor',
        description: 'Peça comida dos restaurantes do seu bairro e pague na entrega.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#121014',
        theme_color: '#121014',
        categories: ['food', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The app shell and every lazily loaded page work offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp3}'],
        navigateFallback: '/index.html',
        // A photo opened on its own is the img function's answer, not the app (issue #40); the
        // 3-D Secure page is its own page, online only, with its own policy (issue #52).
        navigateFallbackDenylist: [/^\/img\//, /^\/verificacao-cartao\.html/],
        globIgnores: ['**/node_modules/**/*', '**/verificacao-cartao.*'],
        cleanupOutdatedCaches: true,
        // A new worker takes over at once; the page reloads safely (src/app/pwa/register.ts).
        skipWaiting: true,
        clientsClaim: true,
        // Web Push: showing a notification and opening its page on a tap (issue #37).
        importScripts: ['/sw-push.js'],
      },
    }),
    devServiceWorkerAtSwJs(),
    productionHeadersInPreview(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Only Firestore Pipelines use re2js, and Sabor uses none: see build/re2js-unused.ts.
      { find: 're2js', replacement: fileURLToPath(new URL('./build/re2js-unused.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
  },
  optimizeDeps: {
    // Scan every module, not only what index.html reaches through literal imports, and pre-bundle
    // by name what src/ imports even when the scan fails (dependenciesImportedBySrc, issue #35).
    entries: ['index.html', 'src/**/*.{ts,tsx}'],
    include: dependenciesImportedBySrc(),
  },
  // .cache holds test builds and emulator logs, dev-dist the dev worker: nothing to watch.
  server: { host: 'localhost', port: 5173, watch: { ignored: ['**/.cache/**', '**/dev-dist/**'] }, proxy: photoProxy(mode) },
  preview: { host: '127.0.0.1', port: 4173, proxy: photoProxy(mode) },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the size budget and `npm run bench` read.
    manifest: true,
    rolldownOptions: {
      output: {
        // Firebase in chunks of its own, loaded after the first paint (src/app/session-services.ts),
        // named so the benchmark and the size budget can tell them apart: the core every SDK
        // shares (app, util), Firestore Lite (browse reads), the full Firestore SDK (signed-in
        // people, live screens) and Auth. A visitor's home and menus never download the full SDK
        // (issue #27). Cloud Functions' client is left out: only the checkout calls a function,
        // and it loads that client itself.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase[\\/](app|component|util|logger)|firebase[\\/]app|idb|tslib)[\\/]/, priority: 3 },
            { name: 'firestore-lite', test: /node_modules[\\/](@firebase[\\/]firestore[\\/]dist[\\/]lite|firebase[\\/]firestore[\\/]lite)[\\/]/, priority: 2 },
            { name: 'firestore', test: /node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore)[\\/]/, priority: 1 },
            // Everything the first paint needs in one chunk (the entry's), instead of a dozen small
            // shared chunks that each cost a request and compress alone: 3 kB less before the first
            // paint. Lazy pages import what they share with the shell from it.
            { name: 'app-shell', tags: ['$initial'], priority: 4 },
            // What the home reads a store's card with (issue #49 gave the public coupons and the
            // stored-value helpers records of their own): one lazy chunk, not a second tiny one for
            // stored-values.ts that every reader shares and the home pays a request for.
            { name: 'store-facts', test: /src[\\/]domain[\\/](restaurants[\\/]store-facts\.record|promotions[\\/]store-promotions\.record|shared[\\/]stored-values)\.ts$/, priority: 3 },
            { name: 'firebase-auth', test: /node_modules[\\/](@firebase[\\/](?!functions[\\/])|firebase[\\/](?!functions[\\/]))/ },
          ],
        },
      },
    },
  },
}));
