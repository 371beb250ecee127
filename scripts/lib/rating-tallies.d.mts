/** Types for rating-tallies.mjs, which the emulator tests import. */
import type { Firestore } from 'firebase-admin/firestore';

export interface RatingTally {
  avaliacaoTotal: number;
  avaliacaoSoma: number;
  ultimaAvaliacaoId: string;
}
export declare function ratingTallyOf(reviews: Array<{ id: string; rating: unknown }>): RatingTally | null;
export declare function backfillRatingTallies(
  db: Firestore,
  options?: { dryRun?: boolean },
): Promise<Array<{ id: string; nome: string; before: { total: unknown; sum: unknown }; after: { total: number; sum: number }; changed: boolean }>>;
