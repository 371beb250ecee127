import * as v from 'valibot';
import { documentId } from '../shared/request.schema';
import { SUSPENSION_TARGETS } from './moderation';

/** The requests of the operator's callables (functions/src/accounts/moderation.ts) and of 'Abrir minha loja'. */

export const setSuspensionSchema = v.pipe(
  v.object({
    alvo: v.picklist(SUSPENSION_TARGETS),
    id: documentId,
    suspender: v.boolean(),
    motivo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Use no máximo 300 caracteres.')), ''),
  }),
  v.forward(v.partialCheck([['suspender'], ['motivo']], (input) => !input.suspender || input.motivo.length > 0, 'Informe o motivo da suspensão.'), ['motivo']),
);
export type SetSuspensionRequest = v.InferInput<typeof setSuspensionSchema>;

/** openStore: 'Abrir minha loja'. */
export const openStoreSchema = v.object({ restaurantId: documentId });
export type OpenStoreRequest = v.InferInput<typeof openStoreSchema>;
