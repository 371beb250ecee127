import { toNumber, toText, type StoredData } from '../shared/stored-values';
import type { CouponShard } from './coupon-counter';

/** cupons/{id}/contagem/{n}, one shard of a coupon's uses (coupon-counter.ts), read back defensively. */
export function couponShardFromData(data: StoredData): CouponShard {
  const limite = data.limite;
  return {
    cupomId: toText(data.cupomId),
    escopo: data.escopo === 'cidade' ? 'cidade' : 'restaurante',
    restaurantId: toText(data.restaurantId) || null,
    cidade: toText(data.cidade) || null,
    usos: Math.max(0, Math.trunc(toNumber(data.usos, 0))),
    limite: typeof limite === 'number' && Number.isInteger(limite) && limite >= 0 ? limite : null,
  };
}
