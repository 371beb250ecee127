import type { Address } from '../delivery/address';
import { isGeoPoint, type GeoPoint } from '../delivery/geo-point';
import type { DeliveryRule } from '../delivery/delivery-areas';
import { toFrozenChoices } from '../catalog/menu.record';
import type { OrderBreakdown } from '../money/order-breakdown';
import { toOrderPix } from '../money/pix-charge';
import { orderRefundsFromData } from '../payments/partial-refund.record';
import { onlinePaymentFromData } from '../payments/online-payment.record';
import type { OrderCoupon } from '../promotions/coupon';
import { toDate, toNullableText, toNumber, toText, type StoredData } from '../shared/stored-values';
import type { Modalidade, Order, OrderItem, PaymentMethod } from './order';
import type { OrderRelease } from './order-release';
import type { ScheduleNotice } from './schedule-notice';
import { breakdownFromData } from './order-money.record';

/**
 * A stored order (restaurantes/{r}/pedidos/{id}), both ways. placeOrder writes PricedOrder
 * (priced by checkout/order-pricing.ts) through orderData; the screens read the whole order
 * (orderFromData, which also reads the legacy fields older clients wrote), and the server's
 * counts read its figures through orders/order-money.record.ts.
 */
function toItems(value: unknown): OrderItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    const read: OrderItem = { quantidade: toNumber(item.quantidade, 1), nome: toText(item.nome), preco: toNumber(item.preco, 0), observacoes: toText(item.observacoes) };
    if (typeof item.productId === 'string' && item.productId) {
      read.productId = item.productId;
      read.size = typeof item.size === 'string' ? item.size : null;
      read.flavor = typeof item.flavor === 'string' ? item.flavor : null;
      read.complementos = toFrozenChoices(item.complementos);
    }
    const regular = toNumber(item.precoDe, 0);
    if (regular > read.preco) read.precoDe = regular;
    return [read];
  });
}

/** The coupon an order was placed with: its code and who paid the discount; null for none. */
function toOrderCoupon(value: unknown): Order['cupom'] {
  if (typeof value !== 'object' || value === null) return null;
  const coupon = value as StoredData;
  const codigo = toText(coupon.codigo);
  return codigo ? { codigo, custeio: coupon.custeio === 'plataforma' ? 'plataforma' : 'restaurante' } : null;
}

function toAddress(data: StoredData): Address | string | null {
  return toOrderAddress(data.endereco ?? data.deliveryAddress);
}

/** A stored delivery address (a map, or the legacy text), or null. */
export function toOrderAddress(value: unknown): Address | string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const address: Address = { rua: toText(raw.rua), numero: toText(raw.numero), bairro: toText(raw.bairro), cidade: toText(raw.cidade), cep: toText(raw.cep) };
  if (typeof raw.estado === 'string') address.estado = raw.estado;
  if (typeof raw.complemento === 'string') address.complemento = raw.complemento;
  if (isGeoPoint(raw.ponto)) address.ponto = { lat: raw.ponto.lat, lng: raw.ponto.lng };
  return address;
}

/**
 * The order of `restaurantId` stored under `id`, with the spec's defaults; reads the legacy
 * totalAmount and deliveryAddress the rider page also accepts.
 */
export function orderFromData(id: string, restaurantId: string, data: StoredData): Order {
  return {
    id,
    restaurantId: toText(data.restaurantId) || restaurantId,
    restaurantName: toText(data.restaurantName),
    restaurantAddress: toText(data.restaurantAddress),
    restaurantPhone: toText(data.restaurantPhone),
    userId: toText(data.userId),
    itens: toItems(data.itens),
    subTotal: toNumber(data.subTotal, 0),
    desconto: Math.max(0, toNumber(data.desconto, 0)),
    cupom: toOrderCoupon(data.cupom),
    taxaEntrega: toNumber(data.taxaEntrega, 0),
    totalValue: toNumber(data.totalValue ?? data.totalAmount, 0),
    reparticao: breakdownFromData(data),
    pagamento: toText(data.pagamento),
    troco: data.troco === null || data.troco === undefined ? null : toNumber(data.troco, 0),
    endereco: toAddress(data),
    modalidade: data.modalidade === 'retirada' ? 'retirada' : 'entrega',
    clientName: toText(data.clientName),
    clientPhone: toText(data.clientPhone),
    status: toText(data.status, 'novo_pedido') || 'novo_pedido',
    createdAt: toDate(data.createdAt),
    deliverymanId: toNullableText(data.deliverymanId),
    acceptedAt: toDate(data.acceptedAt),
    ultimaAtualizacao: toDate(data.ultimaAtualizacao),
    observacoesPedido: toText(data.observacoesPedido),
    numero: typeof data.numero === 'number' && Number.isInteger(data.numero) && data.numero > 0 ? data.numero : null,
    agendadoPara: toDate(data.agendadoPara),
    agendadoEm: toDate(data.agendadoEm),
    avisoAgenda: toScheduleNotice(data.avisoAgenda),
    prazoAceiteEm: toDate(data.prazoAceiteEm),
    aceitoEm: toDate(data.aceitoEm),
    tempoPreparoMin: typeof data.tempoPreparoMin === 'number' && data.tempoPreparoMin > 0 ? data.tempoPreparoMin : null,
    motivoRejeicao: toText(data.motivoRejeicao),
    retiradoEm: toDate(data.retiradoEm),
    entregadorNome: toText(data.entregadorNome),
    entregadorTelefone: toText(data.entregadorTelefone),
    pix: toOrderPix(data.pix, toDate),
    pagamentoOnline: onlinePaymentFromData(data.pagamentoOnline),
    reembolsos: orderRefundsFromData(data.reembolsos),
    cidade: toNullableText(data.cidade),
    bairroRestaurante: toNullableText(data.bairroRestaurante),
    localizacaoLoja: isGeoPoint(data.localizacaoLoja) ? { lat: data.localizacaoLoja.lat, lng: data.localizacaoLoja.lng } : null,
    corridaMin: typeof data.corridaMin === 'number' && data.corridaMin > 0 ? data.corridaMin : null,
    ultimaDevolucao: toOrderRelease(data.ultimaDevolucao),
  };
}

function toScheduleNotice(value: unknown): ScheduleNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const notice = value as StoredData;
  const chave = toText(notice.chave);
  const ate = toDate(notice.ate);
  if (notice.motivo === 'pausa' && ate) return { motivo: 'pausa', ate, chave };
  return notice.motivo === 'horario' ? { motivo: 'horario', chave } : null;
}

function toOrderRelease(value: unknown): OrderRelease | null {
  if (typeof value !== 'object' || value === null) return null;
  const release = value as StoredData;
  return { entregadorNome: toText(release.entregadorNome), motivo: toText(release.motivo), em: toDate(release.em) };
}

/** Where an order's delivery fee came from, kept on the order (issue #26). */
export interface StoredDeliveryRule extends DeliveryRule {
  /** The free-delivery threshold in force (reais), and whether this order reached it. */
  gratisAcima: number | null;
  gratis: boolean;
}

/** The order document of SPEC.md section 7, minus the server-set createdAt. */
export interface PricedOrder {
  itens: OrderItem[];
  subTotal: number;
  /** What the coupon took off the items, reais (0 without one). */
  desconto: number;
  /** The coupon as it applied (src/domain/promotions/coupon.ts), null without one. */
  cupom: OrderCoupon | null;
  taxaEntrega: number;
  regraEntrega: StoredDeliveryRule;
  totalValue: number;
  /** The commission rate it was placed under (domain/money/commission-ledger.ts). */
  comissaoPercentual: number;
  /** Where its money goes (money/order-breakdown.ts), in centavos; read back by breakdownFromData. */
  reparticao: OrderBreakdown;
  pagamento: PaymentMethod;
  troco: number | null;
  /** null for a pickup order. */
  endereco: Address | null;
  /** 'Entrega' or 'Retirar no local' (Modalidade in domain/orders/order.ts). */
  modalidade: Modalidade;
  clientName: string;
  clientPhone: string;
  /** 'agendado' for a later slot (issue #54): it waits apart until scheduledOrderData's liberarEm. */
  status: 'novo_pedido' | 'agendado';
  /** A scheduled order's slot start (orders/scheduling.ts); absent: for now. */
  agendadoPara?: Date;
  restaurantId: string;
  restaurantName: string;
  /** Where the rider picks it up, as the restaurant has it now (a later move does not change it). */
  restaurantAddress: string;
  restaurantPhone: string;
  /**
   * cityKey of the restaurant's city (src/domain/delivery/cities.ts), null for a restaurant from
   * before cities: a rider lists and claims only their own city's orders (issue #36).
   */
  cidade: string | null;
  /** The restaurant's bairro, for the rider's list; null when it is not known. */
  bairroRestaurante: string | null;
  /** Where the store is on the map, as it was placed (null: not placed, or a pickup). */
  localizacaoLoja: GeoPoint | null;
  /** The ride the time promise allowed (delivery-time.ts rideMinutes): the customer's forecast uses it. */
  corridaMin: number;
  userId: string;
  deliverymanId: null;
  acceptedAt: null;
  observacoesPedido: string;
}

/**
 * The document placeOrder creates for `order`: not numbered yet (order-numbers.ts gives the
 * number of the day right after), with its deadline to be accepted and its creation time in the
 * writer's own types (a Timestamp and the server's time), which the domain does not know.
 */
export function orderData<Moment, ServerTime>(order: PricedOrder, prazoAceiteEm: Moment, createdAt: ServerTime): StoredData {
  return { ...order, numero: null, prazoAceiteEm, createdAt };
}

/**
 * A scheduled order (issue #54, orders/scheduling.ts) as it waits apart ('Agendados'): no number
 * and no time to answer yet (no `numero` at all, so the numbering passes leave it), and when it
 * reaches the board (`liberarEm`: boardAt). functions/src/orders/scheduled-orders.ts gives it both
 * then, and its createdAt becomes that moment: the kitchen's day it is cooked in, which the board,
 * the sales, the statements and the riders' settlements count by. `agendadoEm` keeps when it was placed.
 */
export function scheduledOrderData<Moment, ServerTime>(order: PricedOrder, liberarEm: Moment, createdAt: ServerTime): StoredData {
  return { ...order, status: 'agendado', prazoAceiteEm: null, liberarEm, createdAt };
}

/**
 * An order paid in the app (issue #52), as it waits for its payment: not the kitchen's yet, so no
 * time to answer and no number of the day (no `numero` at all: the numbering passes look for
 * null, and must not number it). payments/order-payments.ts gives both once it is paid.
 */
export function unpaidOrderData<ServerTime>(order: PricedOrder, pagamentoOnline: StoredData, createdAt: ServerTime): StoredData {
  return { ...order, status: 'aguardando_pagamento', prazoAceiteEm: null, pagamentoOnline, createdAt };
}
