/**
 * 'Aceitar Pedido': which order a rider claims, and why the server may say no
 * (functions/src/orders/claim-order.ts decides, src/services/delivery.ts shows the text).
 */

/** One order of one restaurant: what claimOrder receives and what a deadline task carries. */
export interface OrderTarget {
  restaurantId: string;
  orderId: string;
}

/** The codes claimOrder refuses with. */
export const CLAIM_REFUSAL_CODES = ['not-a-rider', 'taken', 'unavailable', 'full', 'other-city', 'off-duty'] as const;
export type ClaimRefusalCode = (typeof CLAIM_REFUSAL_CODES)[number];

/** SPEC.md section 8, Rider: the person is not signed in as a rider. */
export const NOT_A_RIDER_MESSAGE = 'Você precisa estar logado como motoboy para aceitar pedidos.';
/** Another rider was faster: what the slower rider is told. */
export const ORDER_TAKEN_MESSAGE = 'Outro entregador já aceitou este pedido.';
/** The order is gone or no longer waits for a rider (the restaurant moved it). */
export const ORDER_UNAVAILABLE_MESSAGE = 'Este pedido não está mais disponível para entrega.';
