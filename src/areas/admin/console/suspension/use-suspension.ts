import type { SetSuspensionRequest } from '@/domain/operator/moderation.schema';
import { setSuspension } from '@/services/admin-moderation';
import { useCallableSubmit } from '../shared/use-callable-submit';

/** 'Suspender' / 'Retirar suspensão', sent to the setSuspension callable. */
export function useSetSuspension() {
  return useCallableSubmit((request: SetSuspensionRequest) => setSuspension(request), 'setSuspension');
}
