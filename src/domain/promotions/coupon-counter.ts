import type { Coupon, CouponScope } from './coupon';

/**
 * A coupon's uses, counted on a distributed counter (issue #50; Firebase's distributed-counter
 * pattern). Firestore sustains about one write a second on one document: a city's launch coupon
 * counted on its own document would make every order of a dinner rush queue behind the others.
 * So the uses are spread over shards, cupons/{id}/contagem/{0..n-1}, each holding a share of the
 * limit: an order takes one use from a shard with room left, written only if no other order wrote
 * that shard since it was read (functions/src/lib/coupon-uses.ts: no lock; a loser reads again).
 * The shares add up to the limit, so a limit of 100 gives exactly 100 uses however many orders
 * race for them; a full shard turns an order to the next.
 * The screens add the shards up (usesOf); no client writes them (firestore.rules).
 */

export const COUPON_COUNTERS = 'contagem';

/** How many shards a coupon is counted on at most: 10 orders writing at once, each on its own. */
export const COUPON_SHARDS = 10;

/** The shards of a coupon: COUPON_SHARDS, or its limit when smaller (a shard holds at least one use). */
export function shardCount(limit: number | null): number {
  return limit === null ? COUPON_SHARDS : Math.max(1, Math.min(COUPON_SHARDS, limit));
}

/** Shard `shard`'s share of `limit`: the limit split as evenly as whole uses go (100: 10 each; 23: 3, 3, 3, 2, ...; 7: 1 each on 7 shards). */
export function shardShare(limit: number, shard: number): number {
  const count = shardCount(limit);
  return Math.floor(limit / count) + (shard < limit % count ? 1 : 0);
}

/** A shard document as the Functions write it: its uses, its share (null without a limit) and whose coupon it counts. */
export interface CouponShard {
  cupomId: string;
  escopo: CouponScope;
  restaurantId: string | null;
  cidade: string | null;
  usos: number;
  limite: number | null;
}

/** What a shard of `coupon` records besides its uses: the screens find a store's or the cities' shards by these. */
export function shardOwner(coupon: Pick<Coupon, 'id' | 'escopo' | 'restaurantId' | 'cidade'>): Pick<CouponShard, 'cupomId' | 'escopo' | 'restaurantId' | 'cidade'> {
  return { cupomId: coupon.id, escopo: coupon.escopo, restaurantId: coupon.restaurantId, cidade: coupon.cidade };
}

/** The order in which an order tries the shards: all of them, from a random one, so a rush spreads over them. */
export function shardOrder(count: number, random: () => number = Math.random): number[] {
  const start = Math.floor(random() * count);
  return Array.from({ length: count }, (_, index) => (start + index) % count);
}

/** The uses of each coupon, added up from its shards. */
export function usesOf(shards: Iterable<Pick<CouponShard, 'cupomId' | 'usos'>>): Map<string, number> {
  const uses = new Map<string, number>();
  for (const shard of shards) uses.set(shard.cupomId, (uses.get(shard.cupomId) ?? 0) + Math.max(0, shard.usos));
  return uses;
}

/**
 * A coupon's uses as shards, for coupons counted before the shards (scripts/migrate-coupon-counters.mjs):
 * `used` uses laid into the shards' shares in order, so none holds more than its share.
 */
export function initialShards(limit: number | null, used: number): number[] {
  const count = shardCount(limit);
  let left = Math.max(0, used);
  return Array.from({ length: count }, (_, shard) => {
    const share = limit === null ? (shard === 0 ? left : 0) : Math.min(left, shardShare(limit, shard));
    left -= share;
    return share;
  });
}
