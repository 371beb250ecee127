/**
 * The home cards' rating tally (restaurantes/{id}: avaliacaoTotal, avaliacaoSoma,
 * ultimaAvaliacaoId), computed from the reviews themselves. The app keeps it up to date with every
 * review (src/services/reviews.ts); this is for data written without it: the demo seed, and
 * projects whose reviews predate the tally (scripts/backfill-rating-tallies.mjs).
 */

/**
 * @param {Array<{ id: string, rating: unknown }>} reviews one restaurant's reviews, oldest first
 * @returns {{ avaliacaoTotal: number, avaliacaoSoma: number, ultimaAvaliacaoId: string } | null}
 *   null without a countable review. Ratings that are not whole stars 1-5 are not counted, as the
 *   rules never let such a review in.
 */
export function ratingTallyOf(reviews) {
  const counted = reviews.filter(({ rating }) => Number.isInteger(rating) && rating >= 1 && rating <= 5);
  if (counted.length === 0) return null;
  return {
    avaliacaoTotal: counted.length,
    avaliacaoSoma: counted.reduce((sum, { rating }) => sum + rating, 0),
    ultimaAvaliacaoId: counted[counted.length - 1].id,
  };
}

/**
 * Sets every restaurant's tally from its reviews, each restaurant in one transaction that reads
 * the restaurant and its reviews: a review written meanwhile (which updates the restaurant too)
 * makes the transaction run again with it. Restaurants whose tally is already right are left alone.
 *
 * @param {import('firebase-admin/firestore').Firestore} db an Admin SDK Firestore (bypasses the rules)
 * @param {{ dryRun?: boolean }} [options]
 * @returns {Promise<Array<{ id: string, nome: string, before: { total: unknown, sum: unknown }, after: { total: number, sum: number }, changed: boolean }>>}
 */
export async function backfillRatingTallies(db, { dryRun = false } = {}) {
  const restaurants = await db.collection('restaurantes').select().get();
  const report = [];
  for (const { ref } of restaurants.docs) {
    const line = await db.runTransaction(async (transaction) => {
      const restaurant = await transaction.get(ref);
      // Not orderBy('createdAt'): a query leaves out documents without the field, as old reviews may be.
      const reviews = (await transaction.get(ref.collection('avaliacoes'))).docs
        .map((review) => ({ id: review.id, rating: review.get('rating'), at: review.get('createdAt')?.toMillis?.() ?? 0 }))
        .sort((a, b) => a.at - b.at);
      const data = restaurant.data() ?? {};
      const tally = ratingTallyOf(reviews);
      const after = { total: tally?.avaliacaoTotal ?? 0, sum: tally?.avaliacaoSoma ?? 0 };
      const before = { total: data.avaliacaoTotal, sum: data.avaliacaoSoma };
      const changed = (before.total ?? 0) !== after.total || (before.sum ?? 0) !== after.sum;
      if (changed && !dryRun) {
        transaction.update(ref, tally ?? { avaliacaoTotal: 0, avaliacaoSoma: 0 });
      }
      return { id: ref.id, nome: String(data.nome ?? data.name ?? ref.id), before, after, changed };
    });
    report.push(line);
  }
  return report;
}
