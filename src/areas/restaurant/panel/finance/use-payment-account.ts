import { useState } from 'react';
import type { PaymentAccountStatus } from '@/domain/payments/payment-account';
import { refusalText } from '@/domain/shared/callable-refusal';
import { connectPaymentAccount, disconnectPaymentAccount, subscribeToPaymentAccountStatus } from '@/services/payment-accounts';
import { useSubscription } from '@/ui/use-subscription';

/** The store's Mercado Pago connection, live. */
export function usePaymentAccountStatus(restaurantId: string) {
  return useSubscription<PaymentAccountStatus | null>(`pagamentos/${restaurantId}`, (onNext, onError) => subscribeToPaymentAccountStatus(restaurantId, onNext, onError));
}

/**
 * 'Conectar Mercado Pago' (to the provider's page, leaving the app) and 'Desconectar': `busy`
 * while the callable runs, `error` says why it was refused.
 */
export function usePaymentAccountActions(restaurantId: string, go: (url: string) => void = (url) => window.location.assign(url)) {
  const [busy, setBusy] = useState<'connect' | 'disconnect' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: 'connect' | 'disconnect') {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'connect') {
        go(await connectPaymentAccount(restaurantId));
        return;
      }
      await disconnectPaymentAccount(restaurantId);
    } catch (failure) {
      console.error('Erro na conta Mercado Pago', failure);
      setError(refusalText(failure, kind === 'connect' ? 'Não foi possível abrir o Mercado Pago. Tente de novo.' : 'Não foi possível desconectar. Tente de novo.'));
    }
    setBusy(null);
  }

  return { busy, error, connect: () => void run('connect'), disconnect: () => void run('disconnect') };
}
