import { formatCentavos, toCentavos, type Centavos, type Funder } from '../shared/money';
import { toNumber, toText, type StoredData } from '../shared/stored-values';

/**
 * Coupons (issue #40): a code the customer types at checkout for a percentage (with a cap) or an
 * amount off the items, above a minimum, within a period, under a rule of use and a limit of uses.
 * A restaurant makes them for its store (it pays the discount: the order's total, and so its
 * commission, is smaller); the operator makes them for a city (the platform pays it: the
 * restaurant's statement gets the discount back as a credit, money/commission-ledger.ts).
 *
 * cupons/{id}, id = couponId(...): written by the store's dono or gerente, or by an operator for
 * a city (firestore.rules); read by them only, so a code is known only to whom it was given.
 * The checkout asks previewCoupon; placeOrder checks it again and counts the use on the coupon's
 * distributed counter (coupon-counter.ts: cupons/{id}/contagem/{n}), and cupons/{id}/usos/{uid}
 * for the rule of use, so a limit of 100 gives 100. No client writes a use. The coupon's own
 * `usos` stays as created (0) until it is used up, when placeOrder sets it to the limit (the
 * coupon trigger then takes it off the stores' cards); its uses are its shards' sum.
 */

export const COUPONS = 'cupons';
export const COUPON_USES = 'usos';
/** cupons/{id}/resgates/{orderId}: the use each order reserved (placeOrder), so an order sent again reserves nothing twice. */
export const COUPON_RESERVATIONS = 'resgates';

export type CouponScope = 'restaurante' | 'cidade';
export type CouponKind = 'percentual' | 'valor';
/** 'livre': any number of times; 'uma_vez': once per customer; 'primeiro_pedido': only on a customer's first order at that store. */
export type CouponRule = 'livre' | 'uma_vez' | 'primeiro_pedido';
/** Who pays the discount. */
export type CouponFunding = Funder;

export interface Coupon {
  id: string;
  codigo: string;
  escopo: CouponScope;
  /** The store of a store's coupon; null for a city's. */
  restaurantId: string | null;
  /** cityKey of a city's coupon ('sao paulo'); null for a store's. */
  cidade: string | null;
  tipo: CouponKind;
  /** Percent (1 to 100) or reais. */
  valor: number;
  /** A percentage's cap, reais; null for none. */
  maximo: number | null;
  /** The items' subtotal it needs, reais (0: none). */
  pedidoMinimo: number;
  inicio: Date;
  fim: Date;
  regra: CouponRule;
  /** How many orders may use it in all; null for no limit. */
  limiteUsos: number | null;
  /** How many have (placeOrder counts them). */
  usos: number;
  ativo: boolean;
  /**
   * Shown on the card, the search result, the menu and the checkout of each store it applies to
   * (domain/promotions/store-promotions.ts); off, the code is known only to whom it is given.
   */
  divulgado: boolean;
}

export const COUPON_RULES: readonly CouponRule[] = ['livre', 'uma_vez', 'primeiro_pedido'];
/** Codes are letters and digits, 4 to 20, kept in capitals: 'bemvindo 10' is BEMVINDO10. */
export const COUPON_CODE = /^[A-Z0-9]{4,20}$/;

export function normalizeCouponCode(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The part of an id that names a city: its key with a hyphen for each space ('sao-paulo'). */
export function citySlug(cidade: string): string {
  return cidade.replace(/[^a-z0-9]+/g, '-');
}

/**
 * A coupon's document id: one code per store and one per city. 'cantina-da-nonna_BEMVINDO10',
 * 'cidade-sao-paulo_SABOR10'. The checkout looks a typed code up under the store, then its city.
 */
export function couponId(scope: { restaurantId: string } | { cidade: string }, codigo: string): string {
  return 'restaurantId' in scope ? `${scope.restaurantId}_${codigo}` : `cidade-${citySlug(scope.cidade)}_${codigo}`;
}

export function couponFunding(coupon: Pick<Coupon, 'escopo'>): CouponFunding {
  return coupon.escopo === 'cidade' ? 'plataforma' : 'restaurante';
}

/** What the coupon takes off `subtotal` (the items): never more than the items themselves. */
export function couponDiscount(coupon: Pick<Coupon, 'tipo' | 'valor' | 'maximo'>, subtotal: Centavos): Centavos {
  const raw = coupon.tipo === 'percentual' ? Math.round((subtotal * coupon.valor) / 100) : toCentavos(coupon.valor);
  const capped = coupon.tipo === 'percentual' && coupon.maximo !== null ? Math.min(raw, toCentavos(coupon.maximo)) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

export const COUPON_MESSAGES = {
  notFound: 'Cupom não encontrado. Confira o código.',
  notYet: 'Este cupom ainda não está valendo.',
  expired: 'Este cupom expirou.',
  soldOut: 'Este cupom esgotou.',
  used: 'Você já usou este cupom.',
  firstOrder: 'Este cupom vale só no primeiro pedido nesta loja.',
} as const;

/** 'Pedido mínimo de R$ 40,00 para este cupom': the words. */
export function couponMinimumMessage(pedidoMinimo: number): string {
  return `Pedido mínimo de ${formatCentavos(toCentavos(pedidoMinimo))} para este cupom`;
}

/** What the bag says when a change takes it below the applied coupon's minimum. */
export function couponRemovedMessage(codigo: string, pedidoMinimo: number): string {
  return `O cupom ${codigo} foi removido. ${couponMinimumMessage(pedidoMinimo)}.`;
}

/** What a customer is, for the coupon's rule of use. */
export interface CouponCustomer {
  /** They used this coupon before (cupons/{id}/usos/{uid}). */
  usedBefore: boolean;
  /** Orders of theirs at this store that were not cancelled or refused. */
  ordersHere: number;
}

export type CouponCheck = { ok: true; discount: Centavos } | { ok: false; message: string };

/**
 * Whether `coupon` applies to an order of `subtotal` at `restaurant` (its id and city key) for
 * `customer` at `now`, and what it takes off. The server's word (placeOrder, previewCoupon); the
 * checkout shows the same.
 */
export function checkCoupon(
  coupon: Coupon | null,
  /** `subtotal` null: everything but the minimum (previewCoupon; the checkout checks the minimum as the bag changes). */
  order: { restaurantId: string; cidade: string | null; subtotal: Centavos | null },
  customer: CouponCustomer,
  now: Date,
): CouponCheck {
  const refuse = (message: string): CouponCheck => ({ ok: false, message });
  if (!coupon || !coupon.ativo) return refuse(COUPON_MESSAGES.notFound);
  const here = coupon.escopo === 'restaurante' ? coupon.restaurantId === order.restaurantId : coupon.cidade !== null && coupon.cidade === order.cidade;
  if (!here) return refuse(COUPON_MESSAGES.notFound);
  if (now.getTime() < coupon.inicio.getTime()) return refuse(COUPON_MESSAGES.notYet);
  if (now.getTime() >= coupon.fim.getTime()) return refuse(COUPON_MESSAGES.expired);
  if (coupon.limiteUsos !== null && coupon.usos >= coupon.limiteUsos) return refuse(COUPON_MESSAGES.soldOut);
  if (coupon.regra === 'uma_vez' && customer.usedBefore) return refuse(COUPON_MESSAGES.used);
  // A first-order coupon is also used once: two first orders at once cannot both take it.
  if (coupon.regra === 'primeiro_pedido' && (customer.ordersHere > 0 || customer.usedBefore)) return refuse(COUPON_MESSAGES.firstOrder);
  if (order.subtotal === null) return { ok: true, discount: 0 };
  if (order.subtotal < toCentavos(coupon.pedidoMinimo)) return refuse(couponMinimumMessage(coupon.pedidoMinimo));
  return { ok: true, discount: couponDiscount(coupon, order.subtotal) };
}

/** What the checkout keeps of an applied coupon: enough to show and recompute its discount as the bag changes. */
export interface AppliedCoupon {
  codigo: string;
  tipo: CouponKind;
  valor: number;
  maximo: number | null;
  pedidoMinimo: number;
}

export function appliedCouponOf(coupon: Coupon): AppliedCoupon {
  return { codigo: coupon.codigo, tipo: coupon.tipo, valor: coupon.valor, maximo: coupon.maximo, pedidoMinimo: coupon.pedidoMinimo };
}

/** What an order stores of its coupon (the snapshot placeOrder writes). */
export interface OrderCoupon extends AppliedCoupon {
  id: string;
  custeio: CouponFunding;
  /** Reais taken off. */
  desconto: number;
}

/** The applied coupon on the bag as it is now: its discount, or why it no longer applies (below its minimum). */
export function appliedCouponDiscount(applied: AppliedCoupon, subtotal: Centavos): CouponCheck {
  if (subtotal < toCentavos(applied.pedidoMinimo)) return { ok: false, message: couponMinimumMessage(applied.pedidoMinimo) };
  return { ok: true, discount: couponDiscount(applied, subtotal) };
}

/** A stored applied coupon read back defensively; null when malformed. */
export function toAppliedCoupon(raw: unknown): AppliedCoupon | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as StoredData;
  const codigo = toText(value.codigo);
  const valor = toNumber(value.valor, 0);
  if (!COUPON_CODE.test(codigo) || !(valor > 0)) return null;
  const maximo = toNumber(value.maximo, 0);
  return { codigo, tipo: value.tipo === 'valor' ? 'valor' : 'percentual', valor, maximo: maximo > 0 ? maximo : null, pedidoMinimo: Math.max(0, toNumber(value.pedidoMinimo, 0)) };
}
