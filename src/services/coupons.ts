import type { AppliedCoupon } from '@/domain/promotions/coupon';
import { call } from './callable-refusal';

/** The checkout's 'Aplicar' (issue #40): the coupon's terms when the code applies at this store, now, to this customer; else a CallableRefusal with the reason. */
export async function previewCoupon(restaurantId: string, codigo: string): Promise<AppliedCoupon> {
  return (await call('previewCoupon', { restaurantId, codigo })).cupom;
}
