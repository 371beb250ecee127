/**
 * A restaurant's contract with the platform (issue #38): the partner terms' version it accepted
 * and the commission rate that came with it. The operator may propose another rate; a new terms
 * version (PARTNER_TERMS.version) asks again. Either way the restaurant's dono accepts in the
 * panel (the acceptTerms function), and only then does the new rate apply, to orders placed
 * after it: each order keeps the rate it was placed under (order.comissaoPercentual).
 *
 * What the dono is asked to accept, in words, is partner-terms.ts (kept apart: the home reads
 * restaurants with this module and needs none of the terms' text).
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

/** The highest rate the operator may set (the standard is COMMISSION_PERCENT). */
export const MAX_COMMISSION_PERCENT = 30;

export function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/** A rate as typed ('7,5', '7.5', '8%'): the number, or null when it is not one. */
export function parsePercent(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
