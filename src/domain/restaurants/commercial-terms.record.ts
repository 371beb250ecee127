import { contractFromData, proposedContractFromData } from '../money/partner-contract.record';
import { isRate } from '../money/partner-contract';
import type { StoredData } from '../shared/stored-values';
import type { CommercialTerms } from './commercial-terms';
import { toSuspension } from './store-facts.record';

/** restaurantes/{id}/privado/comercial (commercial-terms.ts), read back; a missing document reads as no terms. */
export function commercialTermsFromData(data: StoredData | undefined): CommercialTerms {
  return {
    comissaoPercentual: isRate(data?.comissaoPercentual) ? data.comissaoPercentual : null,
    contrato: contractFromData(data?.contrato),
    contratoProposto: proposedContractFromData(data?.contratoProposto),
    suspenso: toSuspension(data?.suspenso),
  };
}
