/**
 * One-off, for a project with coupons from before issue #50: a coupon's uses were counted on its
 * own document, and are now counted on its distributed counter (cupons/{id}/contagem, see
 * src/domain/promotions/coupon-counter.ts). Run it once, before or right after deploying the
 * Functions of issue #50: until then a limited coupon's earlier uses are not on its shards and
 * would be given again. Safe to run again and while the app is live; --dry-run writes nothing.
 *
 *   node scripts/migrate-coupon-counters.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials. With FIRESTORE_EMULATOR_HOST set
 * it talks to that emulator instead.
 */
import { withFunctionCode } from './lib/function-code.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, dryRun, where } = readOneOffArgs('node scripts/migrate-coupon-counters.mjs --project <project-id> [--dry-run]');
console.log(`Coupon counters of ${projectId} (${where})${dryRun ? ', dry run' : ''}`);
const started = Date.now();
const report = await withFunctionCode(projectId, '/functions/src/lib/coupon-uses.ts', (module, db) => module.migrateCouponCounters(db, { dryRun }));
console.log(`${report.coupons} coupons; ${dryRun ? 'would move' : 'moved'} the uses of ${report.moved} onto their shards; ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exit(0);
