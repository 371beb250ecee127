import type { Firestore } from 'firebase-admin/firestore';
import { saveDeliveryAreasSchema } from '@/domain/delivery/delivery-areas.schema';
import { actorOf, memberRoleIn, NOT_A_MANAGER_MESSAGE, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, type Caller } from './lib/callable-support';

/**
 * 'Áreas de entrega' (issue #26): a dono or gerente saves the restaurant's bairros, fees and
 * minimums. A callable rather than a rule: the list is checked entry by entry with the shared
 * schema (names, fees, minimums, no bairro twice), which does not fit the 1000 expressions a rule
 * may evaluate; firestore.rules refuse `areasEntrega` from any client.
 */
export async function saveDeliveryAreasAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller);
  const { restaurantId, areas } = readOrRefuse(saveDeliveryAreasSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  return db.runTransaction(async (transaction) => {
    const [restaurant, member] = await transaction.getAll(restaurantRef, restaurantRef.collection('membros').doc(actor.uid));
    if (!restaurant?.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
    if (!memberRoleIn(member, ['dono', 'gerente'])) throw refuse('permission-denied', 'not-allowed', NOT_A_MANAGER_MESSAGE);
    transaction.update(restaurantRef, { areasEntrega: areas });
    return { ok: true as const };
  });
}
