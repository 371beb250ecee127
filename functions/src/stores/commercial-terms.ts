import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COMMERCIAL_FIELDS, COMMERCIAL_TERMS_DOC, publicSuspension } from '@/domain/restaurants/commercial-terms';

/**
 * A restaurant's commercial terms, off the document everyone reads (issue #51,
 * domain/restaurants/commercial-terms.ts): where they are, how a suspension is written on both
 * documents, and the one-off move of restaurants from before.
 */

export function commercialTermsRef(restaurantRef: DocumentReference): DocumentReference {
  return restaurantRef.collection('privado').doc(COMMERCIAL_TERMS_DOC);
}

/**
 * Suspends the restaurant (with `suspension`'s reason) or lifts its suspension (null), in
 * `transaction`: the public document learns since when and that it is no longer listed (`listado`),
 * the private one why.
 */
export function writeSuspension(transaction: Transaction, restaurantRef: DocumentReference, suspension: { motivo: string; inadimplencia?: true } | null, listado: boolean): void {
  const stored = suspension && { ...suspension, em: FieldValue.serverTimestamp() };
  transaction.update(restaurantRef, { suspenso: publicSuspension(stored), listado });
  transaction.set(commercialTermsRef(restaurantRef), { suspenso: stored }, { merge: true });
}

/**
 * One-off, for restaurants from before issue #51 (scripts/migrate-commercial-terms.mjs): moves the
 * rate, the contract (with the uid of who accepted it), the proposal and a suspension's reason
 * into restaurantes/{id}/privado/comercial, one transaction per restaurant, leaving the public
 * document a suspension's date alone. What the private document already holds is kept. Safe to
 * run again: a moved restaurant has nothing left to move. With `dryRun`, only counts.
 */
export async function moveCommercialTerms(db: Firestore, { dryRun = false } = {}): Promise<{ restaurants: number; moved: number }> {
  const restaurants = await db.collection('restaurantes').select(...COMMERCIAL_FIELDS, 'suspenso').get();
  const leftToMove = (data: Record<string, unknown>) => {
    const fields = COMMERCIAL_FIELDS.filter((field) => data[field] !== undefined);
    const suspension = data.suspenso as Record<string, unknown> | null | undefined;
    const reasonPublic = typeof suspension === 'object' && suspension !== null && Object.keys(suspension).some((key) => key !== 'em');
    return { fields, suspension: reasonPublic ? suspension : null };
  };
  let moved = 0;
  for (const restaurant of restaurants.docs) {
    const { fields, suspension } = leftToMove(restaurant.data());
    if (fields.length === 0 && !suspension) continue;
    moved += 1;
    if (dryRun) continue;
    const termsRef = commercialTermsRef(restaurant.ref);
    await db.runTransaction(async (transaction) => {
      const [current, terms] = await Promise.all([transaction.get(restaurant.ref), transaction.get(termsRef)]);
      const data = current.data() ?? {};
      const left = leftToMove(data);
      if (left.fields.length === 0 && !left.suspension) return;
      const carried = Object.fromEntries(left.fields.map((field) => [field, data[field]]));
      transaction.set(termsRef, { ...carried, ...(left.suspension ? { suspenso: left.suspension } : {}), ...(terms.data() ?? {}) });
      transaction.update(restaurant.ref, {
        ...Object.fromEntries(left.fields.map((field) => [field, FieldValue.delete()])),
        ...(left.suspension ? { suspenso: publicSuspension(left.suspension as { em?: unknown }) } : {}),
      });
    });
  }
  return { restaurants: restaurants.size, moved };
}
