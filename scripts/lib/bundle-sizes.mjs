/**
 * What a page of the built app downloads, read from Vite's chunk graph (dist/.vite/manifest.json)
 * and measured gzip-compressed (zlib's default level, as web servers compress). Used by the size
 * budget (scripts/check-size-budget.mjs) and by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The app's HTML entry and the lazily loaded modules each first load needs besides it. */
export const FIRST_LOADS = {
  // A visitor's home page (issue #27): it ships with the app shell and loads its first page of
  // restaurants (services/home-listing.ts, over REST with no Firebase SDK) on first render; Auth (session.ts)
  // loads once the page is idle, for a device where nobody was signed in
  // (services/session-hint.ts), so it is not part of it.
  // Every other page loads the session (Auth) right after the first paint.
  '/inicio': ['src/services/home-listing.ts'],
  '/cardapio/{id}': ['src/services/session.ts', 'src/areas/customer/menu/MenuPage.tsx', 'src/services/menu.ts'],
  '/painel-restaurante': ['src/services/session.ts', 'src/areas/restaurant/RestaurantPanelPage.tsx'],
  '/admin-dashboard': ['src/services/session.ts', 'src/areas/admin/AdminArea.tsx'],
};

export function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The manifest key of a module: its own when it is an entry, else the shared chunk named after
 * it (Vite names a shared chunk after its first module); an unclear answer is an error.
 */
function chunkKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const candidates = Object.keys(manifest).filter((key) => manifest[key].name === name && key.startsWith('_') && key.endsWith('.js'));
  if (candidates.length === 1) return candidates[0];
  throw new Error(`Cannot tell which chunk of the build holds ${module} (${candidates.length} candidates): update FIRST_LOADS in scripts/lib/bundle-sizes.mjs.`);
}

/** Files a set of modules pulls in through static imports (what the browser must fetch). */
export function staticClosure(manifest, modules) {
  const keys = modules.map((module) => chunkKeyOf(manifest, module));
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const gzipCache = new Map();

/** gzip-compressed size of a file of the build, in bytes. */
export function gzipBytes(distDir, file) {
  const full = path.join(distDir, file);
  if (!gzipCache.has(full)) gzipCache.set(full, gzipSync(readFileSync(full)).length);
  return gzipCache.get(full);
}

/** Sums JS and CSS of a list of built files. */
export function sizeOf(distDir, files) {
  const total = { js: 0, css: 0, files: files.length };
  for (const file of files) {
    if (file.endsWith('.js')) total.js += gzipBytes(distDir, file);
    else if (file.endsWith('.css')) total.css += gzipBytes(distDir, file);
  }
  return total;
}

/** Before the first paint: the HTML's script and what it imports statically. */
export function firstPaintFiles(manifest) {
  return staticClosure(manifest, ['index.html']);
}

/** Everything a page's first load downloads until its content shows. */
export function firstLoadFiles(manifest, page) {
  return staticClosure(manifest, ['index.html', ...FIRST_LOADS[page]]);
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
