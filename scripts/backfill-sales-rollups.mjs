/**
 * One-off, for a project whose orders were placed before the order trigger (onOrderWritten, once rollUpOrderSales) kept the
 * sales rollups that the admin's dashboard and 'Relatórios' read (issue #27): rolls up every
 * order. Safe to run again and while the app is live (each order is counted once; see
 * functions/src/money/sales-rollups.ts).
 *
 *   node scripts/backfill-sales-rollups.mjs --project my-project [--restaurant id ...]
 *
 * Credentials: the Admin SDK's application default credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a service-account key).
 * With FIRESTORE_EMULATOR_HOST set it talks to that emulator instead.
 */
import { backfillSalesRollupsOf } from './lib/sales-rollups.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, restaurants, where } = readOneOffArgs('node scripts/backfill-sales-rollups.mjs --project <project-id> [--restaurant <id> ...]');
console.log(`Sales rollups of ${projectId} (${where})`);
const started = Date.now();
const report = await backfillSalesRollupsOf(projectId, restaurants.length > 0 ? restaurants : undefined);
console.log(`${report.restaurants} restaurants, ${report.orders} orders, ${report.changed} rolled up now (the others were already counted), ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
