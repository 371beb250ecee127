import { commissionAt } from './commission';
import { type Centavos, type Funder } from '../shared/money';

/**
 * One breakdown per order (issue #50): where every centavo the customer pays goes. placeOrder
 * makes it once, from the order's pricing (checkout/order-pricing.ts) and the city's minimum
 * rider pay, and stores it on the order (`reparticao`, read by orders/order.record.ts); every
 * screen, the ledger, the statements and the settlements read it and recompute nothing.
 *
 * The rules (DISCOUNT_RULE_TEXT states them to people; money/partner-terms.ts versions them):
 * - The customer pays the items less the discounts, plus the delivery fee.
 * - The commission is the contract's rate of what the order is worth to the store before a
 *   Sabor discount: the items less the store's own discount, plus the fee (SPEC.md section 9:
 *   10% of the total). A store's discount lowers what the store earns and the base with it; a
 *   Sabor discount does not lower the base, and Sabor credits it back to the store in full.
 * - Every ride is paid: the rider gets the fee the customer paid, and at least the city's
 *   minimum. When the fee is below it (free delivery, a fee the store set low), the store that
 *   made it cheaper pays the difference ('complemento').
 * - A pickup order has no ride, no fee and no rider share.
 * - The customer's Sabor credits (money/customer-credit.ts) pay part of the total, after every
 *   discount and the fee: Sabor funds them like its own coupon, so they lower neither the
 *   commission's base nor what the store earns (Sabor credits them back on its statement).
 * So, to the centavo: restaurante + entregador + plataforma = total, whatever the order.
 * Stored in integer centavos, as the ledger and the rollups are (the order's other amounts are reais).
 */

export interface BreakdownDiscount {
  codigo: string;
  /** Who funds it: the store's own coupon, or Sabor's (a city's). */
  custeio: Funder;
  valor: Centavos;
}

export interface OrderBreakdown {
  /** The items at their prices. */
  itens: Centavos;
  /** The coupon's discount, with its code and who funds it; null without one. */
  desconto: BreakdownDiscount | null;
  /** The delivery fee the customer pays (0 for pickup or free delivery). */
  taxaEntrega: Centavos;
  /** The customer's Sabor credits spent on it (customer-credit.ts), 0 for none. */
  creditoSabor: Centavos;
  /** What the customer pays: itens - desconto + taxaEntrega - creditoSabor. */
  total: Centavos;
  /** The rider's pay for the ride (0 for pickup): the fee, topped up to the city's minimum. */
  entregador: Centavos;
  /** The part of the rider's pay above the fee, paid by the store (0 when the fee covers it). */
  complementoEntrega: Centavos;
  comissao: { base: Centavos; percentual: number; valor: Centavos };
  /** A Sabor discount and the Sabor credits spent, paid back to the store on its statement (0 otherwise). */
  creditoPlataforma: Centavos;
  /** What each party ends with; they add up to `total`. Sabor's is negative when its discount exceeds its commission. */
  partes: { restaurante: Centavos; entregador: Centavos; plataforma: Centavos };
}

/**
 * The rider's part of a breakdown: the pay for the ride and the store's top-up in it. A rider's
 * offer carries only this (orders/rider-offer.record.ts): the commission and the store's share
 * are no business of whoever may take the ride.
 */
export type RidePay = Pick<OrderBreakdown, 'entregador' | 'complementoEntrega'>;

export interface BreakdownInput {
  itens: Centavos;
  desconto: BreakdownDiscount | null;
  taxaEntrega: Centavos;
  /** A pickup order: no ride to pay. */
  retirada: boolean;
  /** The contract's rate when the order was placed. */
  percentual: number;
  /** The city's minimum pay per ride (Cidades), 0 where none is set. */
  entregaMinima: Centavos;
  /** The customer's Sabor credits to spend on it (at most what it costs); absent: none. */
  creditoSabor?: Centavos;
}

/** The one way an order's money is split. Integer centavos in and out. */
export function orderBreakdown(input: BreakdownInput): OrderBreakdown {
  const discount = input.desconto && input.desconto.valor > 0 ? input.desconto : null;
  const storeDiscount = discount?.custeio === 'restaurante' ? discount.valor : 0;
  const saborDiscount = discount?.custeio === 'plataforma' ? discount.valor : 0;
  const fee = input.retirada ? 0 : input.taxaEntrega;
  const beforeCredit = input.itens - storeDiscount - saborDiscount + fee;
  const credit = Math.max(0, Math.min(input.creditoSabor ?? 0, beforeCredit));
  const total = beforeCredit - credit;
  const entregador = input.retirada ? 0 : Math.max(fee, input.entregaMinima);
  const complementoEntrega = entregador - fee;
  const base = input.itens - storeDiscount + fee;
  const comissao = { base, percentual: input.percentual, valor: commissionAt(base, input.percentual) };
  // Sabor keeps its commission less what it pays back: its own discount and the credits spent.
  const plataforma = comissao.valor - saborDiscount - credit;
  const restaurante = total - entregador - plataforma;
  return {
    itens: input.itens,
    desconto: discount,
    taxaEntrega: fee,
    creditoSabor: credit,
    total,
    entregador,
    complementoEntrega,
    comissao,
    creditoPlataforma: saborDiscount + credit,
    partes: { restaurante, entregador, plataforma },
  };
}

/**
 * What the store owes Sabor for the order on its statement: the commission less the credit of a
 * Sabor discount (negative when Sabor pays back more than it takes).
 */
export function statementAmount(breakdown: Pick<OrderBreakdown, 'comissao' | 'creditoPlataforma'>): Centavos {
  return breakdown.comissao.valor - breakdown.creditoPlataforma;
}

/** One line of an order's money as a screen shows it: what it is, and the signed amount. */
export interface BreakdownLine {
  label: string;
  valor: Centavos;
  kind: 'item' | 'desconto' | 'entrega' | 'total' | 'nota';
}

/** 'Cupom NONNA10 (desconto da loja)', 'Cupom SABORSP (desconto Sabor)'. */
function discountLabel(discount: BreakdownDiscount, viewer: 'cliente' | 'loja'): string {
  if (viewer === 'cliente') return `Cupom ${discount.codigo}`;
  return discount.custeio === 'plataforma' ? `Desconto Sabor · ${discount.codigo} (a Sabor devolve no extrato)` : `Desconto da loja · ${discount.codigo}`;
}

/**
 * The order's money in lines, the same on every screen that shows it: the customer's ('/status',
 * 'Meus Pedidos': items, the coupon, the fee, the total) or the store's (the kitchen card and its
 * history: the same, with who funds the discount, what the rider is paid and what Sabor pays back).
 */
export function breakdownLines(breakdown: OrderBreakdown, viewer: 'cliente' | 'loja', pickup: boolean): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ label: 'Itens', valor: breakdown.itens, kind: 'item' }];
  if (breakdown.desconto) lines.push({ label: discountLabel(breakdown.desconto, viewer), valor: -breakdown.desconto.valor, kind: 'desconto' });
  if (!pickup) lines.push({ label: breakdown.taxaEntrega > 0 ? 'Taxa de entrega' : 'Entrega grátis', valor: breakdown.taxaEntrega, kind: 'entrega' });
  if (breakdown.creditoSabor > 0) lines.push({ label: viewer === 'cliente' ? 'Créditos Sabor' : 'Créditos Sabor do cliente (a Sabor paga)', valor: -breakdown.creditoSabor, kind: 'desconto' });
  lines.push({ label: 'Total', valor: breakdown.total, kind: 'total' });
  if (viewer === 'loja' && breakdown.complementoEntrega > 0) {
    lines.push({ label: 'A loja paga ao entregador (mínimo da cidade)', valor: breakdown.complementoEntrega, kind: 'nota' });
  }
  if (viewer === 'loja' && breakdown.creditoPlataforma > 0) {
    lines.push({ label: 'A Sabor devolve no extrato', valor: breakdown.creditoPlataforma, kind: 'nota' });
  }
  return lines;
}
