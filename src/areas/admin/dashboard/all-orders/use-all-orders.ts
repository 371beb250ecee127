import type { Order } from '@/domain/orders/order';
import { ADMIN_PREVIEW_SIZE, getOrdersPage, subscribeToLatestOrders, type OrdersCursor } from '@/services/sales';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';
import { usePagedList, type PagedList } from '../../console/shared/use-paged-list';

/** How many of the newest orders 'Todos os Pedidos' shows live. */
export { ADMIN_PREVIEW_SIZE };

/** The newest orders of every restaurant, live. */
export function useLatestOrders(): LiveResult<Order[]> {
  return useSubscription<Order[]>('admin-latest', (onNext, onError) => subscribeToLatestOrders(ADMIN_PREVIEW_SIZE, onNext, onError));
}

/**
 * Every order, newest first, a page at a time (20 per 'Carregar mais') instead of reading them
 * all; read from the first page while the component using it is mounted.
 */
export function useOrderPages(): PagedList<Order> {
  return usePagedList('admin-orders', (after: OrdersCursor | null) => getOrdersPage(after).then((page) => ({ items: page.orders, next: page.next })));
}
