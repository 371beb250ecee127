import { useCallback, useEffect } from 'react';
import { appliedCouponDiscount, couponRemovedMessage, type AppliedCoupon } from '@/domain/promotions/coupon';
import type { Centavos } from '@/domain/shared/money';
import { couponStore } from '@/state/coupon-store';

export interface AppliedCouponState {
  /** The coupon applied to this restaurant's bag, while it applies. */
  applied: AppliedCoupon | null;
  /** What it takes off the items now (0 without one). */
  discount: Centavos;
  /** 'O cupom X foi removido. Pedido mínimo de ...': the bag dropped below its minimum. */
  removed: string | null;
  apply: (coupon: AppliedCoupon) => void;
  remove: () => void;
  dismissRemoved: () => void;
}

/**
 * The checkout's coupon for the bag of `restaurantId` at `subtotal` (issue #40). A change that
 * takes the bag below the coupon's minimum removes it, with a message where the customer is
 * (the bag or the checkout); it is never kept silently, nor charged by the server.
 */
export function useAppliedCoupon(restaurantId: string | null, subtotal: Centavos | null): AppliedCouponState {
  const [state, update] = couponStore.use();
  const applied = state.restaurantId === restaurantId ? state.applied : null;
  const check = applied && subtotal !== null ? appliedCouponDiscount(applied, subtotal) : null;

  useEffect(() => {
    if (applied && check && !check.ok) update(() => ({ restaurantId, applied: null, removed: couponRemovedMessage(applied.codigo, applied.pedidoMinimo) }));
  }, [applied, check, restaurantId, update]);

  const remove = useCallback(() => update(() => ({ restaurantId, applied: null, removed: null })), [restaurantId, update]);
  return {
    applied: check?.ok ? applied : null,
    discount: check?.ok ? check.discount : 0,
    removed: state.restaurantId === restaurantId ? state.removed : null,
    apply: (coupon) => update(() => ({ restaurantId, applied: coupon, removed: null })),
    remove,
    dismissRemoved: () => update((current) => ({ ...current, removed: null })),
  };
}
