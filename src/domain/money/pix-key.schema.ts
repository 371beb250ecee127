import * as v from 'valibot';
import { PIX_KEY_FIELD_MESSAGES, PIX_KEY_MESSAGES, PIX_KEY_TYPES, normalizePixKey, type PixKey } from './pix-key';
import { text } from '../shared/request.schema';


/** A Pix key of the chosen type, stored normalised (pix-key.ts). */
export const pixKeySchema = v.pipe(
  v.object({
    tipo: v.picklist(PIX_KEY_TYPES, PIX_KEY_FIELD_MESSAGES.tipo),
    chave: text(1, 100, PIX_KEY_FIELD_MESSAGES.chave),
  }),
  v.forward(
    v.partialCheck(
      [['tipo'], ['chave']],
      (input) => normalizePixKey(input.tipo, input.chave) !== null,
      (issue) => PIX_KEY_MESSAGES[(issue.input as PixKey).tipo],
    ),
    ['chave'],
  ),
  v.transform((key): PixKey => ({ tipo: key.tipo, chave: normalizePixKey(key.tipo, key.chave) as string })),
);
