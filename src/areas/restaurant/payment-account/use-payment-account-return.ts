import { PAYMENT_ACCOUNT_MESSAGES } from '@/domain/payments/payment-account';
import { refusalText } from '@/domain/shared/callable-refusal';
import { finishPaymentAccount } from '@/services/payment-accounts';
import { useLoad } from '@/ui/use-load';

export type PaymentReturn = { status: 'working' } | { status: 'done' } | { status: 'failed'; text: string };

/**
 * Each connection's exchange, by its state: a code is good for one exchange, and React may start
 * the page's read twice (a development re-mount, a re-render with the same address).
 */
const exchanges = new Map<string, Promise<string>>();

/**
 * What Mercado Pago's return to the panel came to: `code` and `state` exchanged once through
 * finishPaymentAccount; a return without a code (the dono cancelled: `error`) needs no call.
 */
export function usePaymentAccountReturn(params: URLSearchParams): PaymentReturn {
  const code = params.get('code');
  const state = params.get('state');
  const answered = !params.get('error') && code && state ? state : null;
  const result = useLoad<string>(answered, () => {
    const key = answered ?? '';
    if (!exchanges.has(key)) exchanges.set(key, finishPaymentAccount({ code: code ?? '', state: key }));
    return exchanges.get(key)!;
  });
  if (!answered) return { status: 'failed', text: PAYMENT_ACCOUNT_MESSAGES.denied };
  if (result.status === 'loading') return { status: 'working' };
  if (result.status === 'success') return { status: 'done' };
  return { status: 'failed', text: refusalText(result.error, PAYMENT_ACCOUNT_MESSAGES.failed) };
}
