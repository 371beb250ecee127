import * as v from 'valibot';
import type { Address } from '../delivery/address';
import { MAX_ORDER_LINES, MAX_QUANTITY, MIN_QUANTITY, type Bag } from './bag';
import { toCentavos, toReais, type Centavos } from '../money/money';
import { badChangeMessage, minimumOrderMessage, type Contact } from './checkout';
import { deliveryQuote, feeFor, type DeliveryRule } from '../delivery/delivery-areas';
import { isAvailableNow, type Product } from '../catalog/catalog';
import { priceItem, type Catalogue } from '../catalog/item-price';
import { MAX_CHOICES_PER_LINE, OPTION_GROUP_LIMITS, type ChosenOption } from '../catalog/option-groups';
import { orderingMessage, orderingState } from '../restaurants/ordering-state';
import { PAYMENT_METHODS, type OrderItem, type PaymentMethod } from '../orders/order';
import type { Restaurant } from '../restaurants/restaurant';
import { documentId } from '../shared/request.schema';
import { isValidPhone } from '../shared/validation';
import { ORDER_TEXT_LIMITS } from '../orders/order-text-limits';

/**
 * The order as the checkout asks for it: what the customer chose, never what it costs. The server
 * (functions/src/place-order.ts) prices it from the catalogue with `priceOrder` below and writes
 * the order; the app uses the same functions to show the prices the server will charge.
 */
export interface OrderRequestLine {
  productId: string;
  quantidade: number;
  /** A pizza's size and optional second flavour, by name; null for regular products. */
  size: string | null;
  flavor: string | null;
  /** The complementos chosen, by group and option id; every amount comes from the catalogue. */
  complementos: ChosenOption[];
  observacoes: string;
}

export interface OrderRequest {
  /** Made on the device, so that a retry of the same checkout writes the same order. */
  orderId: string;
  restaurantId: string;
  lines: OrderRequestLine[];
  endereco: Address;
  clientName: string;
  clientPhone: string;
  pagamento: PaymentMethod;
  /** 'Troco para', in reais; null without cash or when no change is needed. */
  troco: number | null;
  observacoesPedido: string;
  /** The total, in centavos, that the customer saw when confirming. */
  expectedTotal: Centavos;
}


/** Why the server refused an order; `message` is what the customer reads. */
export type OrderRefusalCode =
  /** Not signed in, e-mail not verified, or not a customer's account. */
  | 'not-allowed'
  | 'invalid'
  | 'closed'
  | 'paused'
  | 'offline'
  | 'unknown-product'
  | 'unavailable'
  | 'below-minimum'
  /** The restaurant does not deliver to the order's bairro or city (src/domain/delivery/delivery-areas.ts). */
  | 'not-served'
  | 'price-changed'
  | 'bad-change'
  /** The restaurant blocked this customer's account. */
  | 'blocked'
  /** Too many unanswered orders at once, or too many in the last hour (src/domain/orders/order-limits.ts). */
  | 'too-many'
  /** The order id was already used for another bag: the checkout makes a new id and asks again. */
  | 'stale'
  /** The restaurant is suspended by the operator or not open to customers yet (issue #24). */
  | 'suspended'
  /** A line's complementos: a required group without a choice, too many, an option that is gone or sold out. */
  | 'choices';

export interface OrderRefusal {
  code: OrderRefusalCode;
  message: string;
  /** The products concerned, for 'unknown-product', 'unavailable' and 'choices'. */
  productIds?: string[];
}

export const INVALID_ORDER_MESSAGE = 'Não foi possível ler o pedido. Atualize a página e tente novamente.';
export const PRICE_CHANGED_MESSAGE = 'Os preços deste restaurante mudaram desde que você montou a sacola. Confira o novo total e confirme de novo.';

export function unavailableMessage(names: string[]): string {
  return names.length === 1
    ? `${names[0]} não está disponível no momento. Remova da sacola para continuar.`
    : `Estes itens não estão disponíveis no momento: ${names.join(', ')}. Remova-os da sacola para continuar.`;
}

export const UNKNOWN_PRODUCT_MESSAGE = 'Um item da sua sacola não está mais no cardápio. Remova-o para continuar.';

// ---------- reading an untrusted request ----------

/** Trimmed text of `min` to `max` characters (measured after trimming). */
const trimmed = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
/** Optional text: absent or null reads as ''. */
const optional = (max: number) => v.pipe(v.nullish(trimmed(0, max), ''), v.transform((value) => value ?? ''));
/** A pizza's size or flavour by name, or null for none. */
const choiceName = v.pipe(v.nullish(trimmed(1, 60), null), v.transform((value) => value ?? null));

const limits = ORDER_TEXT_LIMITS;

const addressSchema = v.pipe(
  v.object({
    rua: trimmed(1, limits.rua),
    numero: trimmed(1, limits.numero),
    bairro: trimmed(1, limits.bairro),
    cidade: trimmed(1, limits.cidade),
    cep: optional(limits.cep),
    estado: optional(limits.estado),
    complemento: optional(limits.complemento),
  }),
  // Stored as the address book keeps it: estado and complemento only when given.
  v.transform(({ estado, complemento, ...address }): Address => ({ ...address, ...(estado ? { estado } : {}), ...(complemento ? { complemento } : {}) })),
);

const chosenOptionSchema = v.object({
  grupoId: documentId,
  opcaoId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,24}$/)),
  quantidade: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(OPTION_GROUP_LIMITS.choices)),
});

const lineSchema = v.object({
  productId: documentId,
  quantidade: v.pipe(v.number(), v.integer(), v.minValue(MIN_QUANTITY), v.maxValue(MAX_QUANTITY)),
  size: choiceName,
  flavor: choiceName,
  // Absent from checkouts of before complementos: none chosen.
  complementos: v.pipe(v.nullish(v.pipe(v.array(chosenOptionSchema), v.maxLength(MAX_CHOICES_PER_LINE)), []), v.transform((value) => value ?? [])),
  observacoes: optional(limits.lineNote),
});

/** The checkout's request (functions/src/place-order.ts reads it with this schema). */
export const orderRequestSchema = v.pipe(
  v.object({
    orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{20}$/)),
    restaurantId: documentId,
    lines: v.pipe(v.array(lineSchema), v.minLength(1), v.maxLength(MAX_ORDER_LINES)),
    endereco: addressSchema,
    clientName: trimmed(1, limits.clientName),
    clientPhone: v.pipe(trimmed(1, limits.clientPhone), v.check(isValidPhone)),
    pagamento: v.picklist(PAYMENT_METHODS),
    troco: v.pipe(v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000)), null), v.transform((value) => value ?? null)),
    observacoesPedido: optional(limits.orderNote),
    expectedTotal: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  // Change is asked only of cash payments.
  v.check((request) => request.troco === null || request.pagamento === 'Dinheiro'),
);

/**
 * The request as sent by a client, checked for shape and limits (nothing about the catalogue);
 * null when anything is missing, of the wrong type or too long.
 */
export function parseOrderRequest(value: unknown): OrderRequest | null {
  const result = v.safeParse(orderRequestSchema, value);
  return result.success ? result.output : null;
}

/** How an order line reads on tickets and lists: 'Pizza Margherita (Grande / Calabresa)'. */
export function lineLabel(nome: string, size: string | null, flavor: string | null): string {
  return size ? `${nome} (${size}${flavor ? ` / ${flavor}` : ''})` : nome;
}

/** The order document of SPEC.md section 7, minus the server-set createdAt. */
/** Where an order's delivery fee came from, kept on the order (issue #26). */
export interface StoredDeliveryRule extends DeliveryRule {
  /** The free-delivery threshold in force (reais), and whether this order reached it. */
  gratisAcima: number | null;
  gratis: boolean;
}

export interface PricedOrder {
  itens: OrderItem[];
  subTotal: number;
  taxaEntrega: number;
  regraEntrega: StoredDeliveryRule;
  totalValue: number;
  pagamento: PaymentMethod;
  troco: number | null;
  endereco: Address;
  clientName: string;
  clientPhone: string;
  status: 'novo_pedido';
  restaurantId: string;
  restaurantName: string;
  /** Where the rider picks it up, as the restaurant has it now (a later move does not change it). */
  restaurantAddress: string;
  restaurantPhone: string;
  userId: string;
  deliverymanId: null;
  acceptedAt: null;
  observacoesPedido: string;
}

export type PricingResult = { ok: true; order: PricedOrder; total: Centavos } | { ok: false; refusal: OrderRefusal };

/**
 * Prices a parsed request against the restaurant and its products as stored, at `now`: the only
 * way an order's amounts are made. `products` holds every product the request names that exists
 * in this restaurant (another restaurant's product is simply not there).
 */
export function priceOrder(request: OrderRequest, restaurant: Restaurant, catalogue: Catalogue, userId: string, now: Date): PricingResult {
  const { products, groups } = catalogue;
  const refuse = (code: OrderRefusalCode, message: string, productIds?: string[]): PricingResult => ({
    ok: false,
    refusal: productIds ? { code, message, productIds } : { code, message },
  });
  const state = orderingState(restaurant, now);
  if (!state.open) return refuse(state.reason, orderingMessage(state));

  const unknown = request.lines.filter((line) => !products.has(line.productId)).map((line) => line.productId);
  if (unknown.length > 0) return refuse('unknown-product', UNKNOWN_PRODUCT_MESSAGE, unknown);
  const unavailable = request.lines.filter((line) => {
    const product = products.get(line.productId);
    return !product || !isAvailableNow(product, now);
  });
  if (unavailable.length > 0) {
    const names = [...new Set(unavailable.map((line) => products.get(line.productId)?.nome ?? ''))];
    return refuse('unavailable', unavailableMessage(names), unavailable.map((line) => line.productId));
  }

  const itens: OrderItem[] = [];
  let subtotal = 0;
  for (const line of request.lines) {
    const product = products.get(line.productId) as Product;
    const { unit, choices } = priceItem(product, groups, line, now);
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
    });
  }

  const quote = deliveryQuote(restaurant, request.endereco);
  if (!quote.ok) return refuse('not-served', quote.message);
  if (subtotal < quote.minimum) return refuse('below-minimum', minimumOrderMessage(toReais(quote.minimum)));
  const fee = feeFor(quote, subtotal);
  const total = subtotal + fee;
  if (total !== request.expectedTotal) return refuse('price-changed', PRICE_CHANGED_MESSAGE);
  if (request.troco !== null && toCentavos(request.troco) < total) return refuse('bad-change', badChangeMessage(total));

  return {
    ok: true,
    total,
    order: {
      itens,
      subTotal: toReais(subtotal),
      taxaEntrega: toReais(fee),
      regraEntrega: {
        ...quote.rule,
        gratisAcima: quote.freeAbove === null ? null : toReais(quote.freeAbove),
        gratis: fee === 0 && quote.fee > 0,
      },
      totalValue: toReais(total),
      pagamento: request.pagamento,
      troco: request.troco,
      endereco: request.endereco,
      clientName: request.clientName,
      clientPhone: request.clientPhone,
      status: 'novo_pedido',
      restaurantId: restaurant.id,
      restaurantName: restaurant.nome,
      restaurantAddress: restaurant.endereco ?? '',
      restaurantPhone: restaurant.telefone ?? '',
      userId,
      deliverymanId: null,
      acceptedAt: null,
      observacoesPedido: request.observacoesPedido,
    },
  };
}

// ---------- the app's side: the bag as the server will see it ----------

/** A bag line whose price or availability differs from the catalogue's. */
export interface BagLineChange {
  key: string;
  nome: string;
  /** Unit prices in centavos; `after` is null when the product or its choice is gone. */
  before: Centavos;
  after: Centavos | null;
  available: boolean;
  /** Why it cannot be ordered as it is (null when it can): the product is unavailable, or a complemento is gone, sold out or missing. */
  problem: string | null;
}

/**
 * The bag at the catalogue's current prices, and what changed: what the checkout shows before
 * the customer confirms, so the server never charges a price the customer has not seen.
 */
export function repriceBag(bag: Bag, catalogue: Catalogue, now: Date): { bag: Bag; changes: BagLineChange[] } {
  const changes: BagLineChange[] = [];
  const lines = bag.lines.map((line) => {
    const product = catalogue.products.get(line.productId);
    const priced = product ? priceItem(product, catalogue.groups, { size: line.selectedSize, flavor: line.selectedFlavor, complementos: line.complementos }, now) : null;
    const after = priced?.unit ?? null;
    const problem =
      !product || after === null || !isAvailableNow(product, now) ? unavailableMessage([line.nome]) : (priced?.choices.problems[0]?.message ?? null);
    const available = problem === null;
    if (after !== line.unitPrice || !available) changes.push({ key: line.key, nome: line.nome, before: line.unitPrice, after, available, problem });
    return after !== null && after !== line.unitPrice ? { ...line, unitPrice: after } : line;
  });
  return { bag: changes.some((change) => change.after !== null && change.after !== change.before) ? { ...bag, lines } : bag, changes };
}

/** The request for a complete checkout (call only when checkoutProblems is empty). */
export function buildOrderRequest(input: {
  orderId: string;
  bag: Bag;
  restaurantId: string;
  address: Address;
  contact: Contact;
  payment: PaymentMethod;
  change: Centavos | null;
  note: string;
  total: Centavos;
}): OrderRequest {
  return {
    orderId: input.orderId,
    restaurantId: input.restaurantId,
    lines: input.bag.lines.map((line) => ({
      productId: line.productId,
      quantidade: line.quantidade,
      size: line.selectedSize,
      flavor: line.selectedFlavor,
      complementos: line.complementos.map(({ grupoId, opcaoId, quantidade }) => ({ grupoId, opcaoId, quantidade })),
      observacoes: line.observacoes,
    })),
    endereco: input.address,
    clientName: input.contact.clientName.trim(),
    clientPhone: input.contact.clientPhone.trim(),
    pagamento: input.payment,
    troco: input.payment === 'Dinheiro' && input.change !== null ? toReais(input.change) : null,
    observacoesPedido: input.note.trim(),
    expectedTotal: input.total,
  };
}

/** A value as JSON with object keys sorted, so that the same content always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a request asks for, apart from its id: lines, address, contact, payment, change, note and
 * the total seen. The checkout keeps it with the reserved order id and reuses the id only for the
 * same fingerprint, because the server writes an id once and would answer a retry with another
 * bag as if it were the first one (issue #23; it now refuses that as 'stale').
 */
export function orderRequestFingerprint(request: OrderRequest): string {
  const { orderId: _id, ...content } = request;
  return canonicalJson(content);
}
