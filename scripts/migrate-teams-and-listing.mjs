/**
 * One-off, for a project with data from before issue #24 (teams and listing): lists the existing
 * restaurants and gives every existing staff account its membership (see
 * lib/teams-and-listing.mjs). Without it, old restaurants vanish from the home page and their
 * staff can no longer write. Safe to run again and while the app is live.
 *
 *   node scripts/migrate-teams-and-listing.mjs --project my-project [--dry-run]
 *
 * Credentials: the Admin SDK's application default credentials. With FIRESTORE_EMULATOR_HOST set
 * it talks to that emulator instead.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readOneOffArgs } from './lib/one-off-args.mjs';
import { migrateTeamsAndListing } from './lib/teams-and-listing.mjs';

const { projectId, dryRun } = readOneOffArgs('node scripts/migrate-teams-and-listing.mjs --project <project-id> [--dry-run]');
const db = getFirestore(initializeApp({ projectId }));
const { listed, members } = await migrateTeamsAndListing(db, { dryRun });
const verb = dryRun ? 'would' : 'did';
for (const id of listed) console.log(`  ${verb} list restaurantes/${id}`);
for (const member of members) console.log(`  ${verb} add ${member.uid} to ${member.restaurantId} as ${member.papel}`);
console.log(`${listed.length} restaurants listed, ${members.length} memberships added${dryRun ? ' (dry run)' : ''}.`);
