import { useState } from 'react';
import type { AppliedCoupon } from '@/domain/promotions/coupon';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { previewCoupon } from '@/services/coupon-preview';

const PREVIEW_FAILED_MESSAGE = 'Não foi possível conferir o cupom. Verifique sua conexão e tente novamente.';

/**
 * The checkout's 'Aplicar': the code is checked by the server (previewCoupon), and its terms go to
 * `onApplied`. `check` resolves whether it applied, the server refused it, or the check failed;
 * if not applied, `error` says why (the server's reason for a refusal, a connection text otherwise).
 */
export function useCouponPreview(restaurantId: string, onApplied: (coupon: AppliedCoupon) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(codigo: string): Promise<'applied' | 'refused' | 'failed'> {
    setBusy(true);
    setError(null);
    try {
      onApplied(await previewCoupon(restaurantId, codigo));
      return 'applied';
    } catch (failure) {
      const refused = failure instanceof CallableRefusal && failure.kind === 'refused';
      setError(refused ? failure.message : PREVIEW_FAILED_MESSAGE);
      return refused ? 'refused' : 'failed';
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, check };
}
