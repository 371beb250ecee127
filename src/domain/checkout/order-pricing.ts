import { COMMISSION_PERCENT } from '../money/commission';
import { orderBreakdown } from '../money/order-breakdown';
import { toCentavos, toReais, type Centavos } from '../shared/money';
import { badChangeMessage, minimumOrderMessage } from './checkout';
import { cityKey } from '../delivery/cities';
import { rideMinutes } from '../delivery/delivery-time';
import { deliveryQuote, feeFor, type DeliveryQuote } from '../delivery/delivery-areas';
import { isAvailableNow, type Product } from '../catalog/catalog';
import { priceItem, type Catalogue } from '../catalog/item-price';
import { orderingMessage, orderingState } from '../restaurants/ordering-state';
import type { OrderItem } from '../orders/order';
import type { CommercialTerms } from '../restaurants/commercial-terms';
import type { Restaurant } from '../restaurants/restaurant';
import { appliedCouponOf, checkCoupon, COUPON_MESSAGES, couponFunding, type Coupon, type CouponCustomer, type OrderCoupon } from '../promotions/coupon';
import { CREDIT_COVERS_ALL_MESSAGE, INVALID_ORDER_MESSAGE, lineLabel, PICKUP_OFF_MESSAGE, PRICE_CHANGED_MESSAGE, UNKNOWN_PRODUCT_MESSAGE, unavailableMessage, type OrderRefusal, type OrderRefusalCode, type OrderRequest } from './order-request';
import type { PricedOrder } from '../orders/order.record';
import { checkSlot } from '../orders/scheduling';
import { DEFAULT_SCHEDULING } from '../restaurants/scheduling.record';

/**
 * The server's pricing of an order (functions/src/orders/place-order.ts): every amount of an order is
 * made here, from the catalogue as stored, with the same item pricing the product sheet shows.
 */

export type PricingResult = { ok: true; order: PricedOrder; total: Centavos } | { ok: false; refusal: OrderRefusal };

/**
 * Prices a parsed request against the restaurant and its products as stored, at `now`: the only
 * way an order's amounts are made. `products` holds every product the request names that exists
 * in this restaurant (another restaurant's product is simply not there).
 */
export function priceOrder(
  request: OrderRequest,
  /** With its commission rate, from its private commercial terms (placeOrder reads them); absent: the standard. */
  restaurant: Restaurant & Partial<Pick<CommercialTerms, 'comissaoPercentual'>>,
  catalogue: Catalogue,
  userId: string,
  now: Date,
  /** The coupon the request names, as stored (null: none under that code), and the customer's uses: read by placeOrder. */
  coupon?: { coupon: Coupon | null; customer: CouponCustomer },
  /** The least a ride pays its rider in the restaurant's city (City.entregaMinima), centavos. */
  entregaMinima: Centavos = 0,
): PricingResult {
  const { products, groups } = catalogue;
  const refuse = (code: OrderRefusalCode, message: string, productIds?: string[]): PricingResult => ({
    ok: false,
    refusal: productIds ? { code, message, productIds } : { code, message },
  });
  // A scheduled order (issue #54) is for its slot: the store need not be open, unpaused or with its
  // panel on now, only listed, and open the whole slot under its own scheduling settings.
  const slot = request.agendadoPara == null ? null : new Date(request.agendadoPara);
  const state = orderingState(restaurant, now);
  if (!state.open && (!slot || state.reason === 'suspended')) return refuse(state.reason, orderingMessage(state));
  if (slot) {
    const check = checkSlot(restaurant.horarioFuncionamento, restaurant.agendamento ?? DEFAULT_SCHEDULING, slot, now, 0);
    if (!check.ok) return refuse('schedule', check.message);
  }

  const unknown = request.lines.filter((line) => !products.has(line.productId)).map((line) => line.productId);
  if (unknown.length > 0) return refuse('unknown-product', UNKNOWN_PRODUCT_MESSAGE, unknown);
  const unavailable = request.lines.filter((line) => {
    const product = products.get(line.productId);
    return !product || !isAvailableNow(product, slot ?? now);
  });
  if (unavailable.length > 0) {
    const names = [...new Set(unavailable.map((line) => products.get(line.productId)?.nome ?? ''))];
    return refuse('unavailable', unavailableMessage(names), unavailable.map((line) => line.productId));
  }

  const itens: OrderItem[] = [];
  let subtotal = 0;
  for (const line of request.lines) {
    const product = products.get(line.productId) as Product;
    const { unit, regularUnit, choices } = priceItem(product, groups, line, now);
    // A size or flavour the product no longer has: the bag was built from an older menu.
    if (unit === null) return refuse('price-changed', PRICE_CHANGED_MESSAGE, [line.productId]);
    const [problem] = choices.problems;
    if (problem) return refuse('choices', problem.message, [line.productId]);
    subtotal += unit * line.quantidade;
    itens.push({
      quantidade: line.quantidade,
      nome: lineLabel(product.nome, line.size, line.flavor),
      preco: toReais(unit),
      observacoes: line.observacoes,
      productId: product.id,
      size: line.size,
      flavor: line.flavor,
      complementos: choices.choices,
      // The 'de' price of a dish charged at its 'de/por', so the order shows what was saved.
      ...(regularUnit === null ? {} : { precoDe: toReais(regularUnit) }),
    });
  }

  // 'Retirar no local' (Modalidade in domain/orders/order.ts): only where the restaurant offers it; no address,
  // no delivery area, no fee, and the restaurant's own minimum (not a bairro's).
  const pickup = request.modalidade === 'retirada';
  if (pickup && restaurant.retiradaNoLocal !== true) return refuse('invalid', PICKUP_OFF_MESSAGE);
  const quote: DeliveryQuote = pickup
    ? { ok: true, fee: 0, minimum: toCentavos(restaurant.pedidoMinimo), freeAbove: null, rule: { bairro: null, origem: 'padrao' }, rideMin: 0 }
    : request.endereco
      ? deliveryQuote(restaurant, request.endereco)
      : { ok: false, message: INVALID_ORDER_MESSAGE, short: '' };
  if (!quote.ok) return refuse(request.endereco ? 'not-served' : 'invalid', quote.message);
  if (subtotal < quote.minimum) return refuse('below-minimum', minimumOrderMessage(toReais(quote.minimum)));
  const discounted = applyCoupon(request.cupom ?? null, coupon, restaurant, subtotal, now);
  if (!discounted.ok) return refuse('coupon', discounted.message);
  const discount = discounted.cupom === null ? 0 : toCentavos(discounted.cupom.desconto);
  // Free delivery and the minimum go by the items' price, before the coupon, as on the bag.
  const fee = pickup ? 0 : feeFor(quote, subtotal);
  // The customer's Sabor credits pay what they cover of it (issue #53); the balance is checked with the order.
  const credit = Math.min(request.credito ?? 0, subtotal - discount + fee);
  const total = subtotal - discount + fee - credit;
  if (total !== request.expectedTotal) return refuse('price-changed', PRICE_CHANGED_MESSAGE);
  if (total === 0 && request.online) return refuse('invalid', CREDIT_COVERS_ALL_MESSAGE);
  if (request.troco !== null && toCentavos(request.troco) < total) return refuse('bad-change', badChangeMessage(total));
  // The commission is at this rate once delivered, whatever the contract says later.
  const percentual = restaurant.comissaoPercentual ?? COMMISSION_PERCENT;
  const reparticao = orderBreakdown({
    itens: subtotal,
    desconto: discounted.cupom === null ? null : { codigo: discounted.cupom.codigo, custeio: discounted.cupom.custeio, valor: discount },
    taxaEntrega: fee,
    retirada: pickup,
    percentual,
    entregaMinima,
    creditoSabor: credit,
  });

  return {
    ok: true,
    total,
    order: {
      itens,
      subTotal: toReais(subtotal),
      desconto: toReais(discount),
      cupom: discounted.cupom,
      taxaEntrega: toReais(fee),
      regraEntrega: {
        ...quote.rule,
        gratisAcima: quote.freeAbove === null ? null : toReais(quote.freeAbove),
        gratis: fee === 0 && quote.fee > 0,
      },
      totalValue: toReais(total),
      comissaoPercentual: percentual,
      reparticao,
      pagamento: request.pagamento,
      troco: request.troco,
      endereco: pickup ? null : request.endereco,
      modalidade: pickup ? 'retirada' : 'entrega',
      clientName: request.clientName,
      clientPhone: request.clientPhone,
      status: slot ? 'agendado' : 'novo_pedido',
      ...(slot ? { agendadoPara: slot } : {}),
      restaurantId: restaurant.id,
      restaurantName: restaurant.nome,
      restaurantAddress: restaurant.endereco ?? '',
      restaurantPhone: restaurant.telefone ?? '',
      cidade: restaurant.cidade ? cityKey(restaurant.cidade) : null,
      bairroRestaurante: restaurant.bairro,
      localizacaoLoja: pickup ? null : restaurant.localizacao,
      corridaMin: pickup ? 0 : rideMinutes(restaurant, quote),
      userId,
      deliverymanId: null,
      acceptedAt: null,
      observacoesPedido: request.observacoesPedido,
    },
  };
}

/** The request's coupon checked against the stored one: what the order keeps of it, or why it does not apply. */
function applyCoupon(
  codigo: string | null,
  stored: { coupon: Coupon | null; customer: CouponCustomer } | undefined,
  restaurant: Restaurant,
  subtotal: Centavos,
  now: Date,
): { ok: true; cupom: OrderCoupon | null } | { ok: false; message: string } {
  if (codigo === null) return { ok: true, cupom: null };
  const coupon = stored?.coupon ?? null;
  const check = checkCoupon(coupon, { restaurantId: restaurant.id, cidade: restaurant.cidade ? cityKey(restaurant.cidade) : null, subtotal }, stored?.customer ?? NEW_CUSTOMER, now);
  if (!check.ok || !coupon) return { ok: false, message: check.ok ? COUPON_MESSAGES.notFound : check.message };
  return { ok: true, cupom: { ...appliedCouponOf(coupon), id: coupon.id, custeio: couponFunding(coupon), desconto: toReais(check.discount) } };
}

const NEW_CUSTOMER: CouponCustomer = { usedBefore: false, ordersHere: 0 };
