import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { TRACKING_DOC } from '@/domain/delivery/rider-tracking';
import { RIDER_CARRYING_STATUSES } from '@/domain/orders/order-status';

const carrying = (order: DocumentData | null | undefined): boolean => (RIDER_CARRYING_STATUSES as readonly unknown[]).includes(order?.status);

/**
 * The rider's position is kept for the leg only (issue #54, domain/delivery/rider-tracking.ts): when
 * an order stops being carried (delivered, given back, cancelled, deleted) or changes rider, its
 * tracking document is deleted. Resolves with whether it was. The rules already stop anyone reading
 * it after the leg; this leaves nothing of where the rider went.
 */
export async function endRiderTracking(db: Firestore, restaurantId: string, orderId: string, before: DocumentData | null | undefined, after: DocumentData | null | undefined): Promise<boolean> {
  if (!carrying(before)) return false;
  if (carrying(after) && after?.deliverymanId === before?.deliverymanId) return false;
  await db.collection('restaurantes').doc(restaurantId).collection('pedidos').doc(orderId).collection('rastreio').doc(TRACKING_DOC).delete();
  return true;
}
