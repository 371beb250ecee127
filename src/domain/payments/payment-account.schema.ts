import * as v from 'valibot';
import { documentId } from '../shared/request.schema';

/** The requests of 'Conectar Mercado Pago' (functions/src/payments/payment-accounts.ts). */

/** 'Conectar Mercado Pago' and 'Desconectar': the store. */
export const paymentAccountTargetSchema = v.object({ restaurantId: documentId });
export type PaymentAccountTarget = v.InferInput<typeof paymentAccountTargetSchema>;

/** What the provider sent back to the panel: the state the connection started with, and its code. */
export const finishPaymentAccountSchema = v.object({
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,100}$/)),
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
});
export type FinishPaymentAccountRequest = v.InferInput<typeof finishPaymentAccountSchema>;
