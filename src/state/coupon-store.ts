import { toAppliedCoupon, type AppliedCoupon } from '@/domain/promotions/coupon';
import { createLocalStore } from './local-store';

/**
 * The coupon applied at checkout (issue #40), for the bag's restaurant, and the message of one
 * the bag dropped below the minimum of: shown once where the customer is, then dismissed.
 */
export interface CouponState {
  restaurantId: string | null;
  applied: AppliedCoupon | null;
  removed: string | null;
}

const NO_COUPON: CouponState = { restaurantId: null, applied: null, removed: null };

export const couponStore = createLocalStore<CouponState>(
  'coupon',
  (raw) => {
    const value = raw as { restaurantId?: unknown; applied?: unknown; removed?: unknown } | null;
    return {
      restaurantId: typeof value?.restaurantId === 'string' ? value.restaurantId : null,
      applied: toAppliedCoupon(value?.applied),
      removed: typeof value?.removed === 'string' ? value.removed : null,
    };
  },
  NO_COUPON,
  (value) => value.applied === null && value.removed === null,
);
