/**
 * One-off, for data from before the operator's cities (issue #36): after the operator has opened
 * the cities and their bairros in the console's 'Cidades', maps the restaurants' free-text
 * delivery bairros onto their city's list, gives restaurants their bairro, the live orders their
 * city, and riders the city they applied for; prints what it mapped and what it could not (see
 * functions/src/stores/city-migration.ts). Safe to run again; --dry-run writes nothing.
 *
 *   node scripts/migrate-cities.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials. With FIRESTORE_EMULATOR_HOST set
 * it talks to that emulator instead.
 */
import { withFunctionCode } from './lib/function-code.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, dryRun, where } = readOneOffArgs('node scripts/migrate-cities.mjs --project <project-id> [--dry-run]');
console.log(`Cities of ${projectId} (${where})${dryRun ? ', dry run' : ''}`);
const report = await withFunctionCode(projectId, '/functions/src/stores/city-migration.ts', (module, db) => module.migrateToCities(db, { dryRun }));
for (const line of report.mapped) console.log(`  mapeado     ${line}`);
for (const line of report.unmapped) console.log(`  NÃO MAPEADO ${line}`);
const verb = dryRun ? 'would change' : 'changed';
console.log(`${verb} ${report.restaurants} restaurants, ${report.orders} live orders, ${report.riders} riders; ${report.mapped.length} names mapped, ${report.unmapped.length} left for a person.`);
process.exit(report.unmapped.length > 0 ? 1 : 0);
