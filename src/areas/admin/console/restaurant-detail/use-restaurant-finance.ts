import type { Statement } from '@/domain/money/statements';
import { adjustCommission, proposeContract } from '@/services/partner-contract';
import { subscribeToUnpaidStatements } from '@/services/statements';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';
import { useCallableSubmit } from '../shared/use-callable-submit';

/** The restaurant's statements not paid yet, live: its balance for the operator. */
export function useUnpaidStatements(restaurantId: string): LiveResult<Statement[]> {
  return useSubscription<Statement[]>(`unpaid:${restaurantId}`, (onNext, onError) => subscribeToUnpaidStatements(restaurantId, onNext, onError));
}

/** 'Propor nova taxa', through the proposeContract callable. */
export function useProposeContract() {
  return useCallableSubmit(proposeContract, 'proposeContract');
}

/** 'Lançar ajuste', through the adjustCommission callable. */
export function useAdjustCommission() {
  return useCallableSubmit(adjustCommission, 'adjustCommission');
}
