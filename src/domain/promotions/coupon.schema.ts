import * as v from 'valibot';
import { documentId, readRequest } from '../shared/request.schema';
import { COUPON_CODE, normalizeCouponCode } from './coupon';

/** previewCoupon: a code as the customer typed it, for the store of their bag (functions/src/orders/coupons.ts). */
export const previewCouponSchema = v.object({
  restaurantId: documentId,
  codigo: v.pipe(v.string(), v.maxLength(40), v.transform(normalizeCouponCode), v.regex(COUPON_CODE, 'Cupom não encontrado. Confira o código.')),
});
export type PreviewCouponRequest = v.InferInput<typeof previewCouponSchema>;

/**
 * A coupon use reserved for an order (cupons/{couponId}/resgates/{orderId}): what the task that
 * gives back the use of an order never written carries (functions/src/lib/coupon-uses.ts).
 */
export const couponReservationSchema = v.object({ couponId: documentId, restaurantId: documentId, orderId: documentId });
export type CouponReservation = v.InferOutput<typeof couponReservationSchema>;

/** `value` as a CouponReservation, or null (nothing to act on). */
export function parseCouponReservation(value: unknown): CouponReservation | null {
  const read = readRequest(couponReservationSchema, value);
  return read.ok ? read.value : null;
}
