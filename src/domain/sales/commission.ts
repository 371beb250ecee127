import type { Centavos } from '../money/money';

/**
 * The platform's commission (SPEC.md section 9), in integer centavos so that totals and
 * percentages never drift. The figures built on it are sales-overview.ts.
 */

/** SPEC.md section 9: the admin commission is 10% of each order's totalValue. */
export const COMMISSION_PERCENT = 10;

/**
 * The commission on an amount: 10%, rounded half up to the centavo. Applied to a restaurant's
 * whole sales total (what the restaurant owes), or to one order for its card. Integer centavos
 * in, integer centavos out: 10% of R$ 12,35 is R$ 1,24.
 */
export function commissionOf(amount: Centavos): Centavos {
  // amount * 10 / 100 is exact for integers up to 2^53 / 10, far beyond any sales total; a half
  // (x.5) is exactly representable, so Math.round rounds it up as intended.
  return Math.round((amount * COMMISSION_PERCENT) / 100);
}
