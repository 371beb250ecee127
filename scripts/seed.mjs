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
import { buildDemoData, demoDocuments } from './lib/demo-data.mjs';

async function main() {
  const config = emulatorConfig();
  await waitForEmulators(config);

  const demo = buildDemoData(new Date());

  let created = 0;
  for (const account of demo.accounts) {
    if ((await upsertAuthUser(config, account)) === 'created') created += 1;
  }
  await writeDocuments(config, demoDocuments(demo));

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
