import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CUSTOMER_CONTACT_DOC, needsContactMoved } from '@/domain/orders/order-privacy';
import { districtOnly, dropOffDistrict } from '@/domain/delivery/address';

/**
 * A delivered order's contact, out of the kitchen's and the rider's sight (issue #39,
 * domain/orders/order-privacy.ts): the phone and the full address move to privado/cliente in one
 * transaction, the order keeps its bairro and city. Run by onOrderWritten with the event's `after`
 * (skipped when it needs nothing), then checked again on the order as stored; once moved, again is a no-op.
 */
export async function moveContactOfDelivered(db: Firestore, restaurantId: string, orderId: string, after: Record<string, unknown> | undefined): Promise<boolean> {
  // Most writes are of orders not delivered, or already moved: no transaction for those.
  if (!needsContactMoved(after)) return false;
  const ref = db.collection('restaurantes').doc(restaurantId).collection('pedidos').doc(orderId);
  return db.runTransaction(async (transaction) => {
    const order = (await transaction.get(ref)).data();
    if (!order || !needsContactMoved(order)) return false;
    transaction.set(
      ref.collection('privado').doc(CUSTOMER_CONTACT_DOC),
      {
        userId: order.userId ?? null,
        clientName: order.clientName ?? '',
        clientPhone: order.clientPhone ?? '',
        endereco: order.endereco ?? null,
        // An older order's address as it was typed (issue #51): kept here, gone from the order.
        ...(typeof order.deliveryAddress === 'string' ? { deliveryAddress: order.deliveryAddress } : {}),
        movidoEm: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    transaction.update(ref, { clientPhone: FieldValue.delete(), deliveryAddress: FieldValue.delete(), endereco: districtOnly(order.endereco) ?? dropOffDistrict(order.deliveryAddress) });
    return true;
  });
}
