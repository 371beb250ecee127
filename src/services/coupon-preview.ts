import type { AppliedCoupon } from '@/domain/promotions/coupon';
import { call } from './callable-refusal';

/**
 * The checkout's 'Aplicar' (issue #40): the coupon's terms when the code applies at this store,
 * now, to this customer; else a CallableRefusal with the reason. Apart from services/coupons.ts
 * (the panel's and the console's), so the customer's checkout and those screens share no chunk
 * for it: every shared chunk lengthens the home's list of lazy files.
 */
export async function previewCoupon(restaurantId: string, codigo: string): Promise<AppliedCoupon> {
  return (await call('previewCoupon', { restaurantId, codigo })).cupom;
}
