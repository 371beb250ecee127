import { useOutletContext } from 'react-router-dom';
import type { Order } from '@/domain/orders';
import type { LiveResult } from '@/ui/use-subscription';

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
  /** Re-opens both listeners after an error. */
  retry: () => void;
}

/** The rider layout's data, for pages rendered in its <Outlet>. */
export function useRiderData(): RiderData {
  return useOutletContext<RiderData>();
}
