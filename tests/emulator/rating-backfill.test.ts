import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backfillRatingTallies } from '../../scripts/lib/rating-tallies.mjs';
import { FIRESTORE_HOST, PROJECT_ID } from './support';

/**
 * scripts/backfill-rating-tallies.mjs against the real emulator, through the Admin SDK as it runs
 * on a real project: reviews written before the tally existed get one; a right tally is left alone.
 */
let app: App;
let db: Firestore;
beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, 'rating-backfill');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const at = (minutes: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 1) + minutes * 60_000);

beforeEach(async () => {
  await db.recursiveDelete(db.collection('restaurantes').doc('backfill-legacy'));
  await db.recursiveDelete(db.collection('restaurantes').doc('backfill-right'));
  await db.recursiveDelete(db.collection('restaurantes').doc('backfill-empty'));
  // Three old reviews and no tally; one without createdAt (the oldest records have none) and one
  // with a rating the rules would never have let in.
  await db.doc('restaurantes/backfill-legacy').set({ nome: 'Cantina Antiga' });
  await db.doc('restaurantes/backfill-legacy/avaliacoes/o1').set({ rating: 5, comment: '', userId: 'u1' });
  await db.doc('restaurantes/backfill-legacy/avaliacoes/o2').set({ rating: 3, comment: '', userId: 'u2', createdAt: at(10) });
  await db.doc('restaurantes/backfill-legacy/avaliacoes/o3').set({ rating: 4, comment: '', userId: 'u3', createdAt: at(20) });
  await db.doc('restaurantes/backfill-legacy/avaliacoes/o4').set({ rating: '5', comment: '', userId: 'u4', createdAt: at(30) });
  // Kept by the app since its first review.
  await db.doc('restaurantes/backfill-right').set({ nome: 'Em Dia', avaliacaoTotal: 1, avaliacaoSoma: 2, ultimaAvaliacaoId: 'p1' });
  await db.doc('restaurantes/backfill-right/avaliacoes/p1').set({ rating: 2, comment: '', userId: 'u1', createdAt: at(5) });
  // A tally that counts a review which is gone.
  await db.doc('restaurantes/backfill-empty').set({ nome: 'Sem Avaliações', avaliacaoTotal: 1, avaliacaoSoma: 5, ultimaAvaliacaoId: 'x' });
});

/** A restaurant as stored, less the discovery index its trigger adds meanwhile (not the backfill's business). */
const stored = async (path: string) => ({ ...(await db.doc(path).get()).data(), indice: undefined });

const ours = (report: Awaited<ReturnType<typeof backfillRatingTallies>>) => report.filter((line) => line.id.startsWith('backfill-')).sort((a, b) => a.id.localeCompare(b.id));

describe('backfillRatingTallies', () => {
  it('writes each restaurant the count and sum of its countable reviews, and leaves a right tally alone', async () => {
    const report = ours(await backfillRatingTallies(db));
    expect(report.map(({ id, after, changed }) => [id, after, changed])).toEqual([
      ['backfill-empty', { total: 0, sum: 0 }, true],
      ['backfill-legacy', { total: 3, sum: 12 }, true],
      ['backfill-right', { total: 1, sum: 2 }, false],
    ]);
    expect(await stored('restaurantes/backfill-legacy')).toEqual({
      nome: 'Cantina Antiga',
      avaliacaoTotal: 3,
      avaliacaoSoma: 12,
      ultimaAvaliacaoId: 'o3',
    });
    expect((await db.doc('restaurantes/backfill-empty').get()).data()).toMatchObject({ avaliacaoTotal: 0, avaliacaoSoma: 0 });
    expect(await stored('restaurantes/backfill-right')).toEqual({ nome: 'Em Dia', avaliacaoTotal: 1, avaliacaoSoma: 2, ultimaAvaliacaoId: 'p1' });

    // Run again: nothing left to change.
    expect(ours(await backfillRatingTallies(db)).filter((line) => line.changed)).toEqual([]);
  });

  it('a dry run reports without writing', async () => {
    const report = ours(await backfillRatingTallies(db, { dryRun: true }));
    expect(report.find((line) => line.id === 'backfill-legacy')).toMatchObject({ after: { total: 3, sum: 12 }, changed: true });
    expect(await stored('restaurantes/backfill-legacy')).toEqual({ nome: 'Cantina Antiga' });
  });
});
