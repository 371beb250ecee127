import { refundOrderItems } from '@/services/payment-accounts';
import { useCallableSubmit } from '../../console/shared/use-callable-submit';

/** The operator's 'Reembolsar itens' on an order paid in the app (issue #52), through the refundOrderItems callable. */
export function useOrderRefund() {
  return useCallableSubmit(refundOrderItems, 'refundOrderItems');
}
