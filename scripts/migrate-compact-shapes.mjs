/**
 * One-off, for a project with data from before issue #49 ('Bytes that fit'): rewrites the
 * restaurants' weeks and the pizzas' sizes and flavours as the compact text the app now writes,
 * and moves the restaurants' search tokens off the restaurant (which every menu reads) to their
 * search entry (see functions/src/stores/compact-shapes.ts). The app reads both shapes, so it
 * works before, during and after; this makes every menu as small as a new one. Safe to run again
 * and while the app is live; --dry-run writes nothing and says what it would change.
 *
 *   node scripts/migrate-compact-shapes.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials. With FIRESTORE_EMULATOR_HOST set
 * it talks to that emulator instead.
 */
import { withFunctionCode } from './lib/function-code.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, dryRun, where } = readOneOffArgs('node scripts/migrate-compact-shapes.mjs --project <project-id> [--dry-run]');
console.log(`Compact shapes of ${projectId} (${where})${dryRun ? ', dry run' : ''}`);
const started = Date.now();
const report = await withFunctionCode(projectId, '/functions/src/stores/compact-shapes.ts', (module, db) => module.migrateCompactShapes(db, { dryRun }));
const verb = dryRun ? 'would rewrite' : 'rewrote';
console.log(
  `${verb} ${report.weeks} restaurants' weeks and ${report.pizzas} pizzas' sizes and flavours as text; ` +
    `${report.tokens} restaurants carried their search tokens${dryRun ? '' : ' (moved to buscaRestaurantes)'}; ` +
    `${report.skipped} written meanwhile, left for another run; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
process.exit(0);
