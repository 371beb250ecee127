import * as v from 'valibot';
import { documentId, text } from '../shared/request.schema';
import { PAYMENT_DIVERGENCE_MESSAGES } from './payment-divergence';

/** 'Resolvido' on a payment that does not add up (functions/src/ops/payment-divergences.ts): the payment, and what the operator did. */
export const resolvePaymentDivergenceSchema = v.object({
  pagamentoId: documentId,
  nota: text(5, 300, PAYMENT_DIVERGENCE_MESSAGES.note, PAYMENT_DIVERGENCE_MESSAGES.note),
});
export type ResolvePaymentDivergenceRequest = v.InferInput<typeof resolvePaymentDivergenceSchema>;
