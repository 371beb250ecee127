import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { REGISTRATION_DOC, REGISTRATION_FIELDS, registrationFieldsOf } from '@/domain/restaurants/restaurant-registration';

/**
 * Moves who registered each restaurant (owner's uid, CNPJ, razão social, registered address) off
 * the document everyone reads into restaurantes/{id}/privado/cadastro (issue #39,
 * domain/restaurants/restaurant-registration.ts), one transaction per restaurant. What the
 * registration document already holds is kept. Safe to run again: a moved restaurant has nothing
 * left to move. With `dryRun`, only counts.
 */
export async function moveRestaurantRegistrations(db: Firestore, { dryRun = false } = {}): Promise<{ restaurants: number; moved: number }> {
  const restaurants = await db.collection('restaurantes').select(...REGISTRATION_FIELDS).get();
  let moved = 0;
  for (const restaurant of restaurants.docs) {
    if (Object.keys(registrationFieldsOf(restaurant.data())).length === 0) continue;
    moved += 1;
    if (dryRun) continue;
    const registrationRef = restaurant.ref.collection('privado').doc(REGISTRATION_DOC);
    await db.runTransaction(async (transaction) => {
      const [current, registration] = await Promise.all([transaction.get(restaurant.ref), transaction.get(registrationRef)]);
      const fields = registrationFieldsOf(current.data() ?? {});
      if (Object.keys(fields).length === 0) return;
      transaction.set(registrationRef, { ...fields, ...(registration.data() ?? {}) });
      transaction.update(restaurant.ref, Object.fromEntries(Object.keys(fields).map((field) => [field, FieldValue.delete()])));
    });
  }
  return { restaurants: restaurants.size, moved };
}
