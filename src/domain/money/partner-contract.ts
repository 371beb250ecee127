import { PARTNER_TERMS } from '../onboarding/application';
import { COMMISSION_PERCENT, COMMISSION_RULE_TEXT, commissionRuleText } from '../sales/commission';
import { toDate, toText, type StoredData } from '../shared/stored-values';

/**
 * A restaurant's contract with the platform (issue #38): the partner terms' version it accepted
 * and the commission rate that came with it. The operator may propose another rate; a new terms
 * version (PARTNER_TERMS.version) asks again. Either way the restaurant's dono accepts in the
 * panel (the acceptTerms function), and only then does the new rate apply, to orders placed
 * after it: each order keeps the rate it was placed under (order.comissaoPercentual).
 *
 * Stored on restaurantes/{id}, written only by the Functions:
 * - contrato          { termos, comissaoPercentual, aceitoEm, aceitoPor }: in force
 * - contratoProposto  { termos, comissaoPercentual, motivo, propostoEm }: awaiting the dono, or null
 * - comissaoPercentual: the rate in force, what placeOrder copies onto each order
 */

export interface PartnerContract {
  termos: string;
  comissaoPercentual: number;
  aceitoEm: Date | null;
}

export interface ProposedContract {
  termos: string;
  comissaoPercentual: number;
  motivo: string;
  propostoEm: Date | null;
}

/** What a dono is asked to accept: the terms version and the rate. */
export type TermsOffer = Pick<PartnerContract, 'termos' | 'comissaoPercentual'>;

/** The highest rate the operator may set (the standard is COMMISSION_PERCENT). */
export const MAX_COMMISSION_PERCENT = 30;

function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

export function contractFromData(value: unknown): PartnerContract | null {
  const data = value as StoredData | null | undefined;
  if (!data || typeof data !== 'object' || !isRate(data.comissaoPercentual)) return null;
  return { termos: toText(data.termos), comissaoPercentual: data.comissaoPercentual, aceitoEm: toDate(data.aceitoEm) };
}

export function proposedContractFromData(value: unknown): ProposedContract | null {
  const data = value as StoredData | null | undefined;
  if (!data || typeof data !== 'object' || !isRate(data.comissaoPercentual)) return null;
  return { termos: toText(data.termos) || PARTNER_TERMS.version, comissaoPercentual: data.comissaoPercentual, motivo: toText(data.motivo), propostoEm: toDate(data.propostoEm) };
}

/** The rate in force: the accepted contract's, or the restaurant's stored rate, or the standard. */
export function rateInForce(restaurant: { contrato: PartnerContract | null; comissaoPercentual: number | null }): number {
  return restaurant.contrato?.comissaoPercentual ?? restaurant.comissaoPercentual ?? COMMISSION_PERCENT;
}

/**
 * What the dono must accept now, or null: the operator's proposal, else the current terms version
 * at the rate in force when the accepted version is older (or none was recorded).
 */
export function termsToAccept(
  restaurant: { contrato: PartnerContract | null; contratoProposto: ProposedContract | null; comissaoPercentual: number | null },
  currentVersion: string = PARTNER_TERMS.version,
): TermsOffer | null {
  if (restaurant.contratoProposto) return { termos: restaurant.contratoProposto.termos, comissaoPercentual: restaurant.contratoProposto.comissaoPercentual };
  if (restaurant.contrato?.termos === currentVersion) return null;
  return { termos: currentVersion, comissaoPercentual: rateInForce(restaurant) };
}

/** The restaurant terms' clauses at `percentual`: the standard text with its commission line for that rate. */
export function restaurantTermsAt(percentual: number): string[] {
  return PARTNER_TERMS.restaurante.map((clause) => (clause === COMMISSION_RULE_TEXT ? commissionRuleText(percentual) : clause));
}

/** A rate as typed ('7,5', '7.5', '8%'): the number, or null when it is not one. */
export function parsePercent(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
