import { formatItemCount, bagSummary, type Bag } from './bag';
import { formatCentavos, parseMoney, toCentavos, type Centavos } from './money';
import type { Address } from './address';
import type { OrderItem, PaymentMethod } from './orders';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from './validation';

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
  fee: Centavos;
  total: Centavos;
  itemCount: number;
  /** Centavos still missing to reach the minimum order; 0 when reached. */
  missingForMinimum: Centavos;
}

export function checkoutTotals(bag: Bag, restaurant: { taxaEntrega: number; pedidoMinimo: number }): CheckoutTotals {
  const { itemCount, subtotal } = bagSummary(bag);
  const fee = toCentavos(restaurant.taxaEntrega);
  const minimum = toCentavos(restaurant.pedidoMinimo);
  return { subtotal, fee, total: subtotal + fee, itemCount, missingForMinimum: Math.max(0, minimum - subtotal) };
}

export function minimumOrderMessage(pedidoMinimo: number): string {
  return `O pedido mínimo para este restaurante é de ${formatCentavos(toCentavos(pedidoMinimo))}. Adicione mais itens.`;
}

/** What is missing before an order can go out; empty when complete. */
export type MissingInfo = 'address' | 'contact';

export interface CheckoutInput {
  bag: Bag;
  restaurant: { id: string; nome: string; taxaEntrega: number; pedidoMinimo: number } | null;
  address: Address | null;
  contact: Contact | null;
  payment: PaymentMethod | null;
  /** What the customer typed in 'Troco para', as text. */
  changeFor: string;
}

export type CheckoutProblem =
  | { kind: 'empty-bag'; message: string }
  | { kind: 'no-restaurant'; message: string }
  | { kind: 'missing'; message: string; missing: MissingInfo[] }
  | { kind: 'no-payment'; message: string }
  | { kind: 'below-minimum'; message: string }
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
  const missing: MissingInfo[] = [];
  if (!input.address) missing.push('address');
  if (!input.contact || Object.keys(validateContact(input.contact)).length > 0) missing.push('contact');
  if (missing.length > 0) problems.push({ kind: 'missing', message: 'Faltam informações para finalizar o pedido.', missing });
  const totals = checkoutTotals(input.bag, input.restaurant);
  if (totals.missingForMinimum > 0) problems.push({ kind: 'below-minimum', message: minimumOrderMessage(input.restaurant.pedidoMinimo) });
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
