import { type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  productIndex,
  productIndexInputsChanged,
  restaurantIndex,
  sameIndex,
} from '@/domain/discovery/discovery-index';

/**
 * Keeps the discovery index (src/domain/discovery/discovery-index.ts) true to the catalogue. Called by the
 * triggers on every write of a restaurant and of a product, and by the backfill.
 *
 * Each run reads the document as it is now (not as the event saw it), so a late or retried
 * event writes what is true, and writes only when the index differs: the trigger's own write
 * (which starts another event) and the panel's heartbeat every two minutes end there, without
 * another read.
 */

/** Writes a restaurant's `indice` when it is not what its data says; resolves with whether it wrote. */
async function indexRestaurantDocument(db: Firestore, restaurantId: string): Promise<boolean> {
  const ref = db.collection('restaurantes').doc(restaurantId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) return false;
    const wanted = restaurantIndex(data);
    if (sameIndex(data.indice, wanted)) return false;
    transaction.update(ref, { indice: wanted });
    return true;
  });
}

/** Writes a product's `indice` from it and its restaurant as they are now; resolves with whether it wrote. */
export async function indexProduct(db: Firestore, restaurantId: string, productId: string, restaurant?: DocumentData | null): Promise<boolean> {
  const ref = db.collection('restaurantes').doc(restaurantId).collection('produtos').doc(productId);
  const owner = restaurant !== undefined ? restaurant : ((await db.collection('restaurantes').doc(restaurantId).get()).data() ?? null);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) return false;
    const wanted = productIndex(data, owner);
    if (sameIndex(data.indice, wanted)) return false;
    transaction.update(ref, { indice: wanted });
    return true;
  });
}

/** Re-indexes every product of a restaurant (its name, city or listing changed); resolves with how many changed. */
async function indexProductsOf(db: Firestore, restaurantId: string): Promise<number> {
  const restaurant = (await db.collection('restaurantes').doc(restaurantId).get()).data() ?? null;
  const products = await db.collection('restaurantes').doc(restaurantId).collection('produtos').get();
  let changed = 0;
  for (const product of products.docs) {
    if (sameIndex(product.data().indice, productIndex(product.data(), restaurant))) continue;
    if (await indexProduct(db, restaurantId, product.id, restaurant)) changed += 1;
  }
  return changed;
}

/** What the restaurant trigger does with one write: its own index and its products' copies. */
export async function indexRestaurant(db: Firestore, restaurantId: string, before: DocumentData | null, after: DocumentData | null): Promise<void> {
  // The event's own data already indexed right: nothing to read (the transaction re-checks the live document otherwise).
  if (after && !sameIndex(after.indice, restaurantIndex(after))) await indexRestaurantDocument(db, restaurantId);
  if (productIndexInputsChanged(before, after)) await indexProductsOf(db, restaurantId);
}

/**
 * Indexes every restaurant and product (or those of `restaurantIds`): for
 * data written before the triggers, or written with them off (the benchmark's bulk seed). Safe to
 * run again and beside the triggers.
 */
export async function backfillDiscoveryIndex(db: Firestore, restaurantIds?: readonly string[]): Promise<{ restaurants: number; products: number }> {
  const ids = restaurantIds ?? (await db.collection('restaurantes').listDocuments()).map((ref) => ref.id);
  let products = 0;
  for (const id of ids) {
    await indexRestaurantDocument(db, id);
    products += await indexProductsOf(db, id);
  }
  return { restaurants: ids.length, products };
}
