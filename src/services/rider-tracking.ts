import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import type { OrderTarget } from '@/domain/orders/order-claim';
import { TRACKING_DOC } from '@/domain/delivery/rider-tracking';
import { type GeoPoint } from '@/domain/delivery/geo-point';
import { riderPositionData, riderPositionFromData, type RiderPosition } from '@/domain/delivery/rider-tracking.record';
import { db } from './firebase';
import { trackListener } from './listeners';

/** The rider's position on an order's way (issue #54, domain/delivery/rider-tracking.ts). */

const trackingDoc = (target: OrderTarget) => doc(db, 'restaurantes', target.restaurantId, 'pedidos', target.orderId, 'rastreio', TRACKING_DOC);

/** The rider carrying `target` shares where they are (firestore.rules: the rider, the leg, the pace). */
export async function shareRiderPosition(target: OrderTarget, riderId: string, point: GeoPoint, accuracy: number): Promise<void> {
  await setDoc(trackingDoc(target), riderPositionData(point, accuracy, riderId, serverTimestamp()));
}

/**
 * The rider's last position on `target`'s way, live (null when none was shared, or once the leg
 * ended and the document is gone). A reader the rules no longer allow (the order delivered) gets
 * the error: the map then hides, as it does for no position.
 */
export function subscribeToRiderPosition(target: OrderTarget, onNext: (position: RiderPosition | null) => void, onError: (error: Error) => void): () => void {
  return trackListener(
    onSnapshot(
      trackingDoc(target),
      // A position just written shows its own time at once (estimated), not "no time" until the server answers.
      (snapshot) => onNext(snapshot.exists() ? riderPositionFromData(snapshot.data({ serverTimestamps: 'estimate' })) : null),
      onError,
    ),
  );
}
