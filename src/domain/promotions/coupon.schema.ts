import * as v from 'valibot';
import { documentId } from '../shared/request.schema';
import { COUPON_CODE, normalizeCouponCode } from './coupon';

/** previewCoupon: a code as the customer typed it, for the store of their bag (functions/src/orders/coupons.ts). */
export const previewCouponSchema = v.object({
  restaurantId: documentId,
  codigo: v.pipe(v.string(), v.maxLength(40), v.transform(normalizeCouponCode), v.regex(COUPON_CODE, 'Cupom não encontrado. Confira o código.')),
});
export type PreviewCouponRequest = v.InferInput<typeof previewCouponSchema>;
