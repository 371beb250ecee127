import * as v from 'valibot';
import { RELEASE_NOTE_MAX, RELEASE_REASONS } from './order-release';
import { documentId } from '../shared/request.schema';

/** What 'Devolver pedido' sends to the releaseOrder callable. 'Outro motivo' needs the rider's words. */
export const releaseOrderSchema = v.pipe(
  v.object({
    restaurantId: documentId,
    orderId: documentId,
    motivo: v.picklist(RELEASE_REASONS, 'Escolha o motivo.'),
    observacao: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(RELEASE_NOTE_MAX, `Use no máximo ${RELEASE_NOTE_MAX} caracteres.`)), ''),
  }),
  v.forward(
    v.partialCheck([['motivo'], ['observacao']], (request) => request.motivo !== 'Outro motivo' || request.observacao.length >= 3, 'Conte em poucas palavras o motivo.'),
    ['observacao'],
  ),
);
export type ReleaseOrderRequest = v.InferInput<typeof releaseOrderSchema>;
