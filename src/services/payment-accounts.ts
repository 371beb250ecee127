import { doc, onSnapshot } from 'firebase/firestore';
import { PAYMENT_STATUS_DOC, type PaymentAccountStatus } from '@/domain/payments/payment-account';
import { paymentAccountStatusFromData } from '@/domain/payments/payment-account.record';
import type { FinishPaymentAccountRequest } from '@/domain/payments/payment-account.schema';
import type { RefundOrderItemsRequest } from '@/domain/payments/partial-refund.schema';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';

/** A store's own Mercado Pago account (issue #52, domain/payments/payment-account.ts), and what it gives back. */

/** Whether the store's account is connected, live (dono, gerente and operators read it); null when never connected. */
export function subscribeToPaymentAccountStatus(restaurantId: string, onNext: (status: PaymentAccountStatus | null) => void, onError: (error: Error) => void): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'privado', PAYMENT_STATUS_DOC);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(paymentAccountStatusFromData(snapshot.data())), onError));
}

/** 'Conectar Mercado Pago': the provider's consent page for this store, where the dono goes next. */
export async function connectPaymentAccount(restaurantId: string): Promise<string> {
  return (await call('connectPaymentAccount', { restaurantId })).url;
}

/** Back from the provider with its code: the store connected; resolves with its id. */
export async function finishPaymentAccount(request: FinishPaymentAccountRequest): Promise<string> {
  return (await call('finishPaymentAccount', request)).restaurantId;
}

/** 'Desconectar'. */
export async function disconnectPaymentAccount(restaurantId: string): Promise<void> {
  await call('disconnectPaymentAccount', { restaurantId });
}

/** 'Reembolsar itens' (domain/payments/partial-refund.ts): part of an order paid in the app given back; resolves with the amount, centavos. */
export async function refundOrderItems(request: RefundOrderItemsRequest): Promise<number> {
  return (await call('refundOrderItems', request)).valor;
}
