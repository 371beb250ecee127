import type { PartnerContract, ProposedContract } from '../money/partner-contract';
import type { Suspension } from '../operator/suspension';

/**
 * A restaurant's commercial terms (issue #51): its commission rate, the contract its dono accepted
 * (and who accepted it), a rate the operator proposed, and why the operator suspended it. Everyone
 * reads restaurantes/{id} (the menu, the status page), so these live in
 * restaurantes/{id}/privado/comercial, which only the Functions write and only the store's dono and
 * gerentes and the operators read (firestore.rules). The public document keeps of a suspension
 * only that there is one and since when ({ em }): the menu needs to know the store is closed, not
 * why. Restaurants from before carry them on the public document until
 * scripts/migrate-commercial-terms.mjs moves them.
 */

export const COMMERCIAL_TERMS_DOC = 'comercial';

export interface CommercialTerms {
  /** The rate of its contract; null: the standard COMMISSION_PERCENT. Each order keeps the rate it was placed under. */
  comissaoPercentual: number | null;
  /** The contract in force and the one awaiting its dono (domain/money/partner-contract.ts). */
  contrato: PartnerContract | null;
  contratoProposto: ProposedContract | null;
  /** The operator's suspension with its reason (the public document says only since when), or null. */
  suspenso: Suspension | null;
}

export const NO_COMMERCIAL_TERMS: CommercialTerms = { comissaoPercentual: null, contrato: null, contratoProposto: null, suspenso: null };

/** The fields that move off the public document (the suspension's reason moves too: see publicSuspension). */
export const COMMERCIAL_FIELDS = ['comissaoPercentual', 'contrato', 'contratoProposto'] as const;

/** What the public document keeps of a stored suspension: since when, no reason. */
export function publicSuspension<T>(suspension: { em?: T } | null | undefined): { em: T | null } | null {
  return suspension ? { em: suspension.em ?? null } : null;
}
