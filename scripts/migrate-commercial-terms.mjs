/**
 * One-off, for restaurants from before issue #51: moves each restaurant's commercial terms (its
 * commission rate, the contract with the uid of who accepted it, a proposed rate, and a
 * suspension's reason) off the document everyone reads into restaurantes/{id}/privado/comercial,
 * which only its dono and gerentes and the operators read (see functions/src/stores/commercial-terms.ts).
 * Safe to run again; --dry-run writes nothing.
 *
 *   node scripts/migrate-commercial-terms.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials. With FIRESTORE_EMULATOR_HOST set
 * it talks to that emulator instead.
 */
import { withFunctionCode } from './lib/function-code.mjs';
import { readOneOffArgs } from './lib/one-off-args.mjs';

const { projectId, dryRun, where } = readOneOffArgs('node scripts/migrate-commercial-terms.mjs --project <project-id> [--dry-run]');
console.log(`Restaurants' commercial terms of ${projectId} (${where})${dryRun ? ', dry run' : ''}`);
const report = await withFunctionCode(projectId, '/functions/src/stores/commercial-terms.ts', (module, db) => module.moveCommercialTerms(db, { dryRun }));
console.log(`${report.restaurants} restaurants, ${report.moved} ${dryRun ? 'would move' : 'moved'} (the others had nothing left on the public document).`);
process.exit(0);
