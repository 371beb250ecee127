import * as v from 'valibot';
import { optionalText } from '../shared/request.schema';
import { DELETION_NOTE_MAX, DELETION_REASONS } from './account-deletion';

/** What 'Excluir minha conta' sends to the requestAccountDeletion callable. */
export const requestAccountDeletionSchema = v.object({
  motivo: v.picklist(DELETION_REASONS, 'Escolha o motivo.'),
  detalhe: optionalText(DELETION_NOTE_MAX),
});
export type RequestAccountDeletionRequest = v.InferInput<typeof requestAccountDeletionSchema>;
