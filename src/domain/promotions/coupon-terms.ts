import { formatReais } from '../shared/money';
import { saoPauloDayKey } from '../shared/sao-paulo-day';
import type { Coupon, CouponRule } from './coupon';
import { couponBadge } from './store-promotions';

/**
 * A coupon's terms in words (issue #40), as the panel's and the console's lists and the menu's
 * store coupons say them. Apart from coupon.ts so the menu shows a store's coupons without
 * shipping the checks placeOrder and the checkout make.
 */

export const COUPON_RULE_LABELS: Record<CouponRule, string> = {
  livre: 'Sem limite por cliente',
  uma_vez: 'Uma vez por cliente',
  primeiro_pedido: 'Só no primeiro pedido nesta loja',
};

/** 'Cupom de 10% (até R$ 15,00) · pedido mínimo R$ 40,00': what it takes off, and from what order. */
export function couponOfferText(coupon: Pick<Coupon, 'tipo' | 'valor' | 'maximo' | 'pedidoMinimo'>): string {
  const cap = coupon.tipo === 'percentual' && coupon.maximo !== null ? ` (até ${formatReais(coupon.maximo)})` : '';
  const minimum = coupon.pedidoMinimo > 0 ? ` · pedido mínimo ${formatReais(coupon.pedidoMinimo)}` : '';
  return `${couponBadge(coupon)}${cap}${minimum}`;
}

/** '27/11' in São Paulo. */
const dayText = (date: Date) => saoPauloDayKey(date).split('-').reverse().slice(0, 2).join('/');

/** 'Válido de 27/11 a 26/12': its first and last day (`fim` is the instant after the last day). */
export function couponPeriodText(coupon: Pick<Coupon, 'inicio' | 'fim'>): string {
  return `Válido de ${dayText(coupon.inicio)} a ${dayText(new Date(coupon.fim.getTime() - 1))}`;
}

/** 'Válido até 26/12': a coupon already on, as a customer reads it. */
export function couponLastDayText(coupon: Pick<Coupon, 'fim'>): string {
  return `Válido até ${dayText(new Date(coupon.fim.getTime() - 1))}`;
}

/** '1 uso', '12 usos', '3 de 100 usos': how often a coupon was used, of its limit when it has one. */
export function couponUsesText(usos: number, limiteUsos: number | null): string {
  if (limiteUsos !== null) return `${usos} de ${limiteUsos} ${limiteUsos === 1 ? 'uso' : 'usos'}`;
  return `${usos} ${usos === 1 ? 'uso' : 'usos'}`;
}
