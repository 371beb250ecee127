import type { ReactNode } from 'react';
import type { Order } from '@/domain/orders/order';
import { Notice, RetryNotice } from '@/ui/Notice';
import type { LiveResult } from '@/ui/use-subscription';
import { RiderOrderListSkeleton } from './RiderOrderSkeleton';
import './rider-card.css';

/**
 * One of the rider's live order lists in each of its states: no rider signed in, loading (a
 * skeleton of the cards), failed (with a retry), empty (`empty`, the page's own words) or the
 * cards (`renderOrder`, each returning its <li>).
 */
export function RiderOrderList({
  signedIn,
  noRiderText,
  loadingLabel,
  orders,
  onRetry,
  empty,
  renderOrder,
}: {
  signedIn: boolean;
  noRiderText: string;
  loadingLabel: string;
  orders: LiveResult<Order[]>;
  onRetry: () => void;
  empty: ReactNode;
  renderOrder: (order: Order) => ReactNode;
}) {
  if (!signedIn) return <Notice tone="warning">{noRiderText}</Notice>;
  if (orders.status === 'loading') return <RiderOrderListSkeleton label={loadingLabel} />;
  if (orders.status === 'error') {
    return (
      <RetryNotice onRetry={onRetry}>
        Não foi possível carregar os pedidos em tempo real...
      </RetryNotice>
    );
  }
  if (orders.data.length === 0) return <div className="empty-state rider-empty">{empty}</div>;
  return <ul className="list rider-list">{orders.data.map(renderOrder)}</ul>;
}
