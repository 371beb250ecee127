import type { Coupon } from '@/domain/promotions/coupon';
import type { CouponTerms } from '@/domain/promotions/coupon.form';
import { panelWriteMessage } from '@/domain/shared/write-refusal';
import { createCoupon, DuplicateCouponError, setCouponActive, subscribeToCoupons, updateCoupon, type CouponScope } from '@/services/coupons';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

const SAVE_FAILED_MESSAGE = 'Não foi possível salvar o cupom. Verifique a conexão e tente novamente.';

/**
 * A list of coupons and its writes, as the coupon section (src/ui/coupons) shows them. A write
 * resolves with the failure's Portuguese text, or null when it worked, so the section keeps what
 * was typed and says why.
 */
export interface CouponsData {
  coupons: LiveResult<Coupon[]>;
  /** 'Pausar' / 'Reativar'. */
  setActive: (coupon: Coupon, ativo: boolean) => Promise<string | null>;
  /** Edits `coupon`, or creates one (in the city `cidade`, for the cities' coupons) when it is null. */
  save: (coupon: Coupon | null, terms: CouponTerms, cidade: string) => Promise<string | null>;
}

/** The text of a failed coupon write: a taken code says so; a role refusal or anything else gets the panel's texts. */
function saveFailure(failure: unknown): string {
  return failure instanceof DuplicateCouponError ? failure.message : panelWriteMessage(failure, SAVE_FAILED_MESSAGE);
}

/**
 * 'Cupons' (issue #40), live: a store's (`{ restaurantId }`, the panel's menu tab) or every
 * city's (`{ cidades: true }`, the console's 'Cidades'), with their writes. `scope` null: nothing
 * to read (yet, or for this person: the panel's atendente), so nothing is listened to.
 */
export function useCoupons(scope: CouponScope | null): CouponsData {
  const key = scope === null ? 'cupons' : `cupons:${'restaurantId' in scope ? scope.restaurantId : 'cidades'}`;
  const coupons = useSubscription<Coupon[]>(key, scope === null ? null : (onNext, onError) => subscribeToCoupons(scope, onNext, onError));

  async function setActive(coupon: Coupon, ativo: boolean): Promise<string | null> {
    try {
      await setCouponActive(coupon.id, ativo);
      return null;
    } catch (failure) {
      return panelWriteMessage(failure, SAVE_FAILED_MESSAGE);
    }
  }

  async function save(coupon: Coupon | null, terms: CouponTerms, cidade: string): Promise<string | null> {
    try {
      if (coupon) await updateCoupon(coupon.id, terms);
      else await createCoupon(scope !== null && 'restaurantId' in scope ? { restaurantId: scope.restaurantId } : { cidade }, terms);
      return null;
    } catch (failure) {
      return saveFailure(failure);
    }
  }

  return { coupons, setActive, save };
}
