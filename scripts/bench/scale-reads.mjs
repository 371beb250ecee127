/**
 * What each screen costs at a given size of the marketplace (issue #27's scale benchmark): the
 * documents Firestore bills, the KB received from the Firestore emulator, and the time until the
 * screen shows its content, in a phone-sized Chromium against the built app.
 *
 * Documents are counted from both SDKs the app uses:
 * - the full SDK's listeners, from its debug log (the Listen stream's document changes, and one
 *   read for a query that matched nothing), as reads.mjs does;
 * - one-shot requests, from the responses themselves: Firestore Lite (and the full SDK's
 *   aggregations) POST `:runQuery`, `:batchGet` and `:runAggregationQuery` over HTTP, and each
 *   document in the answer is a read (at least one per query; one per aggregation, which a real
 *   project bills per 1,000 index entries scanned).
 * KB are the bytes the emulator sent, counted on the wire by a proxy the app's build talks to
 * (countingProxy), headers and compression as they travelled, whichever SDK asked: Chromium's own
 * count leaves out what a stream still open (the full SDK's listen channel) has delivered.
 */
import net from 'node:net';
import { PHONE, signIn } from './browser.mjs';

/** After the content shows, reads still in flight (the rest of a first page, a listener's second snapshot) land until Firestore is this long quiet. */
const QUIET_MS = 1500;
const SETTLE_LIMIT_MS = 30_000;
/** A screen that shows nothing within this long is reported as not shown, with what it read until then. */
const SCREEN_TIMEOUT_MS = 60_000;

/**
 * A TCP proxy on `port` in front of the Firestore emulator at `target` ('host:port'), counting
 * the bytes it sends back. Resolves once listening.
 */
export async function countingProxy(port, target) {
  const [host, targetPort] = target.split(':');
  let received = 0;
  let lastByteAt = Date.now();
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    upstream.on('data', (chunk) => {
      received += chunk.length;
      lastByteAt = Date.now();
    });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    host: `127.0.0.1:${port}`,
    received: () => received,
    /** Resolves once nothing has come from Firestore for `quietMs` (or after `limitMs`). */
    async quiet(quietMs = QUIET_MS, limitMs = SETTLE_LIMIT_MS) {
      const started = Date.now();
      while (Date.now() - lastByteAt < quietMs && Date.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function newCounter() {
  return { documents: 0, queries: 0, aggregations: 0, emptyQueries: 0, targets: new Set(), targetsWithDocuments: new Set(), pending: [] };
}

/** One message of the full SDK's debug log: only the Listen stream (its unary calls are counted on the network). */
function tallyLog(counter, text) {
  if (!/RPC 'Listen' stream .* received:/.test(text)) return;
  counter.documents += (text.match(/"documentChange"/g) ?? []).length;
  for (const match of text.matchAll(/"targetChangeType":\s*"ADD"[^}]*"targetIds":\s*\[([\d,\s]+)\]/g)) {
    for (const id of match[1].split(',')) counter.targets.add(id.trim());
  }
  for (const match of text.matchAll(/"documentChange":\s*\{[\s\S]*?"targetIds":\s*\[([\d,\s]+)\]/g)) {
    for (const id of match[1].split(',')) counter.targetsWithDocuments.add(id.trim());
  }
}

/** One HTTP answer of Firestore: what a one-shot read delivered. */
async function tallyResponse(counter, response) {
  const url = response.url();
  const kind = /documents:(runQuery|batchGet|runAggregationQuery)\b/.exec(url)?.[1] ?? /documents\/[^?]*:(runQuery|runAggregationQuery)\b/.exec(url)?.[1];
  if (!kind || response.request().method() !== 'POST') return;
  let rows;
  try {
    const body = await response.json();
    rows = Array.isArray(body) ? body : [body];
  } catch {
    return; // Not JSON (an error page): nothing delivered.
  }
  if (kind === 'runAggregationQuery') {
    counter.aggregations += 1;
  } else if (kind === 'batchGet') {
    counter.documents += rows.filter((row) => row.found || row.missing).length;
  } else {
    counter.queries += 1;
    const found = rows.filter((row) => row.document).length;
    counter.documents += found;
    if (found === 0) counter.emptyQueries += 1;
  }
}

/** Watches one page: the debug log and Firestore's HTTP answers; the bytes come from the proxy. */
function watch(page, wire) {
  let counter = newCounter();
  let bytesBefore = wire.received();
  page.on('console', (message) => tallyLog(counter, message.text()));
  page.on('response', (response) => {
    const current = counter;
    current.pending.push(tallyResponse(current, response));
  });
  return {
    wire,
    reset() {
      counter = newCounter();
      bytesBefore = wire.received();
    },
    async result() {
      await Promise.all(counter.pending);
      const emptyListens = [...counter.targets].filter((id) => !counter.targetsWithDocuments.has(id)).length;
      return {
        reads: counter.documents + counter.emptyQueries + emptyListens + counter.aggregations,
        documents: counter.documents,
        aggregations: counter.aggregations,
        bytes: wire.received() - bytesBefore,
      };
    },
  };
}

/**
 * Runs `action` until `ready` (a locator, or several) shows (or the time runs out), then lets late
 * reads land, and reports; with `items` (a locator), how many of them the screen then shows.
 */
async function step(name, meter, action, ready, items, quietMs = QUIET_MS) {
  meter.reset();
  const started = Date.now();
  let shownAfter = null;
  try {
    await action();
    await Promise.all([ready()].flat().map((locator) => locator.waitFor({ timeout: SCREEN_TIMEOUT_MS })));
    shownAfter = Date.now() - started;
    await meter.wire.quiet(quietMs);
  } catch (error) {
    if (!/Timeout/.test(String(error))) throw error;
  }
  const shownItems = items && shownAfter !== null ? await items().count() : null;
  return { name, shownAfter, shownItems, ...(await meter.result()) };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a page in a phone context of its own (a second tab would leave the listening to the first:
 * the SDK's multi-tab cache), with Firestore's debug log on and, given `place`, that delivery place
 * chosen; runs `use` on it, then closes the context.
 */
async function inOwnContext(browser, place, use) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript((chosen) => {
    localStorage.setItem('sabor-firestore-log', 'debug');
    if (chosen) localStorage.setItem('sabor:delivery-place', JSON.stringify(chosen));
  }, place);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Measures the screens, in the order of the benchmark's table. `target`: the restaurant whose
 * menu and panel are opened, the place (its city and a bairro it serves) chosen on the home page,
 * a dish of its menu and the search; `rider`: an available rider of that city.
 */
export async function measureScreens(browser, base, { wire, place, restaurantId, dish, search, admin, owner, rider }) {
  const rows = [];
  await inOwnContext(browser, place, async (page) => {
    const meter = watch(page, wire);
    rows.push(
      await step(
        '/inicio (visitor, before scrolling)',
        meter,
        () => page.goto(`${base}/inicio`),
        () => page.locator('a.restaurant-card').first(),
        () => page.locator('a.restaurant-card'),
      ),
    );
    rows.push(
      await step(
        `one search ("${search}")`,
        meter,
        () => page.getByRole('searchbox', { name: 'Buscar restaurantes e pratos' }).fill(search),
        // A result row naming it (not a heading or a 'nothing found' that repeats the words).
        () => page.locator('a.search-result').filter({ hasText: new RegExp(escape(search), 'i') }).first(),
      ),
    );
  });

  // The bairro chooser of a visitor with no place yet: the open cities and one city's bairros.
  await inOwnContext(browser, null, async (page) => {
    await page.goto(`${base}/inicio`);
    await page.locator('a.restaurant-card').first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await wire.quiet();
    const meter = watch(page, wire);
    rows.push(
      await step(
        "the bairro chooser ('Escolher bairro')",
        meter,
        () => page.getByRole('button', { name: 'Escolher bairro' }).click(),
        () => page.getByPlaceholder('Digite para buscar. Ex.: Pinheiros'),
      ),
    );
  });

  await inOwnContext(browser, null, async (menu) => {
    const meter = watch(menu, wire);
    rows.push(
      await step(
        `a menu (/cardapio/${restaurantId})`,
        meter,
        () => menu.goto(`${base}/cardapio/${restaurantId}`),
        () => menu.getByRole('button', { name: new RegExp(`^${escape(dish)}`) }).first(),
      ),
    );
  });

  // A rider's list of waiting orders, signed in, opened afresh in the same tab.
  await inOwnContext(browser, null, async (page) => {
    await signIn(page, base, { email: rider });
    const meter = watch(page, wire);
    rows.push(
      await step(
        "a rider's waiting orders (São Paulo)",
        meter,
        () => page.goto(`${base}/deliveryman-dashboard/available-orders`),
        () => page.locator('li.rider-card').first(),
        () => page.locator('li.rider-card'),
        // The emulator scans every order for this collection-group query (Firestore would use its
        // index) and streams the list slowly at 100,000 orders: wait for all of it.
        10_000,
      ),
    );
  });

  // Signed in, the dashboard opened afresh in the same tab (one tab: see inOwnContext).
  await inOwnContext(browser, null, async (page) => {
    await signIn(page, base, { email: admin });
    const meter = watch(page, wire);
    rows.push(
      await step(
        'admin dashboard, this month (signed in)',
        meter,
        () => page.goto(`${base}/admin-dashboard`),
        () => page.getByText('Faturamento (Comissão)').first(),
      ),
    );
  });

  await inOwnContext(browser, null, async (page) => {
    const meter = watch(page, wire);
    await signIn(page, base, { email: owner, staff: true });
    const tab = page.getByRole('tab', { name: 'Relatórios' });
    await tab.waitFor({ timeout: SCREEN_TIMEOUT_MS });
    // The panel's own listeners have loaded: only what the tab adds is counted.
    await wire.quiet(3000, 120_000);
    rows.push(
      await step(
        "restaurant's 'Relatórios' (from the panel)",
        meter,
        () => tab.click(),
        // The month's card and the period's total, with their figures (not the loading placeholders).
        () => [page.locator('.metric-card').filter({ hasText: 'Vendas do Mês' }).filter({ hasText: /R\$/ }), page.locator('.report-total').filter({ hasText: /R\$/ })],
      ),
    );
  });
  return rows;
}
