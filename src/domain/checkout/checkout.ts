import { formatItemCount, bagSummary, type Bag } from './bag';
import { deliveryQuote, feeFor, type DeliveryPlace, type DeliveryTerms } from '../delivery/delivery-areas';
import { formatCentavos, parseMoney, toCentavos, toReais, type Centavos } from '../shared/money';
import type { Address } from '../delivery/address';
import { orderingMessage, type OrderingState } from '../restaurants/ordering-state';
import type { Modalidade, OrderItem, PaymentMethod } from '../orders/order';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from '../shared/validation';
import type { OnlineMethod } from '../payments/online-payment';

/**
 * The checkout's payment choice: a method at the door (or the counter), or paying now in the app
 * ('pix_app', 'cartao_app', issue #52: offered where the store's Mercado Pago account is connected).
 */
export type PaymentChoice = PaymentMethod | 'pix_app' | 'cartao_app';

/** What a choice asks of the order: the method it is recorded under, and whether it is paid in the app. */
export function paymentOfChoice(choice: PaymentChoice): { payment: PaymentMethod; online: OnlineMethod | null } {
  if (choice === 'pix_app') return { payment: 'Pix', online: 'pix' };
  if (choice === 'cartao_app') return { payment: 'Cartão', online: 'cartao' };
  return { payment: choice, online: null };
}

/** Local contact data (SPEC.md section 3). */
export interface Contact {
  clientName: string;
  clientPhone: string;
}

/** SPEC.md section 5, Contact data. */
export function validateContact(contact: Contact): Partial<Record<keyof Contact, string>> {
  const errors: Partial<Record<keyof Contact, string>> = {};
  if (!contact.clientName.trim()) errors.clientName = 'O nome completo é obrigatório.';
  if (!contact.clientPhone.trim()) errors.clientPhone = 'O telefone é obrigatório.';
  else if (!isValidPhone(contact.clientPhone)) errors.clientPhone = PHONE_FORMAT_MESSAGE;
  return errors;
}

export interface CheckoutTotals {
  subtotal: Centavos;
  /** null while no place is chosen, or where the restaurant does not deliver: no fee to show (issue #36). */
  fee: Centavos | null;
  /** The subtotal plus the fee when known. */
  total: Centavos;
  itemCount: number;
  /** Centavos still missing to reach the minimum order; 0 when reached. */
  missingForMinimum: Centavos;
  /** The minimum for this place, in centavos; null while no place is chosen. */
  minimum: Centavos | null;
  /** Why the restaurant does not deliver to the place; null when it does (or no place yet). */
  notServed: string | null;
}

/**
 * The bag's totals as the server will compute them for `place` (placeOrder uses the same quote,
 * src/domain/delivery/delivery-areas.ts): the bairro's fee and minimum, free delivery above the
 * threshold. Without a place yet there is no fee or minimum to show: the restaurant-wide ones
 * would be a price the customer may never be charged (issue #36: one price on every screen).
 */
export function checkoutTotals(bag: Bag, restaurant: DeliveryTerms, place: DeliveryPlace | null, modalidade: Modalidade = 'entrega'): CheckoutTotals {
  const { itemCount, subtotal } = bagSummary(bag);
  if (modalidade === 'retirada') {
    // 'Retirar no local' (domain/orders/order.ts, Modalidade): no fee, the restaurant's own minimum, any place.
    const minimum = toCentavos(restaurant.pedidoMinimo);
    return { subtotal, fee: 0, total: subtotal, itemCount, missingForMinimum: Math.max(0, minimum - subtotal), minimum, notServed: null };
  }
  const quote = place ? deliveryQuote(restaurant, place) : null;
  const fee = quote?.ok ? feeFor(quote, subtotal) : null;
  const minimum = quote?.ok ? quote.minimum : null;
  return {
    subtotal,
    fee,
    total: subtotal + (fee ?? 0),
    itemCount,
    missingForMinimum: minimum === null ? 0 : Math.max(0, minimum - subtotal),
    minimum,
    notServed: quote && !quote.ok ? quote.message : null,
  };
}

/**
 * The bag without the lines that cannot be ordered as they are (sold out, gone, a complemento
 * missing): what the checkout totals and the minimum count while those lines wait to be removed,
 * so the total on screen is never one the customer could not be charged.
 */
export function orderableBag(bag: Bag, unavailableKeys: ReadonlySet<string>): Bag {
  if (unavailableKeys.size === 0) return bag;
  return { ...bag, lines: bag.lines.filter((line) => !unavailableKeys.has(line.key)) };
}

export function minimumOrderMessage(pedidoMinimo: number): string {
  return `O pedido mínimo para este restaurante é de ${formatCentavos(toCentavos(pedidoMinimo))}. Adicione mais itens.`;
}

/** What is missing before an order can go out; empty when complete. */
export type MissingInfo = 'address' | 'contact';

export interface CheckoutInput {
  bag: Bag;
  restaurant: ({ id: string; nome: string } & DeliveryTerms) | null;
  address: Address | null;
  contact: Contact | null;
  payment: PaymentMethod | null;
  /** What the customer typed in 'Troco para', as text. */
  changeFor: string;
  /** Whether the restaurant takes orders now (followed live); absent: not known yet. */
  ordering?: OrderingState | null;
  /** Lines of the bag that cannot be ordered as they are, and why (repriceBag's problems). */
  unavailable?: readonly { key: string; message: string }[];
  /** 'retirada': 'Retirar no local', which needs no address (already checked as offered). */
  modalidade?: Modalidade;
}

export type CheckoutProblem =
  | { kind: 'empty-bag'; message: string }
  | { kind: 'no-restaurant'; message: string }
  /** Closed, paused, its panel dark or suspended: nothing can be confirmed, whatever else is done. */
  | { kind: 'not-ordering'; message: string }
  /** A line that cannot be ordered (`key`): left out of the totals until it is removed. */
  | { kind: 'unavailable'; message: string; key: string }
  | { kind: 'missing'; message: string; missing: MissingInfo[] }
  | { kind: 'no-payment'; message: string }
  | { kind: 'below-minimum'; message: string }
  | { kind: 'not-served'; message: string }
  | { kind: 'bad-change'; message: string };

export function badChangeMessage(total: Centavos): string {
  return `O troco deve ser para um valor igual ou maior que o total (${formatCentavos(total)}).`;
}

/** Reads 'Troco para' ('100', '100,00', 'R$ 100', as `parseMoney` does); null when blank, NaN when unreadable. */
export function parseChange(text: string): Centavos | null {
  const reading = parseMoney(text);
  if (reading.ok) return reading.centavos;
  return reading.problem === 'empty' ? null : Number.NaN;
}

/** SPEC.md section 5, Checkout: every rule, in the order a person should fix them. */
export function checkoutProblems(input: CheckoutInput): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (input.bag.lines.length === 0) return [{ kind: 'empty-bag', message: 'Sua sacola está vazia.' }];
  if (!input.restaurant) return [{ kind: 'no-restaurant', message: 'Informações do restaurante não encontradas.' }];
  if (input.ordering && !input.ordering.open) problems.push({ kind: 'not-ordering', message: orderingMessage(input.ordering) });
  const unavailable = input.unavailable ?? [];
  for (const line of unavailable) problems.push({ kind: 'unavailable', message: line.message, key: line.key });
  const bag = orderableBag(input.bag, new Set(unavailable.map((line) => line.key)));
  const missing: MissingInfo[] = [];
  const pickup = input.modalidade === 'retirada';
  if (!input.address && !pickup) missing.push('address');
  if (!input.contact || Object.keys(validateContact(input.contact)).length > 0) missing.push('contact');
  if (missing.length > 0) problems.push({ kind: 'missing', message: 'Faltam informações para finalizar o pedido.', missing });
  const totals = checkoutTotals(bag, input.restaurant, input.address, input.modalidade);
  if (totals.notServed) problems.push({ kind: 'not-served', message: totals.notServed });
  // With every line unavailable, removing them is the one thing to do: no minimum to reach yet.
  else if (totals.missingForMinimum > 0 && totals.minimum !== null && bag.lines.length > 0) problems.push({ kind: 'below-minimum', message: minimumOrderMessage(toReais(totals.minimum)) });
  if (!input.payment) problems.push({ kind: 'no-payment', message: 'Selecione uma forma de pagamento.' });
  if (input.payment === 'Dinheiro') {
    const change = parseChange(input.changeFor);
    if (change !== null && (Number.isNaN(change) || change < totals.total)) {
      problems.push({ kind: 'bad-change', message: badChangeMessage(totals.total) });
    }
  }
  return problems;
}

/** 'Lasanha (x2), Pizza Margherita (Grande)': a one-line summary for lists. */
export function summarizeItems(items: OrderItem[]): string {
  const count = items.reduce((sum, item) => sum + item.quantidade, 0);
  return `${formatItemCount(count)}: ${items.map((item) => (item.quantidade > 1 ? `${item.quantidade}x ${item.nome}` : item.nome)).join(', ')}`;
}
