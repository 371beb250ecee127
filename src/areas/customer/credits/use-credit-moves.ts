import type { CreditMove } from '@/domain/money/customer-credit.record';
import { subscribeToCreditMoves } from '@/services/customer-credits';
import { useSubscription } from '@/ui/use-subscription';

/** The moves of the signed-in customer's Sabor credits, newest first, live. */
export function useCreditMoves(uid: string | null) {
  return useSubscription<CreditMove[]>(`creditos-movimentos:${uid ?? ''}`, uid ? (onNext, onError) => subscribeToCreditMoves(uid, onNext, onError) : null);
}
