import type { AcceptTermsRequest, AdjustCommissionRequest, ProposeContractRequest } from '@/domain/money/partner-contract.schema';
import { call } from './callable-refusal';

/** A restaurant's contract and corrections (issue #38, functions/src/money/partner-contract.ts). */

/** The dono's 'Aceitar termos'. */
export async function acceptTerms(request: AcceptTermsRequest): Promise<void> {
  await call('acceptTerms', request);
}

/** The operator's 'Propor nova taxa'. */
export async function proposeContract(request: ProposeContractRequest): Promise<void> {
  await call('proposeContract', request);
}

/** The operator's 'Lançar ajuste'; resolves with the entry's id. */
export async function adjustCommission(request: AdjustCommissionRequest): Promise<string> {
  const { lancamentoId } = await call('adjustCommission', request);
  return lancamentoId;
}
