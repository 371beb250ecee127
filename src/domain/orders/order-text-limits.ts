/**
 * Apart from order-request.ts (the order's schema, with valibot) so that the app shell, which
 * reads the saved contact and addresses (accounts/account-details.record.ts), does not ship the order's schema
 * with its first paint (issue #27).
 */

/** Text limits of an order (also the inputs' maxLength). */
export const ORDER_TEXT_LIMITS = {
  lineNote: 140,
  orderNote: 300,
  clientName: 80,
  clientPhone: 30,
  rua: 120,
  numero: 20,
  bairro: 80,
  cidade: 80,
  cep: 10,
  estado: 2,
  complemento: 80,
} as const;
