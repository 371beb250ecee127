/**
 * What a rider sees of an order before taking it (issue #39, least privilege): where to pick it
 * up, the drop-off bairro and the amounts, never the customer's name, phone or street. Riders no
 * longer read waiting orders themselves: each order that waits for a rider has an offer,
 * ofertas/{restaurantId}:{orderId}, kept by the Functions (functions/src/orders/rider-offers.ts: the
 * order trigger, and claimOrder and releaseOrder in their transactions) and read by the riders of
 * its city (firestore.rules). Once claimed, the rider reads the order itself, contact included.
 * The offer document itself, both ways, is orders/rider-offer.record.ts.
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
