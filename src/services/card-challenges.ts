import type { OrderTarget } from '@/domain/orders/order-claim';
import type { OnlinePaymentState } from '@/domain/payments/online-payment';
import { call } from './callable-refusal';

/**
 * After the bank's 3-D Secure page said it was done (issue #52): the card payment read from
 * Mercado Pago and applied to the order (functions/src/payments/card-challenges.ts); resolves with
 * the payment's state. The order's page follows the order live, so it moves on either way.
 */
export async function checkCardPayment(target: OrderTarget): Promise<OnlinePaymentState> {
  return (await call('checkCardPayment', target)).estado;
}
