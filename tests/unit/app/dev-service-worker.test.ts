import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// SPEC.md section 7: the worker lives at /sw.js with scope / — under `npm start` (the Vite dev
// server) as in the production build. The dev server here is the project's own vite.config.ts.
describe('the dev server (npm start)', () => {
  let vite: ViteDevServer;
  let http: Server;
  let origin: string;

  beforeAll(async () => {
    vite = await createServer({
      configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
      server: { middlewareMode: true, hmr: false },
      logLevel: 'silent',
    });
    http = createHttpServer(vite.middlewares);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await vite?.close();
  });

  it('answers /sw.js with the Workbox service worker, not the app page', async () => {
    const response = await fetch(`${origin}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const worker = await response.text();
    expect(worker).not.toMatch(/<html/i);
    // A new version takes over at once (the app reloads on 'controlling', src/app/pwa/register.ts).
    expect(worker).toContain('self.skipWaiting()');
    expect(worker).toContain('clientsClaim()');
    expect(worker).toContain('precacheAndRoute');

    // The Workbox runtime the worker loads is served beside it.
    const runtime = /define\(\[["']\.\/(workbox-[\w-]+)["']\]/.exec(worker)?.[1];
    expect(runtime).toBeDefined();
    const runtimeResponse = await fetch(`${origin}/${runtime}.js`);
    expect(runtimeResponse.status).toBe(200);
    expect(await runtimeResponse.text()).toContain('workbox');
  }, 30_000);
});
