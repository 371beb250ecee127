import { dropOffDistrict } from './address';

/**
 * What a rider sees of an order before taking it (issue #39, least privilege): where to pick it
 * up, the drop-off bairro and the amounts, never the customer's name, phone or street. Riders no
 * longer read waiting orders themselves: each order that waits for a rider has an offer,
 * ofertas/{restaurantId}:{orderId}, kept by the Functions (functions/src/orders/rider-offers.ts: the
 * order trigger, and claimOrder and releaseOrder in their transactions) and read by the riders of
 * its city (firestore.rules). Once claimed, the rider reads the order itself, contact included.
 */

export const RIDER_OFFERS = 'ofertas';

/** The offer's document id: the restaurant and the order, as order ids are unique per restaurant only. */
export function riderOfferId(restaurantId: string, orderId: string): string {
  return `${restaurantId}:${orderId}`;
}

/** True when the stored order waits for a rider and none holds it: it is on offer. */
export function isOnOffer(order: Record<string, unknown> | undefined): boolean {
  // A pickup order ('Retirar no local') never waits for a rider, whatever its status says.
  return order?.status === 'aguardando_entregador' && (order.deliverymanId ?? null) === null && order.modalidade !== 'retirada';
}

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
  // The rider's pay for the ride is in it (issue #50); the rider who takes the order reads all of it anyway.
  'reparticao',
  'status',
  'deliverymanId',
  'createdAt',
  'aceitoEm',
  'tempoPreparoMin',
  'corridaMin',
] as const;

/**
 * The offer of a stored order: the copied fields, the ids, and the drop-off cut to its bairro and
 * city. Read back with the order's own decoder (domain/orders/order.record.ts), the missing
 * customer fields come out empty.
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
  return offer;
}
