import { dropOffDistrict } from '../delivery/address';
import type { RidePay } from '../money/order-breakdown';
import type { StoredData } from '../shared/stored-values';
import type { Order } from './order';
import { orderFromData } from './order.record';
import { breakdownFromData } from './order-money.record';

/**
 * A rider's offer (ofertas/{restaurantId}:{orderId}, delivery/rider-offer.ts), both ways: the
 * Functions write it from the stored order (riderOfferOf) and the riders' list reads it as the
 * order it stands for (offerFromData).
 */

/** The order's fields an offer copies as they are: the pickup, the payment, the figures, the times. */
const COPIED_FIELDS = [
  'numero',
  'restaurantName',
  'restaurantAddress',
  'restaurantPhone',
  'cidade',
  'bairroRestaurante',
  'pagamento',
  'troco',
  'taxaEntrega',
  'status',
  'deliverymanId',
  'createdAt',
  'aceitoEm',
  'tempoPreparoMin',
  'corridaMin',
] as const;

/**
 * The offer of a stored order: the copied fields, the ids, the drop-off cut to its bairro and
 * city, and of the order's breakdown only the rider's pay (`corrida`, issue #50): the store's
 * contract rate and share stay with the store and Sabor.
 */
export function riderOfferOf(restaurantId: string, orderId: string, order: Record<string, unknown>): Record<string, unknown> {
  // An order of an older client stored its total as totalAmount, and its address as plain text
  // (deliveryAddress): the offer carries that one's bairro and city too, never its street (issue #51).
  const total = order.totalValue ?? order.totalAmount;
  const endereco = dropOffDistrict(order.endereco ?? order.deliveryAddress);
  const offer: Record<string, unknown> = { restaurantId, orderId, endereco, ...(total === undefined ? {} : { totalValue: total }) };
  for (const field of COPIED_FIELDS) {
    if (order[field] !== undefined) offer[field] = order[field];
  }
  const breakdown = breakdownFromData(order);
  if (breakdown) offer.corrida = { entregador: breakdown.entregador, complementoEntrega: breakdown.complementoEntrega } satisfies RidePay;
  return offer;
}

const wholeCentavos = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * An offer read as the order it stands for: the customer's fields empty, no breakdown, and the
 * rider's pay as the offer carries it (an offer without one, from before, pays its fee).
 */
export function offerFromData(data: StoredData): Order {
  const order = orderFromData(String(data.orderId ?? ''), String(data.restaurantId ?? ''), data);
  const ride = (data.corrida ?? {}) as StoredData;
  const corrida = wholeCentavos(ride.entregador) && wholeCentavos(ride.complementoEntrega) ? { entregador: ride.entregador, complementoEntrega: ride.complementoEntrega } : undefined;
  return { ...order, reparticao: null, ...(corrida ? { corrida } : {}) };
}
