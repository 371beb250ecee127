import type { Order } from '@/domain/orders/order';
import { scheduledForText } from '@/domain/orders/scheduling';
import { CancelOrderNotice } from './CancelOrderNotice';

/**
 * A scheduled order waiting for its slot (issue #54): for when, that the kitchen gets it in time to
 * have it ready then, and the customer's way out until it does.
 */
export function ScheduledWait({ order, now }: { order: Order; now: Date }) {
  if (!order.agendadoPara) return null;
  const when = scheduledForText(order.agendadoPara, now);
  const nothingOwed = order.pagamentoOnline ? 'o valor pago pelo app será devolvido' : 'nada será cobrado';
  return (
    <CancelOrderNotice order={order} confirmText={`O pedido agendado para ${when} será cancelado e ${nothingOwed}.`}>
      Pedido agendado para {when}. O restaurante recebe o pedido a tempo de prepará-lo para esse horário, e você é avisado quando ele chegar à cozinha.
    </CancelOrderNotice>
  );
}
