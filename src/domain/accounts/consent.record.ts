import { toDate, type StoredData } from '../shared/stored-values';
import type { ConsentKind, Consent } from './consents';

/** usuarios/{uid}/consentimentos/{tipo} read back (consents.ts): absent or odd fields read as not accepted. */

export function consentFromData(tipo: ConsentKind, data: StoredData): Consent {
  return { tipo, aceito: data.aceito === true, versao: typeof data.versao === 'string' ? data.versao : '', em: toDate(data.em) };
}
