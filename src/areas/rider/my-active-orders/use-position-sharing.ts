import { useEffect, useRef, useState } from 'react';
import { shouldSendPosition, type SentPosition } from '@/domain/delivery/rider-tracking';
import { type Order } from '@/domain/orders/order';
import { RIDER_CARRYING_STATUSES } from '@/domain/orders/order-status';
import { errorMessage } from '@/domain/shared/errors';
import { shareRiderPosition } from '@/services/rider-tracking';

/**
 * Where the rider's page is with sharing the position (issue #54): not asked yet, waiting for the
 * browser's permission, sharing, refused, without a position (no GPS, a timeout), paused in the
 * background (a PWA gets no positions there), or failing to write.
 */
export type SharingState =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'sharing'; sentAt: Date | null }
  | { status: 'denied' }
  | { status: 'unavailable' }
  | { status: 'background' }
  | { status: 'failed'; message: string };

const PERMISSION_DENIED = 1;

const carried = (order: Order) => (RIDER_CARRYING_STATUSES as readonly string[]).includes(order.status);

/**
 * Shares the browser's position with the orders `uid` carries while this page is open: asked on a
 * tap (`start`), or at once when the browser already allows it; each order's document written at
 * most every 10 s and only after 30 m of movement (shouldSendPosition).
 */
export function usePositionSharing(uid: string | null, orders: readonly Order[]): { state: SharingState; start: () => void } {
  const [wanted, setWanted] = useState(false);
  // Each tap asks again (after a timeout or a GPS switched on), even when sharing was wanted already.
  const [attempt, setAttempt] = useState(0);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const [state, setState] = useState<SharingState>({ status: 'off' });
  const carrying = orders.filter(carried);
  const carriedRef = useRef(carrying);
  useEffect(() => {
    carriedRef.current = carrying;
  });
  const sent = useRef(new Map<string, SentPosition>());
  const active = !!uid && carrying.length > 0;
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  // Allowed before (this device, an earlier order): no tap needed to share again.
  useEffect(() => {
    let current = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!current) return;
        if (permission.state === 'granted') {
          setWanted(true);
          setState({ status: 'asking' });
        } else if (permission.state === 'denied') setState({ status: 'denied' });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!wanted || !active || !uid || hidden || !supported) return undefined;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        const now = Date.now();
        setState((previous) => (previous.status === 'sharing' || previous.status === 'failed' ? previous : { status: 'sharing', sentAt: null }));
        for (const order of carriedRef.current) {
          const key = `${order.restaurantId}/${order.id}`;
          if (!shouldSendPosition(sent.current.get(key) ?? null, point, now)) continue;
          sent.current.set(key, { point, at: now });
          shareRiderPosition({ restaurantId: order.restaurantId, orderId: order.id }, uid, point, position.coords.accuracy).then(
            () => setState({ status: 'sharing', sentAt: new Date() }),
            (error: unknown) => {
              // Not sent: the next fix tries again rather than waiting out the pace.
              sent.current.delete(key);
              setState({ status: 'failed', message: errorMessage(error) });
            },
          );
        }
      },
      (error) => setState(error.code === PERMISSION_DENIED ? { status: 'denied' } : { status: 'unavailable' }),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [wanted, active, hidden, uid, supported, attempt]);

  // Background and no geolocation at all are what the page is, not something a callback said.
  const shown: SharingState = !active ? { status: 'off' } : wanted && !supported ? { status: 'unavailable' } : wanted && hidden ? { status: 'background' } : state;
  return {
    state: shown,
    start: () => {
      setWanted(true);
      setAttempt((count) => count + 1);
      setState({ status: 'asking' });
    },
  };
}
