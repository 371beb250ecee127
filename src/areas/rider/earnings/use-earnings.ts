import type { DateRange } from '@/domain/shared/date-range';
import { getMyDeliveries } from '@/services/rider-earnings';
import { useSettlementConfirmations } from '@/state/use-settlement-confirmations';
import { useLoad } from '@/ui/use-load';
import { useSubscription } from '@/ui/use-subscription';
import type { RiderRating } from '@/domain/delivery/delivery-review.record';
import { subscribeToRiderRating } from '@/services/delivery-reviews';

/**
 * 'Meus ganhos' of `range`: the rider's deliveries (read once per period) and the confirmations of
 * the settlements with each restaurant (live), with `confirm` ('Acerto feito'). Nothing is read
 * until the rider (`uid`) and the period are known.
 */
export function useEarnings(uid: string | null, range: DateRange | null) {
  const key = uid && range ? `ganhos:${uid}:${range.start.getTime()}-${range.end.getTime()}` : null;
  const deliveries = useLoad(key, () => getMyDeliveries(uid!, range!));
  const { confirmations, confirm } = useSettlementConfirmations(`acertos:${key}`, key && uid ? { entregadorId: uid } : null, range);
  return { deliveries, confirmations, confirm };
}

/** The rider's tally of stars from customers, live (issue #53); null before the first rating. */
export function useMyRiderRating(uid: string | null) {
  return useSubscription<RiderRating | null>(`nota-entregador:${uid ?? ''}`, uid ? (onNext, onError) => subscribeToRiderRating(uid, onNext, onError) : null);
}
