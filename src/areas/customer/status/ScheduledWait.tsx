import type { Order } from '@/domain/orders/order';
import { scheduleNoticeChange, scheduleNoticeChoice } from '@/domain/orders/schedule-notice';
import { scheduledForText } from '@/domain/orders/scheduling';
import { CancelOrderNotice } from './CancelOrderNotice';

/**
 * A scheduled order waiting for its slot (issue #54): for when, that the kitchen gets it in time to
 * have it ready then, and the customer's way out until it does; and, when the store paused or
 * changed its hours over the slot since, what changed and the choice (orders/schedule-notice.ts).
 */
export function ScheduledWait({ order, now }: { order: Order; now: Date }) {
  if (!order.agendadoPara) return null;
  const when = scheduledForText(order.agendadoPara, now);
  const paidOnline = order.pagamentoOnline?.pagoEm != null;
  const nothingOwed = paidOnline ? 'o valor pago pelo app será devolvido' : 'nada será cobrado';
  const confirmText = `O pedido agendado para ${when} será cancelado e ${nothingOwed}.`;
  if (order.avisoAgenda) {
    return (
      <CancelOrderNotice order={order} confirmText={confirmText} tone="warning">
        <strong>{scheduleNoticeChange(order.avisoAgenda, order.restaurantName, order.agendadoPara, now)}</strong> {scheduleNoticeChoice(paidOnline)}
      </CancelOrderNotice>
    );
  }
  return (
    <CancelOrderNotice order={order} confirmText={confirmText}>
      Pedido agendado para {when}. O restaurante recebe o pedido a tempo de prepará-lo para esse horário, e você é avisado quando ele chegar à cozinha.
    </CancelOrderNotice>
  );
}
