/**
 * `npm run bench:admin`: what the administrator's dashboard costs as orders pile up.
 *
 * Starts its own emulators (ports moved by SABOR_BENCH_PORT_OFFSET, default 60, so it runs beside
 * `npm start` and `npm test`), seeds 8 restaurants and 100 orders, signs in as an administrator
 * with the Firebase JS SDK in Node, and runs the very service functions the dashboard uses
 * (src/services/sales.ts, loaded through Vite so the app's TypeScript and `@/` imports work).
 * Then it grows the data to 10,000 orders and measures again. Last, the operator's 'Financeiro'
 * at 1,000 restaurants with a quarter of weekly statements each (benchFinance).
 *
 * It prints, for each size: the dashboard's Firestore reads (billed as Firestore bills them: one
 * per document a query returns, at least one per query; the figures come from the sales rollups
 * of src/domain/sales/sales-rollups.ts), the number of queries, and the load time
 * against the local emulator (median of 3 runs after a warm-up). Timings on the emulator are
 * only indicative; the read counts are what a real project would bill. Nothing is asserted.
 */
import { performance } from 'node:perf_hooks';
import { emulatorConfig, upsertAuthUser, writeDocuments } from './lib/admin-clients.mjs';
import { createAppModuleServer } from './lib/app-modules.mjs';
import { backfillSalesRollupsOf } from './lib/sales-rollups.mjs';
import { runWithCleanup, startEmulators } from './lib/emulators.mjs';

const OFFSET = Number(process.env.SABOR_BENCH_PORT_OFFSET ?? 60) || 0;
const PORTS = { auth: 9199 + OFFSET, firestore: 8180 + OFFSET, functions: 5007 + OFFSET, hub: 4410 + OFFSET, logging: 4510 + OFFSET, tasks: 4515 + OFFSET };
const SIZES = [100, 10_000];
const RUNS = 3;
const ADMIN = { uid: 'bench-admin', email: 'admin@bench.sabor.dev', password: 'bench123', nome: 'Admin do Benchmark' };
const RESTAURANTS = [
  ['cantina-da-nonna', 'Cantina da Nonna', 0.24],
  ['sabor-mineiro', 'Sabor Mineiro', 0.18],
  ['burger-do-bairro', 'Burger do Bairro', 0.16],
  ['pastelaria-da-feira', 'Pastelaria da Feira', 0.12],
  ['sushi-kenzo', 'Sushi Kenzo', 0.12],
  ['tempero-baiano', 'Tempero Baiano', 0.08],
  ['boteco-do-ze', 'Boteco do Zé', 0.06],
  ['acai-da-praia', 'Açaí da Praia', 0.04],
];
const STATUSES = [
  ['entregue', 0.78],
  ['rejeitado', 0.06],
  ['cancelado', 0.05],
  ['delivered', 0.04],
  ['concluido', 0.03],
  ['novo_pedido', 0.02],
  ['em_preparacao', 0.01],
  ['a_caminho', 0.01],
];

/** Deterministic pseudo-random numbers, so every run seeds the same orders. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

function pick(random, weighted) {
  let roll = random();
  for (const entry of weighted) {
    roll -= entry.at(-1);
    if (roll <= 0) return entry;
  }
  return weighted.at(-1);
}

/** Orders `from` (inclusive) to `to` (exclusive), spread over the last 60 days. */
function orders(from, to) {
  const random = generator(20250708 + from);
  const now = Date.now();
  const docs = [];
  for (let index = from; index < to; index += 1) {
    const [restaurantId, restaurantName] = pick(random, RESTAURANTS);
    const [status] = pick(random, STATUSES);
    const quantity = 1 + Math.floor(random() * 3);
    const price = Math.round(1990 + random() * 6000) / 100;
    const subTotal = Math.round(quantity * price * 100) / 100;
    const id = `bench-${String(index).padStart(6, '0')}`;
    docs.push({
      path: `restaurantes/${restaurantId}/pedidos/${id}`,
      data: {
        itens: [{ quantidade: quantity, nome: 'Prato do dia', preco: price, observacoes: '' }],
        subTotal,
        taxaEntrega: 5,
        totalValue: Math.round((subTotal + 5) * 100) / 100,
        pagamento: 'Pix',
        troco: null,
        endereco: { rua: 'Rua Augusta', numero: String(100 + (index % 900)), bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' },
        clientName: 'Cliente de Teste',
        clientPhone: '(11) 90000-0000',
        status,
        restaurantId,
        restaurantName,
        userId: 'bench-cliente',
        createdAt: new Date(now - Math.floor(random() * 60 * 24 * 3600 * 1000)),
        deliverymanId: null,
        acceptedAt: null,
        observacoesPedido: '',
      },
    });
  }
  return docs;
}

/** Writes in parallel groups of commits (each commit holds up to 400 writes). */
async function writeMany(config, docs) {
  const chunk = 2000;
  const chunks = [];
  for (let start = 0; start < docs.length; start += chunk) chunks.push(docs.slice(start, start + chunk));
  for (let start = 0; start < chunks.length; start += 4) {
    await Promise.all(chunks.slice(start, start + 4).map((part) => writeDocuments(config, part)));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;

const cleanups = [];
runWithCleanup(async () => {
  console.log(`Admin dashboard benchmark (emulators on Auth ${PORTS.auth}, Firestore ${PORTS.firestore})`);
  const emulators = await startEmulators({ ports: PORTS, log: () => undefined });
  cleanups.push(emulators.stop);
  Object.assign(process.env, emulators.env);
  const config = emulatorConfig(emulators.env);

  await upsertAuthUser(config, ADMIN);
  await writeDocuments(config, [
    { path: `usuarios/${ADMIN.uid}`, data: { uid: ADMIN.uid, email: ADMIN.email, nome: ADMIN.nome, tipo: 'admin', emailVerificado: true } },
    ...RESTAURANTS.map(([id, nome]) => ({ path: `restaurantes/${id}`, data: { nome, endereco: 'São Paulo', telefone: '(11) 3000-0000', taxaEntrega: 5, pedidoMinimo: 0 } })),
  ]);

  const vite = await createAppModuleServer();
  cleanups.push(() => vite.close());
  const sales = await vite.ssrLoadModule('/src/services/sales.ts');
  const reports = await vite.ssrLoadModule('/src/domain/sales/report-periods.ts');
  const accounts = await vite.ssrLoadModule('/src/services/accounts.ts');
  const session = await vite.ssrLoadModule('/src/services/session.ts');
  cleanups.push(() => session.signOut());
  await accounts.signInWithEmail(ADMIN.email, ADMIN.password);

  /**
   * What opening the dashboard does: this month's figures (the default period) with its sales per
   * day for the chart, the first page of the restaurants' table, and the 3-order preview.
   */
  async function openDashboard(meter) {
    const month = reports.monthRange(new Date());
    await Promise.all([
      sales.getPlatformSales(month, meter),
      sales.getRestaurantSalesPage(month, 'comissao', null, sales.RESTAURANT_SALES_PAGE_SIZE, meter),
      sales.getOrdersPage(null, sales.ADMIN_PREVIEW_SIZE, meter),
    ]);
  }

  const rows = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await writeMany(config, orders(seeded, size));
    // The trigger rolls the orders up as they land; the backfill makes sure all are before measuring.
    const rolled = await backfillSalesRollupsOf(config.projectId);
    console.log(`Seeded ${size - seeded} orders (total ${size}) and their rollups (${rolled.changed} by the backfill) in ${ms(performance.now() - started)}.`);
    seeded = size;

    await openDashboard(); // warm-up: connections, first index scans
    const times = [];
    let meter;
    for (let run = 0; run < RUNS; run += 1) {
      meter = sales.newReadMeter();
      const start = performance.now();
      await openDashboard(meter);
      times.push(performance.now() - start);
    }
    // The whole 60 days of orders, for the totals printed below.
    const sixtyDays = { start: new Date(Date.now() - 61 * 24 * 3600 * 1000), end: new Date() };
    const { overview } = await sales.getPlatformSales(sixtyDays);
    overview.restaurants = (await sales.getAllRestaurantSales(sixtyDays, 'comissao')).length;
    const page = sales.newReadMeter();
    const pageStart = performance.now();
    await sales.getOrdersPage(null, sales.ADMIN_PAGE_SIZE, page);
    const pageTime = performance.now() - pageStart;
    rows.push({ size, meter, times, overview, page, pageTime });
  }

  console.log('\nDashboard load (this month: figures, sales per day, 3-order preview), per number of orders:\n');
  const header = ['orders', 'billed reads', 'docs read', 'queries', 'load (median)', 'runs', '"Ver Mais" page (20)'];
  const table = rows.map(({ size, meter, times, page, pageTime }) => [
    size.toLocaleString('en-US'),
    String(meter.billedReads),
    String(meter.documents),
    String(meter.queries),
    ms(median(times)),
    times.map((time) => time.toFixed(0)).join(' / '),
    `${page.billedReads} reads, ${ms(pageTime)}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of table) console.log(line(row));

  for (const { size, overview } of rows) {
    console.log(
      `\n${size.toLocaleString('en-US')} orders: ${overview.orderCount} orders, ${overview.saleCount} sales, ` +
        `sales R$ ${(overview.salesTotal / 100).toFixed(2)}, commission R$ ${(overview.commission / 100).toFixed(2)} ` +
        `over ${overview.restaurants} restaurants.`,
    );
  }
  const last = rows.at(-1);
  console.log(
    `\nA dashboard that downloaded every order would read ${last.size.toLocaleString('en-US')} documents at ${last.size.toLocaleString('en-US')} orders; ` +
      `this one reads ${last.meter.billedReads}: the platform's day rollups of the month (cards and chart, at most 31 days x 2 shards), ` +
        `one month rollup per restaurant row shown (20 at most) and the 3 previewed orders, whatever the number of orders.`,
  );

  await benchFinance(config, vite);
  return 0;
}, cleanups);

/** How many restaurants the operator's 'Financeiro' is measured at, each with a quarter of statements. */
const FINANCE_RESTAURANTS = 1000;
const WEEKS = 13;

/**
 * The operator's 'Financeiro' (issue #38) at 1,000 restaurants with 13 weeks of statements each:
 * what opening it reads (the two totals are aggregations, the list one page of statements), and
 * the same list's figures as a page that read every order would have to. Statements are written
 * directly (the ledger's trigger would sum the same).
 */
async function benchFinance(config, vite) {
  const week = await vite.ssrLoadModule('/src/domain/money/commission-ledger.ts');
  const statements = await vite.ssrLoadModule('/src/services/admin-statements.ts');
  const random = generator(38);
  const now = new Date();
  const docs = [];
  const thisMonday = Date.parse(`${week.statementWeekOf(now)}T12:00:00Z`);
  for (let index = 0; index < FINANCE_RESTAURANTS; index += 1) {
    const restaurantId = `fin-${String(index).padStart(4, '0')}`;
    for (let back = 0; back < WEEKS; back += 1) {
      const semana = new Date(thisMonday - back * 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const { inicio, fim } = week.statementWeekBounds(semana);
      const comissao = Math.round(2000 + random() * 30000);
      // This week open; last week closed and due in a week (one restaurant in three said it paid);
      // the week before overdue for one restaurant in ten; every other week paid.
      const overdue = back === 2 && index % 10 === 0;
      const estado = back === 0 ? 'aberta' : back === 1 ? (index % 3 === 0 ? 'informada' : 'fechada') : overdue ? 'fechada' : 'paga';
      const vencimento = back === 0 ? null : new Date(fim.getTime() + 7 * 24 * 3600 * 1000);
      docs.push({
        path: `restaurantes/${restaurantId}/extratos/${semana}`,
        data: { restaurantId, restaurantNome: `Restaurante ${index + 1}`, semana, inicio, fim, estado, comissao, pedidos: Math.round(comissao / 400), valor: back === 0 ? null : comissao, vencimento },
      });
    }
  }
  const started = performance.now();
  await writeMany(config, docs);
  console.log(`\nSeeded ${docs.length.toLocaleString('en-US')} statements of ${FINANCE_RESTAURANTS.toLocaleString('en-US')} restaurants in ${ms(performance.now() - started)}.`);

  async function openFinance() {
    const [totals, page] = await Promise.all([statements.getReceivableTotals(now), statements.getStatements('a_receber', now)]);
    return { totals, page };
  }
  await openFinance(); // warm-up
  const times = [];
  let opened;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    opened = await openFinance();
    times.push(performance.now() - start);
  }
  // An aggregation is billed one read per 1,000 index entries it counts (at least one).
  const aggregationReads = Math.max(1, Math.ceil(opened.totals.receivable.count / 1000)) + Math.max(1, Math.ceil(opened.totals.overdue.count / 1000));
  console.log(`\nOperator 'Financeiro' at ${FINANCE_RESTAURANTS.toLocaleString('en-US')} restaurants (${docs.length.toLocaleString('en-US')} statements):`);
  console.log(`  'A receber': ${opened.totals.receivable.count} statements, R$ ${(opened.totals.receivable.total / 100).toFixed(2)}; 'Vencido': ${opened.totals.overdue.count}, R$ ${(opened.totals.overdue.total / 100).toFixed(2)}`);
  console.log(`  billed reads: ${opened.page.length} statements of the first page + ${aggregationReads} for the two totals = ${opened.page.length + aggregationReads}`);
  console.log(`  load (median of ${RUNS}): ${ms(median(times))} (${times.map((time) => time.toFixed(0)).join(' / ')})`);
  const orders = docs.reduce((total, statement) => total + statement.data.pedidos, 0);
  console.log(`  a page that summed the orders instead would read about ${orders.toLocaleString('en-US')} orders.`);
}
