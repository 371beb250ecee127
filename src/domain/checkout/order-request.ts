import type { Address } from '../delivery/address';
import { toReais, type Centavos } from '../shared/money';
import type { Bag } from './bag';
import type { Contact } from './checkout';
import type { ChosenOption } from '../catalog/option-groups';
import type { Modalidade, PaymentMethod } from '../orders/order';
import type { OnlineMethod } from '../payments/online-payment';
import type { CardPaymentRequest } from '../payments/card-form';

/**
 * The order as the checkout asks for it: what the customer chose, never what it costs. The server
 * (functions/src/orders/place-order.ts) reads it with order-request.schema.ts, prices it from the catalogue
 * with order-pricing.ts and writes the order; the app reprices its bag with the same item pricing
 * (bag-repricing.ts), so it shows the prices the server will charge.
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
  /** Where to deliver; null for a pickup order ('Retirar no local'), which has no address. */
  endereco: Address | null;
  /** 'retirada' for 'Retirar no local' (Modalidade in domain/orders/order.ts); absent (older clients): 'entrega'. */
  modalidade?: Modalidade;
  clientName: string;
  clientPhone: string;
  pagamento: PaymentMethod;
  /**
   * Paid now in the app (issue #52): 'pix' with pagamento 'Pix'. Absent or null: paid at the door
   * (or the counter) as `pagamento` says.
   */
  online?: OnlineMethod | null;
  /** With online 'cartao' only: the card as the provider's script tokenised it in the browser (card-form.ts). */
  cartao?: CardPaymentRequest | null;
  /** 'Troco para', in reais; null without cash or when no change is needed. */
  troco: number | null;
  observacoesPedido: string;
  /** The total, in centavos, that the customer saw when confirming. */
  expectedTotal: Centavos;
  /** A coupon's code as applied at checkout (src/domain/promotions/coupon.ts); null for none. */
  cupom?: string | null;
  /** The Sabor credits the checkout showed spending (money/customer-credit.ts), centavos; absent: none. */
  credito?: Centavos;
  /** 'Agendar' (issue #54): the chosen slot's start, epoch milliseconds (orders/scheduling.ts); absent or null: for now. */
  agendadoPara?: number | null;
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
  /** A scheduled order's slot is not one the store offers, or is full (issue #54, orders/scheduling.ts). */
  | 'schedule'
  /** The Sabor credits the checkout showed are no longer on the balance (issue #53). */
  | 'credit'
  /** A line's complementos: a required group without a choice, too many, an option that is gone or sold out. */
  | 'choices'
  /** The coupon does not apply (unknown, expired, used up, below its minimum, its rule of use). */
  | 'coupon'
  /** Paying in the app: not offered by this store now, or its charge could not be made (issue #52). */
  | 'payment';

export interface OrderRefusal {
  code: OrderRefusalCode;
  message: string;
  /** The products concerned, for 'unknown-product', 'unavailable' and 'choices'. */
  productIds?: string[];
  /** For 'invalid': the fields a script sent wrong, with their Portuguese messages (the app never does). */
  fields?: Record<string, string>;
}

/** A pickup order for a restaurant that does not offer 'Retirar no local' (turned off meanwhile). */
export const PICKUP_OFF_MESSAGE = 'Este restaurante não está oferecendo retirada no local agora. Escolha Entrega para continuar.';
export const CREDIT_COVERS_ALL_MESSAGE = 'Seus créditos Sabor cobrem todo o pedido: escolha pagar na entrega, não há nada a pagar.';

export const INVALID_ORDER_MESSAGE = 'Não foi possível ler o pedido. Atualize a página e tente novamente.';
export const PRICE_CHANGED_MESSAGE = 'Os preços deste restaurante mudaram desde que você montou a sacola. Confira o novo total e confirme de novo.';

export function unavailableMessage(names: string[]): string {
  return names.length === 1
    ? `${names[0]} não está disponível no momento. Remova da sacola para continuar.`
    : `Estes itens não estão disponíveis no momento: ${names.join(', ')}. Remova-os da sacola para continuar.`;
}

export const UNKNOWN_PRODUCT_MESSAGE = 'Um item da sua sacola não está mais no cardápio. Remova-o para continuar.';

/** How an order line reads on tickets and lists: 'Pizza Margherita (Grande / Calabresa)'. */
export function lineLabel(nome: string, size: string | null, flavor: string | null): string {
  return size ? `${nome} (${size}${flavor ? ` / ${flavor}` : ''})` : nome;
}

/** The request for a complete checkout (call only when checkoutProblems is empty). */
export function buildOrderRequest(input: {
  orderId: string;
  bag: Bag;
  restaurantId: string;
  /** Ignored (sent as null) for a pickup order. */
  address: Address | null;
  /** 'retirada' for 'Retirar no local'; absent: delivery. */
  modalidade?: Modalidade;
  contact: Contact;
  payment: PaymentMethod;
  /** Paid now in the app; null or absent: at the door. */
  online?: OnlineMethod | null;
  /** The tokenised card, for online 'cartao'. */
  cartao?: CardPaymentRequest | null;
  change: Centavos | null;
  note: string;
  total: Centavos;
  /** The applied coupon's code, if any. */
  coupon?: string | null;
  /** The Sabor credits spent, centavos (0: none). */
  credit?: Centavos;
  /** 'Agendar' (issue #54): the chosen slot's start; null or absent: for now. */
  scheduledFor?: Date | null;
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
    // Only a pickup order names its modalidade, so a delivery request reads as it always has.
    ...(input.modalidade === 'retirada' ? { endereco: null, modalidade: 'retirada' as const } : { endereco: input.address }),
    clientName: input.contact.clientName.trim(),
    clientPhone: input.contact.clientPhone.trim(),
    pagamento: input.payment,
    // Only an order paid in the app names it, so a request paid at the door reads as it always has.
    ...(input.online ? { online: input.online } : {}),
    ...(input.online === 'cartao' && input.cartao ? { cartao: input.cartao } : {}),
    troco: input.payment === 'Dinheiro' && input.change !== null ? toReais(input.change) : null,
    observacoesPedido: input.note.trim(),
    expectedTotal: input.total,
    cupom: input.coupon ?? null,
    // Only an order that spends credits names them, so any other reads as it always has.
    ...(input.credit ? { credito: input.credit } : {}),
    // Only a scheduled order names its slot.
    ...(input.scheduledFor ? { agendadoPara: input.scheduledFor.getTime() } : {}),
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
