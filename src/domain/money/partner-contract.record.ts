import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { PartnerContract, ProposedContract} from './partner-contract';
import { isRate } from './partner-contract';

/** A restaurant's accepted and proposed contracts as stored on restaurantes/{id} (partner-contract.ts), read back. */

export function contractFromData(value: unknown): PartnerContract | null {
  const data = value as StoredData | null | undefined;
  if (!data || typeof data !== 'object' || !isRate(data.comissaoPercentual)) return null;
  return { termos: toText(data.termos), comissaoPercentual: data.comissaoPercentual, aceitoEm: toDate(data.aceitoEm) };
}

export function proposedContractFromData(value: unknown): ProposedContract | null {
  const data = value as StoredData | null | undefined;
  if (!data || typeof data !== 'object' || !isRate(data.comissaoPercentual)) return null;
  return { termos: toText(data.termos), comissaoPercentual: data.comissaoPercentual, motivo: toText(data.motivo), propostoEm: toDate(data.propostoEm) };
}
