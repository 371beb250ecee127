import type { Settlement } from '@/domain/delivery/rider-settlements';
import type { DateRange } from '@/domain/shared/date-range';
import { confirmSettlementOf, subscribeToSettlementConfirmations, type SettlementConfirmations } from '@/services/rider-settlements';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/**
 * 'Acerto feito' between riders and restaurants (issue #38), for both sides: the rider's 'Meus
 * ganhos' and the restaurant's 'Financeiro'. `confirmations`: those of `who`'s settlements of the
 * days of `range`, live under `key` (nothing is read while `who` or `range` is null); `confirm`
 * resolves with null once confirmed, or why it was not, in Portuguese.
 */
export function useSettlementConfirmations(
  key: string,
  who: { entregadorId: string } | { restaurantId: string } | null,
  range: DateRange | null,
): { confirmations: LiveResult<SettlementConfirmations>; confirm: (settlement: Pick<Settlement, 'restaurantId' | 'deliverymanId' | 'dia'>) => Promise<string | null> } {
  const confirmations = useSubscription<SettlementConfirmations>(key, who && range ? (onNext, onError) => subscribeToSettlementConfirmations(who, range, onNext, onError) : null);
  return { confirmations, confirm: confirmSettlementOf };
}
