import { useOutletContext } from 'react-router-dom';
import type { Order } from '@/domain/orders/order';
import type { LiveResult } from '@/ui/use-subscription';
import type { useRiderAvailability } from './use-availability';
import type { WaitingOrderAlert } from './use-waiting-order-alert';

/**
 * What the rider layout shares with its pages: both live lists stay subscribed while the rider
 * switches tabs, so the counts in the tabs are always current and switching does not reload.
 */
export interface RiderData {
  /** The signed-in user's uid, or null when nobody is signed in. */
  uid: string | null;
  /** Whether the signed-in user is a rider (the route guard ensures it; checked again on accept). */
  isRider: boolean;
  available: LiveResult<Order[]>;
  active: LiveResult<Order[]>;
  /** The sound and vibration when a new order starts waiting. */
  alert: WaitingOrderAlert;
  /** Re-opens both listeners after an error. */
  retry: () => void;
  /** 'Disponível para entregas' and the rider's city (issue #36). */
  availability: RiderAvailability;
}

export type RiderAvailability = ReturnType<typeof useRiderAvailability>;

/** What 'Aceitar Pedido' hands to 'Minhas entregas' (history state): the order and the confirmation. */
export interface AcceptedNotice {
  /** restaurantId/orderId of the order just claimed. */
  orderKey: string;
  text: string;
}

/** The rider layout's data, for pages rendered in its <Outlet>. */
export function useRiderData(): RiderData {
  return useOutletContext<RiderData>();
}
