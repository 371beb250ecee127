import type { Centavos } from '@/domain/shared/money';
import { subscribeToCreditBalance } from '@/services/customer-credits';
import { useSubscription } from '@/ui/use-subscription';

/** The signed-in customer's Sabor credits, live (issue #53): 'Meus créditos' and the checkout read it. */
export function useCreditBalance(uid: string | null) {
  return useSubscription<Centavos>(`creditos:${uid ?? ''}`, uid ? (onNext, onError) => subscribeToCreditBalance(uid, onNext, onError) : null);
}
