/**
 * The app's own modules (TypeScript, `@/` imports) loaded in Node through Vite, as the browser
 * runs them; set the VITE_* variables of the emulators in process.env first so that
 * src/services/firebase.ts talks to them. Load with `server.ssrLoadModule('/src/...')`; close
 * the server when done.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { ROOT } from './emulators.mjs';

export function createAppModuleServer() {
  return createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
  });
}
