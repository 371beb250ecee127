/**
 * `node scripts/seed.mjs` (or `npm run seed`): fills the running emulators with Sabor's demo
 * marketplace (scripts/lib/demo-data.mjs), so a newcomer sees restaurants, menus, live orders and
 * every kind of account at once.
 *
 * Idempotent: accounts have fixed uids and documents fixed ids and are written as full
 * overwrites, so running it again leaves the same set of documents (only dates move with the
 * clock). It never deletes anything it did not write, so orders placed during a demo survive a
 * re-seed.
 *
 * Reads FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST and SABOR_PROJECT_ID (defaults:
 * 127.0.0.1:9099, 127.0.0.1:8080, demo-sabor) and refuses any project that is not `demo-*`.
 */
import {
  SeedError,
  countCollectionGroup,
  countDocuments,
  emulatorConfig,
  upsertAuthUser,
  waitForEmulators,
  writeDocuments,
} from './lib/admin-clients.mjs';
import { createAppModuleServer } from './lib/app-modules.mjs';
import { buildDemoData, demoDocuments } from './lib/demo-data.mjs';
import { backfillDiscoveryIndexOf } from './lib/discovery-index.mjs';
import { backfillSalesRollupsOf } from './lib/sales-rollups.mjs';
import { backfillCommissionLedgerOf } from './lib/commission-ledger.mjs';
import { backfillRiderOffersOf } from './lib/rider-offers.mjs';
import { connectDemoPaymentAccountOf } from './lib/demo-payment-account.mjs';

/**
 * The seed's new orders close at their deadline like any other: the task placeOrder queues
 * (closeUnansweredOrder in functions/src/tasks.ts) is queued here for each, when the Cloud Tasks
 * emulator is known (`npm start` and `npm test` pass its address). Without it the panel and the
 * customer's status page still close them when they notice the deadline passed.
 */
async function queueDeadlines(config, orders) {
  if (!process.env.CLOUD_TASKS_EMULATOR_HOST) return 'prazos: sem emulador de Cloud Tasks, fechados pelo painel ou pelo cliente';
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFunctions } = await import('firebase-admin/functions');
  const app = initializeApp({ projectId: config.projectId }, `seed-${Date.now()}`);
  const queue = getFunctions(app).taskQueue('locations/southamerica-east1/functions/closeUnansweredOrder');
  let queued = 0;
  for (const order of orders) {
    try {
      await queue.enqueue({ restaurantId: order.restaurantId, orderId: order.id }, { scheduleTime: order.data.prazoAceiteEm, id: `prazo-${order.id}-${Date.now()}` });
      queued += 1;
    } catch (error) {
      console.warn(`Could not queue the deadline of order ${order.id}: ${error instanceof Error ? error.message : error}`);
    }
  }
  await deleteApp(app);
  return `prazos       ${queued} pedidos novos fecham sozinhos no prazo`;
}

/**
 * The domain's rules (TypeScript, loaded through Vite): the check digits that complete the demo's
 * CNPJs and CPFs, and the split of each order's money that placeOrder stores.
 */
async function domainRules() {
  const vite = await createAppModuleServer();
  try {
    const { withCnpjCheckDigits, withCpfCheckDigits } = await vite.ssrLoadModule('/src/domain/shared/br-documents.ts');
    const { orderBreakdown } = await vite.ssrLoadModule('/src/domain/money/order-breakdown.ts');
    return { cnpj: withCnpjCheckDigits, cpf: withCpfCheckDigits, orderBreakdown };
  } finally {
    await vite.close();
  }
}

async function main() {
  const config = emulatorConfig();
  await waitForEmulators(config);
  // The Admin SDK below (deadlines, rollups, index) must reach the same emulator, never a real project.
  process.env.FIRESTORE_EMULATOR_HOST = config.firestoreHost;

  const demo = buildDemoData(new Date(), await domainRules());

  let created = 0;
  for (const account of demo.accounts) {
    if ((await upsertAuthUser(config, account)) === 'created') created += 1;
  }
  await writeDocuments(config, demoDocuments(demo));
  const deadlines = await queueDeadlines(config, demo.orders.filter((order) => order.data.prazoAceiteEm));
  // The trigger rolls these orders up too, a little later; this makes the dashboard's and the
  // reports' figures right as soon as the seed ends, and counts each order once either way.
  const rollups = await backfillSalesRollupsOf(config.projectId);
  // Likewise the home's and the search's index (the triggers index each document a moment later).
  const index = await backfillDiscoveryIndexOf(config.projectId);
  // And the commission of the delivered orders, with the weeks already over closed (issue #38),
  // each as if closed on its own Monday: those past their due date paid, the last one to pay.
  const ledger = await backfillCommissionLedgerOf(config.projectId, { history: true });
  // And the riders' offers of the orders waiting for a rider (issue #39).
  const offers = await backfillRiderOffersOf(config.projectId);
  // And one store taking payment in the app, where the Mercado Pago stand-in runs (issue #52).
  const paymentStore = await connectDemoPaymentAccountOf(config.projectId);

  // Count what is actually stored (not what we meant to write), so the summary also shows
  // documents a demo session added on top of the seed.
  const [usuarios, restaurantes, categorias, produtos, pedidos, avaliacoes] = await Promise.all([
    countDocuments(config, 'usuarios'),
    countDocuments(config, 'restaurantes'),
    countCollectionGroup(config, 'categorias'),
    countCollectionGroup(config, 'produtos'),
    countCollectionGroup(config, 'pedidos'),
    countCollectionGroup(config, 'avaliacoes'),
  ]);
  const today = demo.orders.filter((order) => order.today).length;
  console.log(
    [
      `Seed ok (${config.projectId}; Auth ${config.authHost}, Firestore ${config.firestoreHost}):`,
      `  contas Auth  ${demo.accounts.length} (${created} novas, ${demo.accounts.length - created} atualizadas)`,
      `  usuarios     ${usuarios}`,
      `  restaurantes ${restaurantes}`,
      `  categorias   ${categorias}`,
      `  produtos     ${produtos}`,
      `  pedidos      ${pedidos} (${today} de hoje)`,
      `  avaliacoes   ${avaliacoes}`,
      `  ${deadlines}`,
      `  vendas       ${rollups.orders} pedidos nos resumos de vendas (${rollups.changed} contados agora)`,
      `  busca        ${index.restaurants} restaurantes com vitrine e índice (${index.products} pratos indexados agora)`,
      `  ofertas      ${offers.waiting} pedidos esperando entregador`,
      `  comissão     ${ledger.posted} lançamentos novos de ${ledger.orders} pedidos; ${ledger.closed} extratos de semanas encerradas fechados`,
      `  pagamento    ${paymentStore ? `${paymentStore} recebe pelo app (Mercado Pago local)` : 'nenhuma loja recebe pelo app (Mercado Pago local não está rodando)'}`,
    ].join('\n'),
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    const message =
      error instanceof SeedError
        ? error.message
        : error?.cause?.code === 'ECONNREFUSED'
          ? `emulador inacessível (${error.cause.address}:${error.cause.port}); os emuladores estão rodando?`
          : (error?.message ?? String(error));
    console.error(`✖ Seed falhou: ${message}`);
    process.exit(1);
  },
);
