/**
 * One-off, for a project whose reviews were written before restaurants kept their rating tally
 * (avaliacaoTotal / avaliacaoSoma, the home cards' '★ 4,6 (12)'): counts each restaurant's reviews
 * and writes the tally. Safe to run again and while the app is live (see backfillRatingTallies).
 *
 *   node scripts/backfill-rating-tallies.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS naming a service-account key).
 * With FIRESTORE_EMULATOR_HOST set it talks to that emulator instead.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readOneOffArgs } from './lib/one-off-args.mjs';
import { backfillRatingTallies } from './lib/rating-tallies.mjs';

const { projectId, dryRun, where } = readOneOffArgs('node scripts/backfill-rating-tallies.mjs --project <project-id> [--dry-run]');
const db = getFirestore(initializeApp({ projectId }));
console.log(`${dryRun ? 'Dry run: ' : ''}rating tallies of ${projectId} (${where})`);
const report = await backfillRatingTallies(db, { dryRun });
for (const line of report) {
  const mark = line.changed ? (dryRun ? 'would set' : 'set') : 'already right';
  console.log(`  ${line.nome} (${line.id}): ${line.after.total} avaliações, ${line.after.sum} estrelas — ${mark}`);
}
const changed = report.filter((line) => line.changed).length;
console.log(`${report.length} restaurants, ${changed} ${dryRun ? 'to update' : 'updated'}.`);
