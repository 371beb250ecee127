/**
 * JS and CSS of a page's first load: from the build's chunk graph (what each page needs, before
 * and after the first paint) and from the browser (what Chromium fetched with an empty cache and
 * no service worker until the page's content was on screen). Sizes are gzip-compressed.
 */
import { firstLoadFiles, firstPaintFiles, gzipBytes, kB, readManifest, sizeOf } from '../lib/bundle-sizes.mjs';
import { PHONE, signIn } from './browser.mjs';
import { printTable } from './format.mjs';

/**
 * The whole first load's JS before issue #27 (Firestore Lite for browsing, Auth apart from the
 * full SDK): /inicio as the issue measured it; the menu measured at commit e74f48e.
 */
const BEFORE_ISSUE_27 = { '/inicio': 246_900, '/cardapio/{id}': 281_600 };

/** A restaurant's card in the home page's partners list. */
export const partnerCard = (page, name) => page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' }).getByRole('link', { name: new RegExp(name) });

/** Each page, who opens it and what shows that it has loaded. */
export const PAGES = [
  // The partners' list, not a banner: banners link to restaurants too, before any data arrives.
  { page: '/inicio', path: '/inicio', ready: (p) => partnerCard(p, 'Cantina da Nonna') },
  { page: '/cardapio/{id}', path: '/cardapio/cantina-da-nonna', ready: (p) => p.getByRole('button', { name: /^Lasanha à Bolonhesa/ }) },
  // A menu whose dishes have complementos (issue #25), beside the Cantina's.
  // Same code as any menu (FIRST_LOADS['/cardapio/{id}']); its data differs.
  { page: '/cardapio/{id} (complementos)', firstLoad: '/cardapio/{id}', path: '/cardapio/burger-do-bairro', ready: (p) => p.getByRole('button', { name: /^X-Burger Clássico/ }) },
  {
    page: '/painel-restaurante',
    path: '/painel-restaurante',
    user: { email: 'restaurante@sabor.dev', staff: true },
    ready: (p) => p.getByRole('link', { name: 'Notificações' }).filter({ visible: true }).first(),
  },
  {
    page: '/admin-dashboard',
    path: '/admin-dashboard',
    user: { email: 'admin@sabor.dev' },
    ready: (p) => p.getByText(/Comissão \(10%\)/).first(),
  },
];

async function fetchedInBrowser(browser, base, dist, { path, user, ready }) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    if (user) await signIn(await context.newPage(), base, user);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const files = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
    });
    const started = Date.now();
    await page.goto(`${base}${path}`);
    await ready(page).waitFor({ timeout: 30_000 });
    const shownAfter = Date.now() - started;
    const js = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(dist, file), 0);
    const css = [...files].filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipBytes(dist, file), 0);
    return { js, css, requests: files.size, shownAfter };
  } finally {
    await context.close();
  }
}

/** Every page of PAGES, or those named in `pages` (the smoke run's one). */
export async function measureTransfer(browser, base, dist, pages = null) {
  const manifest = readManifest(dist);
  const firstPaint = sizeOf(dist, firstPaintFiles(manifest));
  const rows = [];
  for (const entry of PAGES.filter((candidate) => !pages || pages.includes(candidate.page))) {
    const planned = sizeOf(dist, firstLoadFiles(manifest, entry.firstLoad ?? entry.page));
    const fetched = await fetchedInBrowser(browser, base, dist, entry);
    rows.push({ ...entry, firstPaint, planned, fetched });
  }
  return rows;
}

export function printTransfer(rows) {
  console.log('\nJS and CSS of the first load (gzip; empty cache, no service worker):\n');
  const header = ['page', 'JS before first paint', 'JS whole load', 'before (issue #27)', 'CSS whole load', 'fetched by Chromium (JS + CSS, files)', 'content shown after'];
  const table = rows.map(({ page, firstPaint, planned, fetched }) => [
    page,
    kB(firstPaint.js),
    kB(planned.js),
    page in BEFORE_ISSUE_27 ? kB(BEFORE_ISSUE_27[page]) : '—',
    kB(planned.css),
    `${kB(fetched.js)} + ${kB(fetched.css)}, ${fetched.requests}`,
    `${fetched.shownAfter} ms (local, unthrottled)`,
  ]);
  printTable(header, table);
}
