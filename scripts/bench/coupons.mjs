/**
 * A coupon's uses under a rush (issue #50): `count` orders at once take a use of one coupon limited
 * to `count`, through the Functions' own code against the emulator (withFunctionCode), counted
 * two ways:
 * - on one document: each order a transaction that reads the coupon's count and adds one, as a
 *   counter on the coupon itself would (the pattern issue #50 replaced);
 * - on the distributed counter the Functions use (functions/src/lib/coupon-uses.ts takeUse).
 * Printed as uses taken per second of wall time; the emulator is one process on this machine, so
 * the figures compare the two ways, not what Cloud Firestore sustains (about one write a second on
 * one document, which is the reason for the shards).
 */
import { withFunctionCode } from '../lib/function-code.mjs';
import { printTable } from './format.mjs';

export async function measureCouponRush(projectId, count) {
  return withFunctionCode(projectId, '/functions/src/lib/coupon-uses.ts', async (module, db) => {
    const { FieldValue } = await import('firebase-admin/firestore');
    const run = Date.now().toString(36);
    const coupon = (id) => ({ id, codigo: id.toUpperCase(), escopo: 'cidade', restaurantId: null, cidade: 'sao paulo', limiteUsos: count, usos: 0 });

    const single = db.collection('cupons').doc(`bench-um-documento-${run}`);
    await single.set({ usos: 0, limiteUsos: count });
    let started = Date.now();
    const singleTaken = await Promise.all(
      Array.from({ length: count }, () =>
        db
          .runTransaction(async (transaction) => {
            const usos = Number((await transaction.get(single)).get('usos') ?? 0);
            if (usos >= count) return false;
            transaction.update(single, { usos: FieldValue.increment(1) });
            return true;
          })
          .catch(() => false),
      ),
    );
    const singleSeconds = (Date.now() - started) / 1000;

    const sharded = coupon(`bench-fragmentos-${run}`);
    started = Date.now();
    const shardedTaken = await Promise.all(Array.from({ length: count }, () => module.takeUse(db, sharded).catch(() => null)));
    const shardedSeconds = (Date.now() - started) / 1000;
    return {
      count,
      single: { taken: singleTaken.filter(Boolean).length, seconds: singleSeconds },
      sharded: { taken: shardedTaken.filter((shard) => shard !== null).length, seconds: shardedSeconds },
    };
  });
}

export function printCouponRush(result) {
  console.log(`\nA coupon limited to ${result.count} uses, taken by ${result.count} orders at once (local Firestore emulator):\n`);
  // Every order could have had a use (the limit is the rush's size): an order without one was refused by contention.
  const row = (label, { taken, seconds }) => [label, String(taken), String(result.count - taken), `${seconds.toFixed(1)} s`, `${(taken / seconds).toFixed(1)} uses/s`];
  printTable(['counted on', 'uses taken', 'refused (contention)', 'wall time', 'throughput'], [row('one document (before #50)', result.single), row('10 shards (takeUse)', result.sharded)]);
}
