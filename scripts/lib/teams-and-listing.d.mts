/** Types for teams-and-listing.mjs, which the emulator tests import. */
import type { Firestore } from 'firebase-admin/firestore';
export declare function migrateTeamsAndListing(
  db: Firestore,
  options?: { dryRun?: boolean },
): Promise<{ listed: string[]; members: Array<{ uid: string; restaurantId: string; papel: string }> }>;
