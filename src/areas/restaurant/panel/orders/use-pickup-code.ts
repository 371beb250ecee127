import { useState } from 'react';
import type { Order } from '@/domain/orders/order';
import { PICKUP_OVERRIDE_REFUSED_MESSAGE } from '@/domain/orders/pickup-counter';
import { CodeRefusedError } from '@/domain/orders/typed-code';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { confirmPickupCode, confirmPickupWithoutCode } from '@/services/pickup';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

const PICKUP_WRITE_FAILED = 'Não foi possível confirmar a retirada. Verifique a conexão e tente novamente.';

/**
 * 'Retirado' at the counter (issue #40): `confirm` sends the code the customer shows; a wrong code
 * says so, with the tries left (services/pickup.ts), and once they run out `locked` offers
 * `override`, the managers' 'Confirmar retirada sem código'.
 */
export function usePickupCode(order: Pick<Order, 'id' | 'restaurantId'>) {
  const [locked, setLocked] = useState(false);
  const { run, pending, error } = usePanelWrite();

  function confirm(code: string) {
    return run(() => confirmPickupCode(order.restaurantId, order.id, code), {
      log: 'Erro ao confirmar retirada',
      failure: (caught) => {
        if (caught instanceof CodeRefusedError && caught.reason === 'locked') setLocked(true);
        return caught instanceof CodeRefusedError ? caught.message : PICKUP_WRITE_FAILED;
      },
    });
  }

  function override() {
    return run(() => confirmPickupWithoutCode(order.restaurantId, order.id), {
      log: 'Erro ao confirmar retirada sem código',
      // Refused by the rules: an atendente's try (managers only).
      failure: (caught) => (firebaseErrorCode(caught) === 'permission-denied' ? PICKUP_OVERRIDE_REFUSED_MESSAGE : PICKUP_WRITE_FAILED),
    });
  }

  return { confirm, override, locked, pending, error };
}
