/**
 * One-off, for restaurants approved before issue #39: moves who registered each one (the owner's
 * uid, CNPJ, razão social, registered address) off the document everyone reads into
 * restaurantes/{id}/privado/cadastro, which only its managers and the operators read (see
 * functions/src/stores/restaurant-registration.ts). Run scripts/migrate-cities.mjs first if it is still
 * due (it reads the registered address). Safe to run again; --dry-run writes nothing.
 *
 *   node scripts/migrate-restaurant-registration.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials. With FIRESTORE_EMULATOR_HOST set
 * it talks to that emulator instead.
 */
import { withFunctionCode } from './lib/function-code.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, dryRun, where } = readOneOffArgs('node scripts/migrate-restaurant-registration.mjs --project <project-id> [--dry-run]');
console.log(`Restaurants' registration of ${projectId} (${where})${dryRun ? ', dry run' : ''}`);
const report = await withFunctionCode(projectId, '/functions/src/stores/restaurant-registration.ts', (module, db) => module.moveRestaurantRegistrations(db, { dryRun }));
console.log(`${report.restaurants} restaurants, ${report.moved} ${dryRun ? 'would move' : 'moved'} (the others had nothing left on the public document).`);
process.exit(0);
