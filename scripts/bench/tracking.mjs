/**
 * The rider on a map (issue #54), two figures:
 * - from a rider's position written to the moment the customer's pin moves, over N positions: the
 *   demo's Ana follows her order on its way at Cantina da Nonna in Chromium (390x844), and each
 *   position is written to its tracking document as the rider's page writes it (here as the
 *   emulator's owner, so the samples need not wait the 10 s the page keeps between writes);
 * - how many writes a rider's hour makes under the page's pace (domain/delivery/rider-tracking.ts
 *   shouldSendPosition), over a simulated hour of fixes every second: three deliveries at a
 *   city's pace, stops at the stores and doors, a few meters of GPS drift.
 */
import { emulatorConfig } from '../lib/admin-clients.mjs';
import { PHONE, signIn } from './browser.mjs';
import { percentile, printTable } from './format.mjs';

const RESTAURANT_ID = 'cantina-da-nonna';
const CUSTOMER = 'cliente@sabor.dev';

function documentsUrl(config) {
  return `http://${config.firestoreHost}/v1/projects/${config.projectId}/databases/(default)/documents`;
}

/** Ana's order on its way at the store (the seed puts one there, with its rider's position). */
async function orderOnItsWay(config) {
  const response = await fetch(`${documentsUrl(config)}/restaurantes/${RESTAURANT_ID}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'pedidos' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'a_caminho' } } },
              { fieldFilter: { field: { fieldPath: 'userId' }, op: 'EQUAL', value: { stringValue: 'demo-cliente' } } },
            ],
          },
        },
        limit: 1,
      },
    }),
  });
  const [first] = await response.json();
  const name = first?.document?.name;
  if (!name) throw new Error('No order of Ana on its way at Cantina da Nonna: the seed makes one.');
  const fields = first.document.fields;
  return { id: name.split('/').at(-1), rider: fields.deliverymanId.stringValue };
}

async function writePosition(config, orderId, rider, point) {
  const fields = {
    lat: { doubleValue: point.lat },
    lng: { doubleValue: point.lng },
    precisao: { integerValue: '10' },
    entregadorId: { stringValue: rider },
    em: { timestampValue: new Date().toISOString() },
  };
  const response = await fetch(`${documentsUrl(config)}/restaurantes/${RESTAURANT_ID}/pedidos/${orderId}/rastreio/entregador`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Writing the position failed: HTTP ${response.status}`);
}

/** A simulated hour of a rider's fixes, one a second: [lat, lng] in order. */
function riderHour() {
  const fixes = [];
  let lat = -23.5610;
  let lng = -46.6456;
  // 20 km/h is about 5.6 m/s; a degree of latitude is about 111 km.
  const step = 5.6 / 111_000;
  let seed = 7;
  const drift = () => {
    seed = (seed * 16807) % 2147483647;
    return ((seed / 2147483647) - 0.5) * (8 / 111_000);
  };
  for (let delivery = 0; delivery < 3; delivery += 1) {
    // Waiting at the store (6 min), riding (13 min), at the door (1 min): 20 minutes each.
    for (let second = 0; second < 6 * 60; second += 1) fixes.push([lat + drift(), lng + drift()]);
    const heading = delivery % 2 === 0 ? 1 : -1;
    for (let second = 0; second < 13 * 60; second += 1) {
      lat += step * 0.6 * heading;
      lng += step * 0.8;
      fixes.push([lat + drift(), lng + drift()]);
    }
    for (let second = 0; second < 60; second += 1) fixes.push([lat + drift(), lng + drift()]);
  }
  return fixes;
}

export async function measureTracking({ browser, base, vite, count }) {
  const config = emulatorConfig();
  const { shouldSendPosition } = await vite.ssrLoadModule('/src/domain/delivery/rider-tracking.ts');
  let last = null;
  let writes = 0;
  riderHour().forEach(([lat, lng], second) => {
    const now = second * 1000;
    if (shouldSendPosition(last, { lat, lng }, now)) {
      last = { point: { lat, lng }, at: now };
      writes += 1;
    }
  });

  const order = await orderOnItsWay(config);
  // A position first: after the e2e run (the smoke run's case) Ana may have other orders on their
  // way at the store, and the one picked need not be the seed's, which comes with a position.
  await writePosition(config, order.id, order.rider, { lat: -23.5600, lng: -46.6400 });
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await signIn(page, base, { email: CUSTOMER });
    await page.goto(`${base}/status/${order.id}?restaurante=${RESTAURANT_ID}`);
    const pin = page.getByRole('img', { name: 'Entregador' });
    await pin.waitFor({ timeout: 30_000 });
    const samples = [];
    for (let index = 1; index <= count; index += 1) {
      const point = { lat: -23.5600 + index * 0.0004, lng: -46.6400 - index * 0.0003 };
      const expected = point.lat.toFixed(6);
      const shown = page.waitForFunction((value) => document.querySelector('.map-pin--rider')?.getAttribute('data-lat') === value, expected, { timeout: 30_000, polling: 'raf' });
      const started = performance.now();
      await writePosition(config, order.id, order.rider, point);
      await shown;
      samples.push(performance.now() - started);
    }
    return { samples, writesPerHour: writes };
  } finally {
    await context.close();
  }
}

export function printTracking({ samples, writesPerHour }) {
  console.log(`\nThe rider on a map (issue #54) over ${samples.length} positions (local emulators; from a position written to the order's tracking document to the customer's pin moving on /status, 390x844):\n`);
  printTable(['', 'p50', 'p95', 'min', 'max'], [['pin moved', ...[percentile(samples, 0.5), percentile(samples, 0.95), Math.min(...samples), Math.max(...samples)].map((value) => `${value.toFixed(0)} ms`)]]);
  console.log(`\nWrites per rider per hour under the page's pace (every 10 s at most, none under 30 m of movement), over a simulated hour of three deliveries with stops: ${writesPerHour} (at most 360).`);
}
