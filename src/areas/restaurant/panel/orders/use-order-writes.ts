import type { BlockedCustomer } from '@/domain/orders/blocks';
import type { Order } from '@/domain/orders/order';
import type { RejectionReason } from '@/domain/orders/order-lifecycle';
import { blockCustomer, unblockCustomer } from '@/services/blocks';
import { acceptOrder, extendPrepTime, rejectOrder, setPixReceived, updateOrderStatus } from '@/services/orders';
import { pauseOrders } from '@/services/restaurants';
import { refundOrderItems } from '@/services/payment-accounts';
import { toCallableRefusal } from '@/domain/shared/callable-refusal';
import type { RefundOrderItemsRequest } from '@/domain/payments/partial-refund.schema';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

const ORDER_WRITE_FAILED = 'Não foi possível atualizar o pedido. Verifique a conexão e tente novamente.';

/** An order card's buttons: each write keyed by its button ('accept', 'reject', 'advance', 'extend', 'pix'). */
export function useOrderWrites(order: Order) {
  const { run, pendingKey, error } = usePanelWrite();
  const write = (key: string, work: () => Promise<unknown>) => void run(work, { key, log: 'Erro ao atualizar pedido', failure: ORDER_WRITE_FAILED });
  return {
    pendingKey,
    error,
    accept: (minutes: number) => write('accept', () => acceptOrder(order, minutes)),
    reject: (reason: RejectionReason) => write('reject', () => rejectOrder(order, reason)),
    advance: (to: Parameters<typeof updateOrderStatus>[1]) => write('advance', () => updateOrderStatus(order.id, to, order.restaurantId)),
    extend: () => write('extend', () => extendPrepTime(order)),
    setPixReceived: (received: boolean) => write('pix', () => setPixReceived(order, received)),
  };
}

/** 'Pausar pedidos' and 'Retomar pedidos' (`until` null). Resolves whether it worked. */
export function usePauseOrders(restaurantId: string) {
  const { run, pending, error } = usePanelWrite();
  const pause = (until: Date | null) =>
    run(() => pauseOrders(restaurantId, until), {
      log: 'Erro ao pausar pedidos',
      failure: until ? 'Não foi possível pausar os pedidos. Verifique a conexão e tente novamente.' : 'Não foi possível retomar os pedidos. Verifique a conexão e tente novamente.',
    });
  return { pause, pending, error };
}

/** 'Bloquear cliente' for the order's customer. Resolves whether it worked. */
export function useBlockCustomer(order: Pick<Order, 'id' | 'restaurantId' | 'userId' | 'clientName'>) {
  const { run, pending, error, setError } = usePanelWrite();
  const block = () => run(() => blockCustomer(order), { log: 'Erro ao bloquear cliente', failure: 'Não foi possível bloquear o cliente. Verifique a conexão e tente novamente.' });
  return { block, pending, error, clearError: () => setError(null) };
}

/** 'Desbloquear', keyed by the customer being unblocked. */
export function useUnblockCustomer(restaurantId: string) {
  const { run, pendingKey, error } = usePanelWrite();
  const unblock = (entry: BlockedCustomer) =>
    void run(() => unblockCustomer(restaurantId, entry.customerId), {
      key: entry.customerId,
      log: 'Erro ao desbloquear cliente',
      failure: `Não foi possível desbloquear ${entry.nome}. Verifique a conexão e tente novamente.`,
    });
  return { unblock, unblocking: pendingKey, error };
}

/** 'Reembolsar itens' (issue #52): part of an order paid in the app given back. Resolves whether it worked; a refusal's text stays in `error`. */
export function useRefundItems() {
  const { run, pending, error, setError } = usePanelWrite();
  const refund = (request: RefundOrderItemsRequest) =>
    run(() => refundOrderItems(request), { log: 'Erro ao reembolsar itens', failure: (caught) => toCallableRefusal(caught).message });
  return { refund, pending, error, clearError: () => setError(null) };
}
