import type { Firestore } from 'firebase-admin/firestore';
import { cityKey, listedBairro } from '@/domain/delivery/cities';
import { BAIRRO_LIST_PATH, bairrosFromData, cityFromData } from '@/domain/delivery/city.record';
import { CITY_NOT_OPEN_MESSAGE, notOnCityListMessage } from '@/domain/delivery/delivery-areas';
import { saveDeliveryAreasSchema } from '@/domain/delivery/delivery-areas.schema';
import { actorOf, memberRoleIn, NOT_A_MANAGER_MESSAGE, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, type Caller } from '../lib/callable-support';

/**
 * 'Áreas de entrega' (issues #26, #36): a dono or gerente saves the restaurant's bairros, fees and
 * minimums. A callable rather than a rule: the list is checked entry by entry with the shared
 * schema (names, fees, minimums, no bairro twice) and against its city's list of bairros kept by
 * the operator (no free text: 'Cerqueira Cesar' is saved as the list spells it, a bairro not on
 * it is refused), which does not fit the 1000 expressions a rule may evaluate; firestore.rules
 * refuse `areasEntrega` from any client.
 */
export async function saveDeliveryAreasAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller);
  const { restaurantId, areas } = readOrRefuse(saveDeliveryAreasSchema, data);
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  return db.runTransaction(async (transaction) => {
    const [restaurant, member] = await transaction.getAll(restaurantRef, restaurantRef.collection('membros').doc(actor.uid));
    if (!restaurant?.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
    if (!memberRoleIn(member, ['dono', 'gerente'])) throw refuse('permission-denied', 'not-allowed', NOT_A_MANAGER_MESSAGE);
    const cidade = typeof restaurant.get('cidade') === 'string' ? String(restaurant.get('cidade')).trim() : '';
    const cityRef = db.collection('cidades').doc(cityKey(cidade || '-'));
    const [city, list] = cidade ? await transaction.getAll(cityRef, cityRef.collection(BAIRRO_LIST_PATH[0]).doc(BAIRRO_LIST_PATH[1])) : [];
    const bairros = bairrosFromData(list?.data());
    if (bairros.length === 0) throw refuse('failed-precondition', 'no-city', CITY_NOT_OPEN_MESSAGE);
    const fields: Record<string, string> = {};
    const rules = areas.bairros.map((rule, index) => {
      const listed = listedBairro(bairros, rule.nome);
      if (!listed) fields[`areas.bairros.${index}.nome`] = notOnCityListMessage(cidade);
      return { ...rule, nome: listed ?? rule.nome };
    });
    const [first] = Object.values(fields);
    if (first) throw refuse('invalid-argument', 'not-listed', first, fields);
    // The city's usual ride travels with the restaurant: its time promise reads it where no band is set.
    transaction.update(restaurantRef, { areasEntrega: { ...areas, bairros: rules }, corridaMin: cityFromData(cityRef.id, city?.data() ?? {}).corridaMin });
    return { ok: true as const };
  });
}
