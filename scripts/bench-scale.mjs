/**
 * `npm run bench -- --scale`: what the customer's screens and the operator's figures cost as the
 * marketplace grows to a country (issue #27). Nothing is asserted: the figures are printed beside
 * the ones measured before the discovery work, with the targets marked ✓ or ✗.
 *
 * Starts its own emulators (ports moved by SABOR_BENCH_PORT_OFFSET, default 70, so it runs beside
 * `npm start`, `npm test` and the other benchmarks) WITHOUT registering the Firestore triggers:
 * 150,000 writes would each start a Function. The derived data the triggers keep is computed here
 * with the domain's own code instead (the discovery index of src/domain/discovery/discovery-index.ts, the
 * sales rollups of src/domain/sales/sales-rollups.ts, summed in memory) and written with the documents.
 *
 * Then, in a phone-sized Chromium against `vite preview` of a build: /inicio, one search, one
 * menu, the admin dashboard (this month) and the restaurant's 'Relatórios', first with the scale
 * dataset's first 10 restaurants (all in São Paulo, about 1,000 orders), then after growing it
 * to 1,000 restaurants in 10 cities, 50,000 dishes and 100,000 orders (scripts/bench/scale-data.mjs).
 *
 * Flags: --restaurants=N grows to N restaurants instead of 1,000 (a quicker look; orders follow).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchChromium } from './bench/browser.mjs';
import { run, waitForPort } from './bench/processes.mjs';
import { mark, printTable } from './bench/format.mjs';
import { buildOrders, buildRestaurants, CITIES, SCALE } from './bench/scale-data.mjs';
import { countingProxy, measureScreens } from './bench/scale-reads.mjs';
import { emulatorConfig, toFirestoreFields, upsertAuthUser } from './lib/admin-clients.mjs';
import { createAppModuleServer } from './lib/app-modules.mjs';
import { DEMO_ACCOUNTS } from './lib/demo-data.mjs';
import { ROOT, runWithCleanup, startEmulators } from './lib/emulators.mjs';

const OFFSET = Number(process.env.SABOR_BENCH_PORT_OFFSET ?? 70) || 0;
const PORTS = { auth: 9199 + OFFSET, firestore: 8186 + OFFSET, functions: 5001 + OFFSET, hub: 4412 + OFFSET, logging: 4414 + OFFSET, tasks: 4415 + OFFSET };
const PREVIEW_PORT = 4183 + OFFSET;
/** The app's build talks to Firestore through this port, where the bytes it receives are counted. */
const PROXY_PORT = 8187 + OFFSET;
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const DIST = path.join(ROOT, '.cache', 'bench-scale-dist');

const args = process.argv.slice(2);
const flag = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SMALL = 10;
const LARGE = Math.min(SCALE.restaurants, Math.max(SMALL + 1, Number(flag('restaurants', SCALE.restaurants))));

/** Firestore takes up to 500 writes per commit; this many commits are in flight at once. */
const WRITES_PER_COMMIT = 500;
const COMMITS_IN_FLIGHT = 4;
const SEARCH = 'lasanha';
const ADMIN = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-admin');
const RIDER = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-motoboy');
/** The UF of each of the benchmark's cities (the operator's 'Cidades' page keeps one per city). */
const CITY_UFS = {
  'São Paulo': 'SP', 'Rio de Janeiro': 'RJ', 'Belo Horizonte': 'MG', Salvador: 'BA', 'Brasília': 'DF',
  Fortaleza: 'CE', Curitiba: 'PR', Recife: 'PE', 'Porto Alegre': 'RS', 'Goiânia': 'GO',
};
const OWNER = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-restaurante');

/**
 * The figures measured before: issue #27's before the discovery work, and issue #36's before the
 * shop windows and the riders' cities (same data, same machine).
 */
const BEFORE = {
  home: { small: '10 docs, 28 KB', large: '#27: 1,000 docs, 2.8 MB, 4.5 s; #36: 470 KB' },
  search: { small: '500 docs, 465 KB', large: '#27: never showed; #49: whole restaurants (14 KB) and dish entries of 3 KB' },
  chooser: { small: '', large: "#36: every restaurant's bairros" },
  menu: { small: '54 docs', large: '#27: 54 docs; #36: 199 KB; #49 (18 pizzas): 93 KB' },
  rider: { small: '', large: "#36: the country's 50 oldest" },
  admin: { small: '', large: '10.2 s at 10,000 orders' },
  reports: { small: '', large: '' },
};
/**
 * The targets at 1,000 restaurants: billed reads (issue #27) and KB on the wire (issues #36 and
 * #49: a menu of 50 dishes with 18 pizzas, a search of 12 results). The
 * rider's screen: its page of the city's waiting orders (AVAILABLE_ORDERS_LIMIT, 50) and its own
 * few reads (the rider's profile, the empty lists of their deliveries), whatever the country holds.
 */
const TARGETS = { home: { reads: 30, kb: 60 }, search: { reads: 30, kb: 60 }, menu: { kb: 80 }, rider: { reads: 55 }, admin: { reads: 100 } };
const KEYS = ['home', 'search', 'chooser', 'menu', 'rider', 'admin', 'reports'];

function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const count = (value) => value.toLocaleString('en-US');

/** Writes documents as full overwrites, WRITES_PER_COMMIT per commit, COMMITS_IN_FLIGHT at once, printing progress. */
async function writeAll(config, docs, label) {
  const root = `projects/${config.projectId}/databases/(default)/documents`;
  const url = `http://${config.firestoreHost}/v1/${root}:commit`;
  const started = performance.now();
  let next = 0;
  let written = 0;
  let reported = started;
  async function worker() {
    while (next < docs.length) {
      const batch = docs.slice(next, next + WRITES_PER_COMMIT);
      next += WRITES_PER_COMMIT;
      const writes = batch.map((doc) => ({ update: { name: `${root}/${doc.path}`, fields: toFirestoreFields(doc.data) } }));
      const response = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ writes }) });
      if (!response.ok) throw new Error(`Firestore commit failed (${label}): ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      written += batch.length;
      if (performance.now() - reported > 10_000) {
        reported = performance.now();
        console.log(`    ${label}: ${count(written)} of ${count(docs.length)} (${seconds(reported - started)})`);
      }
    }
  }
  await Promise.all(Array.from({ length: COMMITS_IN_FLIGHT }, worker));
  return docs.length;
}

const cleanups = [];
runWithCleanup(async () => {
  const runStarted = performance.now();
  console.log(`Sabor scale benchmark: ${SMALL} then ${count(LARGE)} restaurants (emulators on Auth ${PORTS.auth}, Firestore ${PORTS.firestore}; app on ${BASE})`);
  const emulators = await startEmulators({ ports: PORTS, log: () => undefined, triggers: false });
  cleanups.push(emulators.stop);
  Object.assign(process.env, emulators.env);
  const config = emulatorConfig(emulators.env);
  const wire = await countingProxy(PROXY_PORT, config.firestoreHost);
  cleanups.push(() => wire.close());
  const appEnv = { ...emulators.env, VITE_FIRESTORE_EMULATOR_HOST: wire.host };

  console.log('Building the app (vite build)...');
  await run(bin('vite'), ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], appEnv);
  const preview = spawn(bin('vite'), ['preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, ...appEnv },
    detached: true,
  });
  cleanups.push(() => process.kill(-preview.pid, 'SIGTERM'));
  await waitForPort(PREVIEW_PORT);

  // The domain's own code, as the triggers run it.
  const vite = await createAppModuleServer();
  cleanups.push(() => vite.close());
  const discovery = await vite.ssrLoadModule('/src/domain/discovery/discovery-index.ts');
  const storefront = await vite.ssrLoadModule('/src/domain/discovery/storefront.ts');
  const cities = await vite.ssrLoadModule('/src/domain/delivery/cities.ts');
  const rollups = await vite.ssrLoadModule('/src/domain/sales/sales-rollups.ts');
  const records = await vite.ssrLoadModule('/src/domain/orders/order.record.ts');
  const offers = await vite.ssrLoadModule('/src/domain/delivery/rider-offer.ts');
  const menuRecord = await vite.ssrLoadModule('/src/domain/catalog/menu.record.ts');
  const storeFacts = await vite.ssrLoadModule('/src/domain/restaurants/store-facts.record.ts');

  const now = new Date();
  // Stored as the app stores them (issue #49): the week as text, a pizza's sizes and flavours as
  // text, by the records' own writers.
  const built = buildRestaurants(now).slice(0, LARGE);
  const restaurants = built.map((restaurant) => ({
    ...restaurant,
    data: { ...restaurant.data, horarioFuncionamento: storeFacts.openingHoursData(restaurant.data.horarioFuncionamento) },
    products: restaurant.products.map((product) => ({ ...product, data: menuRecord.productData(product.data) })),
  }));
  const target = restaurants[0];
  target.data.uidDono = OWNER.uid;
  const place = { cidade: target.cidade, bairro: target.data.endereco.split(' - ')[1].split(',')[0] };
  const dish = target.products.find((product) => product.data.disponivel).data.nome;

  for (const account of [ADMIN, OWNER, RIDER]) await upsertAuthUser(config, account);
  await writeAll(
    config,
    [
      { path: `usuarios/${ADMIN.uid}`, data: { uid: ADMIN.uid, nome: ADMIN.nome, email: ADMIN.email, tipo: 'admin', telefone: null, emailVerificado: true, criadoEm: now } },
      {
        path: `usuarios/${OWNER.uid}`,
        data: { uid: OWNER.uid, nome: OWNER.nome, email: OWNER.email, tipo: 'restaurante', telefone: OWNER.telefone, restaurantId: target.id, emailVerificado: true, criadoEm: now },
      },
      { path: `restaurantes/${target.id}/membros/${OWNER.uid}`, data: { uid: OWNER.uid, nome: OWNER.nome, email: OWNER.email, papel: 'dono', desde: now } },
      // A São Paulo rider, available: the waiting orders of the city are theirs to see.
      {
        path: `usuarios/${RIDER.uid}`,
        data: {
          uid: RIDER.uid, nome: RIDER.nome, email: RIDER.email, tipo: 'motoboy', telefone: RIDER.telefone, emailVerificado: true, criadoEm: now,
          cidade: cities.cityKey(target.cidade), cidadeNome: target.cidade, disponivel: true, disponivelVistoEm: now,
        },
      },
      // The ten cities, open, with their bairros: what the bairro chooser reads.
      ...CITIES.flatMap(([nome, , bairros]) => [
        { path: `cidades/${cities.cityKey(nome)}`, data: { nome, uf: CITY_UFS[nome], ativa: true, corridaMin: 20, totalBairros: bairros.length, atualizadoEm: now } },
        { path: `cidades/${cities.cityKey(nome)}/bairros/lista`, data: { nomes: bairros } },
      ]),
    ],
    'accounts and cities',
  );

  /** The platform's day rollups and every restaurant's data so far: rewritten whole as the marketplace grows. */
  const platformDays = new Map();
  const seeded = [];

  /** Writes restaurants [from, to) with their menus, orders and derived data. */
  async function grow(from, to) {
    const started = performance.now();
    const added = restaurants.slice(from, to);
    seeded.push(...added);
    const catalogue = [];
    for (const restaurant of added) {
      catalogue.push({ path: `restaurantes/${restaurant.id}`, data: restaurant.data });
      catalogue.push({ path: `${discovery.RESTAURANT_SEARCH}/${restaurant.id}`, data: discovery.restaurantSearchEntry(restaurant.data) });
      catalogue.push({ path: `vitrines/${restaurant.id}`, data: storefront.storefrontOf(restaurant.data) });
      for (const category of restaurant.categories) catalogue.push({ path: `restaurantes/${restaurant.id}/categorias/${category.id}`, data: category.data });
      for (const product of restaurant.products) {
        catalogue.push({ path: `restaurantes/${restaurant.id}/produtos/${product.id}`, data: product.data });
        catalogue.push({ path: `restaurantes/${restaurant.id}/buscaPratos/${product.id}`, data: discovery.dishSearchEntry(product.data, restaurant.data) });
      }
    }

    // Each order records its city, as placeOrder does: a rider's list is their city's.
    // From the menus as built: an order line takes a pizza's size from its list.
    const orders = buildOrders(built, from, to, now).map((order) => ({ ...order, data: { ...order.data, cidade: cities.cityKey(order.data.endereco.cidade) } }));
    // What each order adds (the ledger entry the trigger keeps) and the day and month sums.
    const ledger = [];
    const restaurantDays = new Map();
    const restaurantMonths = new Map();
    const add = (map, key, base, figures) => {
      const entry = map.get(key) ?? { ...base, ...rollups.emptyRollup() };
      for (const field of rollups.ROLLUP_FIELDS) entry[field] += figures[field];
      map.set(key, entry);
    };
    for (const order of orders) {
      const contribution = rollups.contributionOf(records.rollupOrderFromData(order.data));
      if (!contribution) continue;
      const [restaurantId, orderId] = [order.restaurantId, order.path.split('/').at(-1)];
      ledger.push({ path: `restaurantes/${restaurantId}/vendasAplicadas/${orderId}`, data: { ...contribution, atualizadoEm: now } });
      const { dia } = contribution;
      const mes = rollups.monthOfDay(dia);
      const figures = rollups.pickFigures(contribution);
      const named = { restaurantId, restaurantNome: order.restaurantName, atualizadoEm: now };
      add(restaurantDays, `restaurantes/${restaurantId}/vendasPorDia/${dia}`, { dia, mes, ...named }, figures);
      add(restaurantMonths, `restaurantes/${restaurantId}/vendasPorMes/${mes}`, { mes, ...named }, figures);
      add(platformDays, `vendasPlataforma/${rollups.platformDayId(dia, rollups.platformShardOf(restaurantId))}`, { dia, mes, atualizadoEm: now }, figures);
    }
    const rollupDocs = [...restaurantDays, ...restaurantMonths, ...platformDays].map(([docPath, data]) => ({ path: docPath, data }));
    // The riders' offers the order trigger keeps for the orders waiting for a rider (issue #39).
    for (const order of orders.filter((candidate) => offers.isOnOffer(candidate.data))) {
      const orderId = order.path.split('/').at(-1);
      rollupDocs.push({ path: `${offers.RIDER_OFFERS}/${offers.riderOfferId(order.restaurantId, orderId)}`, data: offers.riderOfferOf(order.restaurantId, orderId, order.data) });
    }
    const generated = performance.now();

    console.log(
      `  Seeding restaurants ${from + 1} to ${to}: ${count(catalogue.length)} catalogue documents, ${count(orders.length)} orders, ` +
        `${count(ledger.length + rollupDocs.length)} rollup and offer documents (generated in ${seconds(generated - started)})`,
    );
    await writeAll(config, catalogue, 'restaurants, windows and menus');
    await writeAll(config, orders, 'orders');
    await writeAll(config, [...ledger, ...rollupDocs], 'sales rollups and offers');
    const took = performance.now() - started;
    const documents = catalogue.length + orders.length + ledger.length + rollupDocs.length;
    console.log(`  Seeded ${count(documents)} documents in ${seconds(took)} (${count(Math.round(documents / (took / 1000)))} per second).`);
    return { orders: orders.length, took };
  }

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const measure = async (size) => {
    console.log(`  Measuring the ${KEYS.length} screens at ${count(size)} restaurants...`);
    const rows = await measureScreens(browser, BASE, { wire, place, restaurantId: target.id, dish, search: SEARCH, admin: ADMIN.email, owner: OWNER.email, rider: RIDER.email });
    return Object.fromEntries(rows.map((row, index) => [KEYS[index], row]));
  };

  const results = [];
  let orders = 0;
  for (const [from, to] of [
    [0, SMALL],
    [SMALL, LARGE],
  ]) {
    console.log(`\n${count(to)} restaurants:`);
    const grown = await grow(from, to);
    orders += grown.orders;
    results.push({ size: to, orders, products: seeded.length * SCALE.productsPerRestaurant, seed: grown.took, screens: await measure(to) });
    printSize(results.at(-1));
  }
  printComparison(results);
  console.log(`\nWhole run: ${seconds(performance.now() - runStarted)}.`);
  return 0;
}, cleanups);

function describe(row) {
  if (!row) return '';
  const shown = row.shownAfter === null ? 'not shown in 60 s' : seconds(row.shownAfter);
  return `${count(row.reads)} reads, ${count(Math.round(row.bytes / 1024))} KB, ${shown}`;
}

function printSize({ size, orders, products, seed, screens }) {
  console.log(`\nAt ${count(size)} restaurants (${count(products)} dishes, ${count(orders)} orders; seeded in ${seconds(seed)}):\n`);
  printTable(
    ['screen', 'billed reads', 'documents', 'aggregations', 'KB from Firestore', 'content shown after', 'items shown'],
    KEYS.map((key) => screens[key]).map((row) => [
      row.name,
      count(row.reads),
      count(row.documents),
      row.aggregations,
      count(Math.round(row.bytes / 1024)),
      row.shownAfter === null ? 'not shown in 60 s' : seconds(row.shownAfter),
      row.shownItems === null ? '' : count(row.shownItems),
    ]),
  );
}

function printComparison(results) {
  const [small, large] = results;
  console.log(`\nBefore (issue #27) and now, at ${count(small.size)} and ${count(large.size)} restaurants:\n`);
  printTable(
    ['screen', `before, ${count(small.size)}`, `now, ${count(small.size)}`, `before, 1,000`, `now, ${count(large.size)}`, 'target at 1,000'],
    KEYS.map((key) => {
      const row = large.screens[key];
      const goal = TARGETS[key] ?? {};
      const shown = row.shownAfter !== null;
      const verdict = [
        goal.reads === undefined ? null : `${mark(shown && row.reads <= goal.reads)} <= ${goal.reads} reads`,
        goal.kb === undefined ? null : `${mark(shown && row.bytes <= goal.kb * 1024)} <= ${goal.kb} KB`,
      ]
        .filter(Boolean)
        .join(', ');
      return [row.name, BEFORE[key].small, describe(small.screens[key]), BEFORE[key].large, describe(row), verdict];
    }),
  );
  console.log(
    '\nReads are billed as Firestore bills them (a document delivered, at least one per query, one per aggregation); ' +
      "times are on the local emulators, whose queries slow down as collections grow where Firestore's indexes would not: compare the reads and KB, and read the times as an upper bound.",
  );
}
