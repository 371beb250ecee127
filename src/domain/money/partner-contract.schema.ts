import * as v from 'valibot';
import { documentId, text } from '../shared/request.schema';
import { MAX_COMMISSION_PERCENT } from './partner-contract';

/** The requests of the contract's and the adjustments' callables (functions/src/money/partner-contract.ts). */

export const RATE_MESSAGE = `Informe uma taxa de 0 a ${MAX_COMMISSION_PERCENT}%, com até duas casas decimais.`;
export const REASON_MESSAGE = 'Informe o motivo (de 5 a 200 caracteres).';
const reason = text(5, 200, REASON_MESSAGE, REASON_MESSAGE);
const rate = v.pipe(
  v.number(RATE_MESSAGE),
  v.minValue(0, RATE_MESSAGE),
  v.maxValue(MAX_COMMISSION_PERCENT, RATE_MESSAGE),
  // At most two decimals (7,5% or 7,25%), allowing for binary fractions (7.15 * 100 is 715.0000000000001).
  v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, RATE_MESSAGE),
);

/** The operator's 'Propor nova taxa': the dono accepts it in the panel before it applies. */
export const proposeContractSchema = v.object({ restaurantId: documentId, comissaoPercentual: rate, motivo: reason });
export type ProposeContractRequest = v.InferInput<typeof proposeContractSchema>;

/** The dono's 'Aceitar termos': the version and rate read on the screen, so that a change meanwhile is not accepted unread. */
export const acceptTermsSchema = v.object({ restaurantId: documentId, termos: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), comissaoPercentual: rate });
export type AcceptTermsRequest = v.InferInput<typeof acceptTermsSchema>;

/** The largest manual adjustment, either way: R$ 10.000,00. */
export const MAX_ADJUSTMENT_CENTAVOS = 1_000_000;
export const ADJUSTMENT_AMOUNT_MESSAGE = 'Informe um valor entre R$ 0,01 e R$ 10.000,00.';

/**
 * The operator's 'Lançar ajuste': a signed amount in centavos (positive: the restaurant owes more;
 * negative: a credit) and why. `id` is made by the screen, so that a repeated tap posts once.
 */
export const adjustCommissionSchema = v.object({
  id: documentId,
  restaurantId: documentId,
  valor: v.pipe(
    v.number(ADJUSTMENT_AMOUNT_MESSAGE),
    v.integer(ADJUSTMENT_AMOUNT_MESSAGE),
    v.check((value) => value !== 0 && Math.abs(value) <= MAX_ADJUSTMENT_CENTAVOS, ADJUSTMENT_AMOUNT_MESSAGE),
  ),
  motivo: reason,
});
export type AdjustCommissionRequest = v.InferInput<typeof adjustCommissionSchema>;

export const TERMS_CHANGED_MESSAGE = 'Os termos mudaram enquanto você lia. Confira a nova versão antes de aceitar.';
export const OWNER_ONLY_TERMS_MESSAGE = 'Só o dono da loja aceita os termos de parceria.';
