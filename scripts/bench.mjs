/**
 * `npm run bench`: how fast and how lean Sabor is, printed (issue #9). Nothing here is asserted:
 * the targets are listed with ✓ or ✗ at the end, and the size budget that CI enforces lives in
 * scripts/check-size-budget.mjs.
 *
 * Builds the app against its own emulators (ports moved by SABOR_BENCH_PORT_OFFSET, default 80,
 * so it runs beside `npm start` and `npm test`), seeds the demo data, serves the build with
 * `vite preview`, and measures with the system Chromium:
 *   1. JS and CSS of the first load of /inicio, /cardapio/{id}, /painel-restaurante, /admin-dashboard;
 *   2. Lighthouse mobile scores and FCP/LCP/TBT/CLS for /inicio and two menus, one with complementos (medians);
 *   3. order-to-panel latency, p50 and p95 over 50 orders: the card shown and the alert sound started;
 *   4. Firestore reads for opening /inicio, a search, a menu, and a menu with complementos and its sheet;
 *   5. the admin dashboard's reads at 100 and 10,000 orders (scripts/bench-admin.mjs);
 *   6. a coupon's uses under a rush, on one document and on the distributed counter (issue #50);
 *   7. paid in the app (issue #52): from the Mercado Pago stand-in approving a Pix to 'Pago online'
 *      on the kitchen's card, p50 and p95 over 20 payments.
 *
 * `--scale` runs scripts/bench-scale.mjs instead: the screens and figures at 10 and 1,000
 * restaurants (issue #27).
 *
 * `--smoke` is the cheap run `npm test` makes after its end-to-end tests (issue #49), so that the
 * benchmark keeps working: one page (the Cantina's menu, with photos) for the sizes and one
 * Lighthouse run, 5 orders of latency, 2 Pix payments and a rush of 100 on a coupon; it fails when a step cannot run, not on a figure (one
 * Lighthouse run on a busy machine says little). With `--base=URL` it measures an app already
 * served against emulators already seeded (the caller's FIRESTORE_EMULATOR_HOST and VITE_*
 * variables; `--dist=DIR` the build served, for the sizes) instead of starting its own.
 *
 * Flags: --only=first-calls,sizes,lighthouse,latency,paid-online,tracking,reads,admin,coupons; --runs=N (Lighthouse runs per page, 3);
 * --orders=N (latency samples, 50); --payments=N (Pix payments, 20); --positions=N (rider positions, 20); --rush=N (orders at once on one coupon, 500); --serve (build, seed and serve, then wait: to look into a figure
 * by hand, e.g. with Lighthouse's own command line); --smoke; --base=URL; --dist=DIR.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { launchChromium } from './bench/browser.mjs';
import { run, waitForPort } from './bench/processes.mjs';
import { mark, percentile } from './bench/format.mjs';
import { measureLatency, printLatency } from './bench/latency.mjs';
import { measurePaidOnline, printPaidOnline } from './bench/online-payment.mjs';
import { measureTracking, printTracking } from './bench/tracking.mjs';
import { measureLighthouse, printLighthouse } from './bench/lighthouse.mjs';
import { measureReads, printReads } from './bench/reads.mjs';
import { measureCouponRush, printCouponRush } from './bench/coupons.mjs';
import { measureFirstCalls, printFirstCalls } from './bench/first-calls.mjs';
import { measureTransfer, printTransfer } from './bench/transfer.mjs';
import { kB } from './lib/bundle-sizes.mjs';
import { createAppModuleServer } from './lib/app-modules.mjs';
import { ROOT, runWithCleanup, startEmulators } from './lib/emulators.mjs';

const OFFSET = Number(process.env.SABOR_BENCH_PORT_OFFSET ?? 80) || 0;
const PORTS = { auth: 9199 + OFFSET, firestore: 8186 + OFFSET, functions: 5001 + OFFSET, hub: 4412 + OFFSET, logging: 4414 + OFFSET, tasks: 4415 + OFFSET };
const PREVIEW_PORT = 4183 + OFFSET;
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const DIST = path.join(ROOT, '.cache', 'bench-dist');

const args = process.argv.slice(2);
const flag = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SMOKE = args.includes('--smoke');
const sections = flag('only', SMOKE ? 'sizes,lighthouse,latency,paid-online,tracking,coupons,first-calls' : 'first-calls,sizes,lighthouse,latency,paid-online,tracking,reads,admin,coupons').split(',');
const COUPON_RUSH = Number(flag('rush', SMOKE ? 100 : 500));
const LIGHTHOUSE_RUNS = Number(flag('runs', SMOKE ? 1 : 3));
const LATENCY_ORDERS = Number(flag('orders', SMOKE ? 5 : 50));
const PAID_ONLINE_ORDERS = Number(flag('payments', SMOKE ? 2 : 20));
const TRACKING_POSITIONS = Number(flag('positions', SMOKE ? 5 : 20));
/** The pages measured: the smoke run's one is the menu with photos (issue #49's Lighthouse target). */
const LIGHTHOUSE_PATHS = SMOKE ? ['/cardapio/cantina-da-nonna'] : ['/inicio', '/cardapio/cantina-da-nonna', '/cardapio/burger-do-bairro'];
const SIZE_PAGES = SMOKE ? ['/cardapio/{id}'] : null;
/** An app already served (and its emulators already seeded) to measure instead of starting one. */
const GIVEN_BASE = flag('base', null);

function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

if (args.includes('--scale')) {
  // Issue #27's scale benchmark is a run of its own: its own emulators, 1,000 restaurants.
  await run(process.execPath, [path.join(ROOT, 'scripts', 'bench-scale.mjs'), ...args.filter((arg) => arg !== '--scale')], {}).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

const cleanups = [];
runWithCleanup(async () => {
  const base = GIVEN_BASE ?? BASE;
  const dist = GIVEN_BASE ? flag('dist', DIST) : DIST;
  console.log(
    GIVEN_BASE
      ? `Sabor benchmark${SMOKE ? ' (smoke)' : ''}: ${sections.join(', ')} (the app served on ${base}, its emulators at ${process.env.FIRESTORE_EMULATOR_HOST})`
      : `Sabor benchmark${SMOKE ? ' (smoke)' : ''}: ${sections.join(', ')} (emulators on Auth ${PORTS.auth}, Firestore ${PORTS.firestore}; app on ${BASE})`,
  );
  const results = {};

  if (sections.some((section) => section !== 'admin')) {
    if (!GIVEN_BASE) await serveBenchmarkApp();
    const browser = await launchChromium();
    cleanups.push(() => browser.close());

    // First, while the callables are as cold as this run finds them.
    if (sections.includes('first-calls')) {
      results.firstCalls = await measureFirstCalls(process.env.VITE_FUNCTIONS_EMULATOR_HOST || `127.0.0.1:${PORTS.functions}`);
      printFirstCalls(results.firstCalls);
    }
    if (sections.includes('sizes')) {
      results.transfer = await measureTransfer(browser, base, dist, SIZE_PAGES);
      printTransfer(results.transfer);
    }
    if (sections.includes('lighthouse')) {
      results.lighthouse = await measureLighthouse(base, LIGHTHOUSE_PATHS, LIGHTHOUSE_RUNS);
      printLighthouse(results.lighthouse);
    }
    // One module server for the steps that run the app's own code: its Firebase app starts once per process.
    let appModules = null;
    const modules = async () => {
      if (!appModules) {
        appModules = await createAppModuleServer();
        cleanups.push(() => appModules.close());
      }
      return appModules;
    };
    if (sections.includes('latency')) {
      const vite = await modules();
      results.latency = await measureLatency({ browser, base, vite, count: LATENCY_ORDERS });
      printLatency(results.latency);
    }
    if (sections.includes('paid-online')) {
      const vite = await modules();
      results.paidOnline = await measurePaidOnline({ browser, base, vite, count: PAID_ONLINE_ORDERS });
      printPaidOnline(results.paidOnline);
    }
    if (sections.includes('tracking')) {
      results.tracking = await measureTracking({ browser, base, vite: await modules(), count: TRACKING_POSITIONS });
      printTracking(results.tracking);
    }
    if (sections.includes('reads')) {
      results.reads = await measureReads(browser, base);
      printReads(results.reads);
    }
    if (sections.includes('coupons')) {
      results.coupons = await measureCouponRush(process.env.SABOR_PROJECT_ID || 'demo-sabor', COUPON_RUSH);
      printCouponRush(results.coupons);
    }
  }

  if (sections.includes('admin')) {
    console.log('\nAdmin dashboard (scripts/bench-admin.mjs, its own emulators):');
    await run(process.execPath, [path.join(ROOT, 'scripts', 'bench-admin.mjs')], {});
  }

  printTargets(results);
  return 0;
}, cleanups);

/** Its own emulators, seeded, and a build of the app served on BASE (or, with --serve, only that). */
async function serveBenchmarkApp() {
  const emulators = await startEmulators({ ports: PORTS, log: () => undefined });
  cleanups.push(emulators.stop);
  const env = emulators.env;
  Object.assign(process.env, env);
  await run(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')], env, { quiet: true });
  await run(bin('vite'), ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], env);
  const preview = spawn(bin('vite'), ['preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, ...env },
    detached: true,
  });
  cleanups.push(() => process.kill(-preview.pid, 'SIGTERM'));
  await waitForPort(PREVIEW_PORT);
  if (args.includes('--serve')) {
    console.log(`Serving the benchmark build on ${BASE}; Ctrl-C stops.`);
    await new Promise(() => undefined);
  }
}

function printTargets({ transfer, lighthouse, latency, paidOnline, tracking }) {
  console.log('\nTargets of issue #9:');
  const home = transfer?.find((row) => row.page === '/inicio');
  if (home) console.log(`${mark(home.firstPaint.js <= 200_000)} initial JS for /inicio <= 200 kB gzip: ${kB(home.firstPaint.js)} before the first paint (${kB(home.planned.js)} with Firebase and the page, loaded right after)`);
  if (home) console.log(`${mark(home.planned.js <= 135_000)} issue #49: a visitor's whole first load of /inicio <= 135 kB gzip: ${kB(home.planned.js)} (246.9 kB before issue #27, 150.0 kB before issue #49)`);
  for (const row of lighthouse ?? []) {
    const ok = row.performance >= 95 && row.accessibility === 100 && row.bestPractices === 100;
    console.log(`${mark(ok)} Lighthouse ${row.path}: performance ${row.performance} (>= 95), accessibility ${row.accessibility} (100), best practices ${row.bestPractices} (100)`);
  }
  if (latency) {
    const p95 = percentile(latency.card, 0.95);
    console.log(`${mark(p95 < 500)} order-to-panel p95 < 500 ms: ${p95.toFixed(0)} ms (alert sound started: p95 ${percentile(latency.sound, 0.95).toFixed(0)} ms)`);
  }
  if (paidOnline?.length) {
    const p50 = percentile(paidOnline, 0.5);
    console.log(`${mark(p50 < 2000)} issue #52: Pix approved to 'Pago online' on the kitchen's card under 2 s: p50 ${p50.toFixed(0)} ms, p95 ${percentile(paidOnline, 0.95).toFixed(0)} ms`);
  }
  if (tracking?.samples.length) {
    const p50 = percentile(tracking.samples, 0.5);
    console.log(`${mark(p50 < 2000)} issue #54: a rider's position to the customer's pin moving under 2 s: p50 ${p50.toFixed(0)} ms, p95 ${percentile(tracking.samples, 0.95).toFixed(0)} ms; ${tracking.writesPerHour} writes per rider per hour`);
  }
  console.log('  admin dashboard reads independent of the number of orders: see the admin table above');
}
