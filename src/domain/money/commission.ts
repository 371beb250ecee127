import type { Centavos } from '../shared/money';

/**
 * The platform's commission (SPEC.md section 9), in integer centavos so that totals and
 * percentages never drift. The figures built on it are sales-overview.ts.
 */

/** SPEC.md section 9: the admin commission is 10% of each order's totalValue. */
export const COMMISSION_PERCENT = 10;

/**
 * The money model in words (issue #38), the same on every screen that states it: the partner
 * page and terms, the rider's sign-up and cards, the kitchen's card and the statements.
 */
export const COMMISSION_RULE_TEXT = `A Sabor cobra ${COMMISSION_PERCENT}% de comissão sobre o valor total de cada pedido entregue (itens e taxa de entrega), salvo outra taxa no contrato do restaurante.`;

/** The rule for one restaurant's contract: the standard text at the standard rate, its own rate otherwise. */
export function commissionRuleText(percentual: number): string {
  if (percentual === COMMISSION_PERCENT) return COMMISSION_RULE_TEXT;
  return `A Sabor cobra ${formatPercent(percentual)} de comissão sobre o valor total de cada pedido entregue (itens e taxa de entrega), taxa do contrato deste restaurante.`;
}

/** '8%', '7,5%'. */
export function formatPercent(percentual: number): string {
  return `${percentual.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}
/**
 * What a discount does to the commission (issue #50), as money/order-breakdown.ts computes it: the
 * same words on the partner page, the terms, 'Financeiro' and the kitchen's card.
 */
export const DISCOUNT_RULE_TEXT =
  'Cupom da loja: o desconto sai do valor da loja, e a comissão é calculada sobre o valor já com o desconto. Cupom da Sabor: a Sabor paga o desconto, a comissão é calculada sobre o valor sem ele, e a Sabor devolve o desconto inteiro à loja no extrato.';

export const DELIVERY_FEE_RULE_TEXT =
  'A taxa de entrega fica com quem entrega: o entregador da Sabor que levou o pedido, ou o restaurante quando ele mesmo entrega. Toda corrida paga ao entregador pelo menos o mínimo da cidade: com frete grátis ou taxa menor, a loja completa a diferença.';

/**
 * The commission on an amount: 10%, rounded half up to the centavo. Applied to a restaurant's
 * whole sales total (what the restaurant owes), or to one order for its card. Integer centavos
 * in, integer centavos out: 10% of R$ 12,35 is R$ 1,24.
 */
export function commissionOf(amount: Centavos): Centavos {
  return commissionAt(amount, COMMISSION_PERCENT);
}

/** The commission at `percentual` of `base` (a restaurant's contract may set another rate than the standard). */
export function commissionAt(base: Centavos, percentual: number): Centavos {
  // base * percent / 100 is exact for integers up to 2^53 / 100, far beyond any sales total; a
  // half (x.5) is exactly representable, so Math.round rounds it up as intended.
  return Math.round((base * percentual) / 100);
}
