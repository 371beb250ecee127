/**
 * One-off, for a project whose restaurants and dishes were written before the triggers that keep
 * the discovery index (issue #27) or the shop windows (issue #36): writes every restaurant's
 * index and window and every dish's search entry, and takes the index dishes carried on
 * themselves off them. Safe to run again and while the app is live (it writes only what differs;
 * see functions/src/stores/discovery-index.ts). Deploy the rules after it: they refuse a dish that still
 * carries `indice`.
 *
 *   node scripts/backfill-discovery-index.mjs --project my-project [--restaurant id ...]
 *
 * Credentials: the Admin SDK's application default credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a service-account key).
 * With FIRESTORE_EMULATOR_HOST set it talks to that emulator instead.
 */
import { backfillDiscoveryIndexOf } from './lib/discovery-index.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, restaurants, where } = readOneOffArgs('node scripts/backfill-discovery-index.mjs --project <project-id> [--restaurant <id> ...]');
console.log(`Discovery index of ${projectId} (${where})`);
const started = Date.now();
const report = await backfillDiscoveryIndexOf(projectId, restaurants.length > 0 ? restaurants : undefined);
console.log(`${report.restaurants} restaurants, ${report.products} dishes indexed now (the others already were), ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
