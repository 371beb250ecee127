/**
 * One-off, for a project whose restaurants and dishes were written before the triggers that keep
 * the discovery index (issue #27: the home page by place and the search read it): indexes every
 * restaurant and dish and builds the cities directory. Safe to run again and while the app is
 * live (it writes only what differs; see functions/src/discovery-index.ts).
 *
 *   node scripts/backfill-discovery-index.mjs --project my-project [--restaurant id ...]
 *
 * Credentials: the Admin SDK's application default credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a service-account key).
 * With FIRESTORE_EMULATOR_HOST set it talks to that emulator instead.
 */
import { backfillDiscoveryIndexOf } from './lib/discovery-index.mjs';

const args = process.argv.slice(2);
const valuesOf = (flag) => args.flatMap((arg, index) => (arg === flag && args[index + 1] ? [args[index + 1]] : []));
const [projectId] = valuesOf('--project');
const restaurants = valuesOf('--restaurant');
if (!projectId) {
  console.error('Usage: node scripts/backfill-discovery-index.mjs --project <project-id> [--restaurant <id> ...]');
  process.exit(2);
}

const where = process.env.FIRESTORE_EMULATOR_HOST ? `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}` : 'Cloud Firestore';
console.log(`Discovery index of ${projectId} (${where})`);
const started = Date.now();
const report = await backfillDiscoveryIndexOf(projectId, restaurants.length > 0 ? restaurants : undefined);
console.log(`${report.restaurants} restaurants, ${report.products} dishes indexed now (the others already were), ${report.cities} cities, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
