import * as v from 'valibot';
import { documentId } from '../shared/request.schema';
import { PARTIAL_REFUND_MESSAGES, PARTIAL_REFUND_REASONS } from './partial-refund';

/**
 * 'Reembolsar itens' (functions/src/payments/partial-refunds.ts): the order, the items and how
 * many of each, why, and who bears it (only the operator may say Sabor). `id` is made by the
 * screen, so that a repeated tap or a retry after a failure gives the money back once.
 */
export const refundOrderItemsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  restaurantId: documentId,
  orderId: documentId,
  itens: v.pipe(
    v.array(v.object({ indice: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)), quantidade: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) }), PARTIAL_REFUND_MESSAGES.noItems),
    v.minLength(1, PARTIAL_REFUND_MESSAGES.noItems),
    v.maxLength(100),
  ),
  motivo: v.picklist(PARTIAL_REFUND_REASONS, 'Escolha o motivo do reembolso.'),
  responsavel: v.optional(v.picklist(['loja', 'sabor']), 'loja'),
});
export type RefundOrderItemsRequest = v.InferInput<typeof refundOrderItemsSchema>;
