import type { AuditEntry } from '@/domain/operator/moderation';
import { AUDIT_TRAIL_LIMIT, subscribeToAuditTrail } from '@/services/admin-moderation';
import { useRetryableSubscription } from '../shared/use-console-read';

/** How many entries the trail shows. */
export { AUDIT_TRAIL_LIMIT };

/** The newest audit entries about `targetIds`, live; `retry` listens again after an error. */
export function useAuditTrail(targetIds: string[]) {
  return useRetryableSubscription<AuditEntry[]>(`auditoria/${targetIds.join(',')}`, (onNext, onError) => subscribeToAuditTrail(targetIds, onNext, onError));
}
