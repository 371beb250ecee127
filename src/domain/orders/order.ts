import type { GeoPoint } from '../delivery/geo-point';
import type { Address } from '../delivery/address';
import type { FrozenChoice } from '../catalog/option-groups';
import type { OrderPix } from '../money/pix-charge';
import type { OrderBreakdown, RidePay } from '../money/order-breakdown';
import { orderNumberText } from '../shared/order-number';
import type { OrderRelease } from './order-release';
import type { ScheduleNotice } from './schedule-notice';
import type { OrderOnlinePayment } from '../payments/online-payment.record';
import type { OrderRefund } from '../payments/partial-refund.record';

export type PaymentMethod = 'Dinheiro' | 'Cartão' | 'Pix';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['Dinheiro', 'Cartão', 'Pix'];

/**
 * 'Retirar no local' (issue #40): a restaurant that turns pickup on (retiradaNoLocal) lets the
 * customer choose, in the bag, between 'Entrega' and 'Retirar no local'. A pickup order has no
 * delivery fee, no address and no rider: it goes em_preparacao -> pronto_retirada -> retirado, and
 * the counter marks it 'Retirado' only with the code the customer shows. That code is the handover
 * code (handover.ts) placeOrder stores for every order in privado/entrega, which only the customer
 * reads; firestore.rules compare the counter's try (tentativasRetirada/1..5) with it
 * (pickup-counter.ts). The restaurant's own pedidoMinimo applies to pickup too (it is the
 * kitchen's minimum, not a delivery cost); a bairro's minimum does not. 'Retirado' is a sale like
 * 'Entregue', with the same commission. Kept here, not in a module of its own, so that it adds no
 * chunk to the home's first load (scripts/check-size-budget.mjs).
 */
export type Modalidade = 'entrega' | 'retirada';
export const MODALIDADES: readonly Modalidade[] = ['entrega', 'retirada'];
/** The stored statuses of the pickup path. */
export const PICKUP_READY_STATUS = 'pronto_retirada';
export const PICKED_UP_STATUS = 'retirado';

/** An order document's (or request's) modalidade; absent (older clients and orders) is 'entrega'. */
export function modalidadeOf(value: unknown): Modalidade {
  return value === 'retirada' ? 'retirada' : 'entrega';
}

/** True for a pickup order. */
export function isPickupOrder(order: { modalidade?: unknown } | null | undefined): boolean {
  return modalidadeOf(order?.modalidade) === 'retirada';
}

export interface OrderItem {
  quantidade: number;
  nome: string;
  /** Unit price in reais. */
  preco: number;
  /** The dish's own unit price (reais) when it was charged at a 'de/por' promotion; absent otherwise. */
  precoDe?: number;
  observacoes: string;
  /**
   * What was ordered, for 'Pedir de novo': the product and the pizza's size and second flavour.
   * Absent on orders placed before items carried them (those are matched by name).
   */
  productId?: string;
  size?: string | null;
  flavor?: string | null;
  /** The complementos as the catalogue had them when ordered: group, name, quantity and price ([] for none). */
  complementos?: FrozenChoice[];
}

/** An order as the app reads it (restaurantes/{restaurantId}/pedidos/{id}). */
export interface Order {
  id: string;
  restaurantId: string;
  restaurantName: string;
  /** Where the rider picks the order up and whom to call there, as the restaurant had them when it was placed ('' on older orders). */
  restaurantAddress: string;
  restaurantPhone: string;
  userId: string;
  itens: OrderItem[];
  subTotal: number;
  /** What a coupon took off the items, reais (0 without one), and which (its code and who paid it). */
  desconto: number;
  cupom: { codigo: string; custeio: 'restaurante' | 'plataforma' } | null;
  taxaEntrega: number;
  /** totalValue, or the legacy totalAmount. */
  totalValue: number;
  /**
   * Where its money goes (money/order-breakdown.ts): what every screen shows of the items, the
   * discount and who funds it, the fee, the rider's pay and the commission. Null only for a legacy
   * order without totalValue.
   */
  reparticao: OrderBreakdown | null;
  /**
   * Only on a rider's offer, whose breakdown is withheld (reparticao null): the rider's pay for
   * the ride (orders/rider-offer.record.ts).
   */
  corrida?: RidePay;
  pagamento: string;
  troco: number | null;
  /** A structured address, or the legacy plain text (deliveryAddress); null for a pickup order. */
  endereco: Address | string | null;
  /** 'Entrega' or 'Retirar no local' (Modalidade above); 'entrega' on orders from before pickup. */
  modalidade: Modalidade;
  clientName: string;
  clientPhone: string;
  /** Kept as stored: unknown values are shown as they are and rank last. */
  status: string;
  createdAt: Date | null;
  deliverymanId: string | null;
  acceptedAt: Date | null;
  ultimaAtualizacao: Date | null;
  observacoesPedido: string;
  /** The restaurant's number for the day (1, 2, ...), set by the server; null on older orders. */
  numero: number | null;
  /** A scheduled order's slot start (issue #54, orders/scheduling.ts); null: for now. */
  agendadoPara: Date | null;
  /** When a scheduled order was placed (its createdAt becomes the moment it reached the kitchen); null otherwise. */
  agendadoEm: Date | null;
  /** What its customer was told when the store paused or changed its hours over the slot (orders/schedule-notice.ts); null: nothing. */
  avisoAgenda: ScheduleNotice | null;
  /** Until when the restaurant may accept it (server time); null on older orders. */
  prazoAceiteEm: Date | null;
  /** When the restaurant accepted it, and the preparation time it promised (minutes). */
  aceitoEm: Date | null;
  tempoPreparoMin: number | null;
  /** Why the restaurant rejected it ('' when it did not). */
  motivoRejeicao: string;
  /** When the rider who claimed it picked it up at the restaurant (null until then). */
  retiradoEm: Date | null;
  /**
   * Who brings it, as the claimOrder function copied it from the rider's profile: the first name
   * and the phone the customer may call ('' before a claim, on older orders, or without a phone).
   */
  entregadorNome: string;
  entregadorTelefone: string;
  /** Pix copia e cola made by placeOrder for an order paid by Pix (null: not Pix, or the restaurant has no key). */
  pix: OrderPix | null;
  /** Paid in the app (issue #52, payments/online-payment.record.ts); null: paid at the door or the counter. */
  pagamentoOnline: OrderOnlinePayment | null;
  /** Parts of it given back (issue #52, payments/partial-refund.record.ts), oldest first; [] for none. */
  reembolsos: OrderRefund[];
  /** cityKey of the restaurant's city (issue #36); null on orders from before cities. */
  cidade: string | null;
  /** The restaurant's bairro, for the rider's list; null when not known. */
  bairroRestaurante: string | null;
  /** Where the store is on the map, as the order was placed (issue #54; null: not placed, a pickup, or older). */
  localizacaoLoja: GeoPoint | null;
  /** The ride its promise allowed, in minutes (issue #36); null on older orders (20). */
  corridaMin: number | null;
  /** The last time a rider gave it back before pickup, and why (issue #36); null when none did. */
  ultimaDevolucao: OrderRelease | null;
}

/** How an order is paid, as people read it: 'Pix pelo app' (issue #52), or the method used at the door. */
export function paymentLabel(order: Pick<Order, 'pagamento' | 'pagamentoOnline'>): string {
  return order.pagamentoOnline ? `${order.pagamento} pelo app` : order.pagamento;
}

/**
 * Paid in the app and never paid (waiting for its Pix, or its charge expired or failed): not the
 * kitchen's. The kitchen's board and history leave it out; it is no sale and no order of the day.
 */
export function isUnpaidOnline(order: Pick<Order, 'pagamentoOnline'>): boolean {
  return order.pagamentoOnline !== null && order.pagamentoOnline.pagoEm === null;
}

/** Short order id shown to people: the first 8 characters (SPEC.md section 9). */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/**
 * How people name an order aloud: the restaurant's number of the day, '#0042', or for older
 * orders without one the short id.
 */
export function orderNumberLabel(order: Pick<Order, 'id' | 'numero'>): string {
  return order.numero ? orderNumberText(order.numero) : `#${shortOrderId(order.id)}`;
}

/** When the customer placed the order: a released scheduled order's createdAt is when it reached the kitchen. */
export function placedAt(order: Pick<Order, 'createdAt' | 'agendadoEm'>): Date | null {
  return order.agendadoEm ?? order.createdAt;
}

/**
 * The order's id as a secondary reference, for support and the admin: 'Ref. QHpEyNH6'. null when
 * the order has no number of the day, since orderNumberLabel then already is the short id.
 */
export function orderReference(order: Pick<Order, 'id' | 'numero'>): string | null {
  return order.numero ? `Ref. ${shortOrderId(order.id)}` : null;
}

/**
 * An order where several restaurants' orders mix (the rider's lists, the admin): numbers of the
 * day repeat across restaurants, so the restaurant goes beside it: '#0042 · Cantina da Nonna'.
 */
export function orderNumberAt(order: Pick<Order, 'id' | 'numero' | 'restaurantName'>): string {
  return order.restaurantName ? `${orderNumberLabel(order)} · ${order.restaurantName}` : orderNumberLabel(order);
}

