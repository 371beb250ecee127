/**
 * One-off, for a project whose orders waited for a rider before the riders' offers existed
 * (issue #39: riders read ofertas, not the orders, until they take one): writes the offer of each
 * order waiting for a rider that has none (an existing offer is left to the trigger that keeps
 * it), and says how many it found missing and wrote. Safe to run again and while the app is live
 * (functions/src/orders/rider-offers.ts reads each order as it is stored).
 *
 *   node scripts/backfill-rider-offers.mjs --project my-project
 *
 * Credentials: the Admin SDK's application default credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a service-account key).
 * With FIRESTORE_EMULATOR_HOST set it talks to that emulator instead.
 */
import { backfillRiderOffersOf } from './lib/rider-offers.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, where } = readOneOffArgs('node scripts/backfill-rider-offers.mjs --project <project-id>');
console.log(`Riders' offers of ${projectId} (${where})`);
const started = Date.now();
const report = await backfillRiderOffersOf(projectId);
console.log(
  `${report.waiting} orders waiting for a rider, ${report.missing} of them without an offer, ${report.written} offers written, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(0);
