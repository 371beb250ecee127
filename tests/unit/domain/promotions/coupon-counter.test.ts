import { describe, expect, it } from 'vitest';
import { COUPON_SHARDS, initialShards, shardCount, shardOrder, shardShare, usesOf } from '@/domain/promotions/coupon-counter';

describe("a coupon's distributed counter", () => {
  it('splits a limit into shares that add up to it, one use at least each', () => {
    for (const limit of [1, 3, 7, 10, 11, 99, 100, 101, 100_000]) {
      const shares = Array.from({ length: shardCount(limit) }, (_, shard) => shardShare(limit, shard));
      expect(shares.reduce((sum, share) => sum + share, 0), `limit ${limit}`).toBe(limit);
      expect(Math.min(...shares), `limit ${limit}`).toBeGreaterThanOrEqual(1);
      expect(Math.max(...shares) - Math.min(...shares), `limit ${limit}`).toBeLessThanOrEqual(1);
    }
    expect(shardCount(null)).toBe(COUPON_SHARDS);
    expect(shardCount(3)).toBe(3);
    expect([0, 1, 2, 3].map((shard) => shardShare(23, shard))).toEqual([3, 3, 3, 2]);
  });

  it('tries every shard once, from a random one', () => {
    expect(shardOrder(10, () => 0.35)).toEqual([3, 4, 5, 6, 7, 8, 9, 0, 1, 2]);
    expect(shardOrder(1, () => 0.99)).toEqual([0]);
  });

  it('adds each coupon’s shards up, and lays earlier uses into the shares', () => {
    const uses = usesOf([
      { cupomId: 'a', usos: 3 },
      { cupomId: 'b', usos: 1 },
      { cupomId: 'a', usos: 4 },
    ]);
    expect(Object.fromEntries(uses)).toEqual({ a: 7, b: 1 });
    expect(initialShards(100, 37)).toEqual([10, 10, 10, 7, 0, 0, 0, 0, 0, 0]);
    expect(initialShards(null, 12)).toEqual([12, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(initialShards(3, 3)).toEqual([1, 1, 1]);
  });
});
