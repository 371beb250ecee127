import type { Firestore } from 'firebase-admin/firestore';
import { productFromData } from '@/domain/catalog/menu.record';
import { openStoreSchema } from '@/domain/operator/moderation.schema';
import { restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { deliversSomewhere, hasAvailableProduct, hasOpeningHours, STORE_NOT_READY_MESSAGE } from '@/domain/restaurants/store-opening';
import { actorOf, memberRoleIn, NOT_A_MANAGER_MESSAGE, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, writeAudit, type Actor, type Caller } from '../lib/callable-support';

export const SUSPENDED_STORE_MESSAGE = 'Sua loja está suspensa pela Sabor e não pode ser aberta aos clientes.';

/**
 * 'Abrir minha loja': a dono or gerente lists the restaurant to customers once it has opening
 * hours and a product that can be ordered. Suspended restaurants stay unlisted.
 */
export async function openStoreAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const actor: Actor = await actorOf(db, caller);
  const { restaurantId } = readOrRefuse(openStoreSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  const products = await restaurantRef.collection('produtos').where('disponivel', '==', true).limit(50).get();
  return db.runTransaction(async (transaction) => {
    const [restaurant, member] = await transaction.getAll(restaurantRef, restaurantRef.collection('membros').doc(actor.uid));
    if (!restaurant?.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
    if (!memberRoleIn(member, ['dono', 'gerente'])) throw refuse('permission-denied', 'not-allowed', NOT_A_MANAGER_MESSAGE);
    if (restaurant.get('suspenso') != null) throw refuse('failed-precondition', 'suspended', SUSPENDED_STORE_MESSAGE);
    if (restaurant.get('publicado') === true) return { ok: true as const };
    const stored = restaurantFromData(restaurant.id, restaurant.data() ?? {});
    const ready =
      hasOpeningHours(stored.horarioFuncionamento) &&
      deliversSomewhere(stored.areasEntrega) &&
      hasAvailableProduct(products.docs.map((doc) => productFromData(doc.id, restaurantId, doc.data())), now());
    if (!ready) throw refuse('failed-precondition', 'not-ready', STORE_NOT_READY_MESSAGE);
    transaction.update(restaurantRef, { publicado: true, listado: true });
    transaction.set(db.collection('parceiros').doc(`restaurante-${restaurantId}`), { publicado: true }, { merge: true });
    writeAudit(db, transaction, actor, { acao: 'loja_aberta', alvoTipo: 'restaurante', alvoId: restaurantId, antes: { publicado: false }, depois: { publicado: true } });
    return { ok: true as const };
  });
}
