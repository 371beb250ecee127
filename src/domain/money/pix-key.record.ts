import { PIX_KEY_TYPES, type PixKey } from './pix-key';
import { toRecord } from '../shared/stored-shapes';

/** A Pix key as stored on an application or a restaurant ({ tipo, chave }), read back. */

/** A stored Pix key, or null when there is none or its type is unknown. */
export function pixKeyFromData(value: unknown): PixKey | null {
  const data = toRecord(value);
  const tipo = data.tipo;
  if (!(PIX_KEY_TYPES as readonly unknown[]).includes(tipo) || typeof data.chave !== 'string') return null;
  return { tipo: tipo as PixKey['tipo'], chave: data.chave };
}
