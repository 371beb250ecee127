import { isDelivered } from './order-status';

/**
 * Less shown to whoever does not need it (issue #39): once an order is delivered, the kitchen and
 * the rider no longer need the customer's phone or street. The order keeps the bairro and the city
 * (the figures by area, the rider's earnings); the whole contact moves to
 * pedidos/{id}/privado/cliente, which only the customer and the operators read
 * (functions/src/orders/order-privacy.ts moves it, firestore.rules guard it).
 */

export const CUSTOMER_CONTACT_DOC = 'cliente';

/**
 * True when `order` (stored data) is delivered and still shows its customer's phone or street:
 * in its address, or in an older order's plain-text `deliveryAddress`.
 */
export function needsContactMoved(order: Record<string, unknown> | undefined): boolean {
  if (!order || !isDelivered(String(order.status ?? ''))) return false;
  const address = order.endereco;
  const street = typeof address === 'object' && address !== null && Object.keys(address).some((key) => key !== 'bairro' && key !== 'cidade');
  const legacyStreet = typeof order.deliveryAddress === 'string' && order.deliveryAddress.trim() !== '';
  return Boolean(order.clientPhone) || street || legacyStreet;
}
