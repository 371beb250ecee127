import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  dishSearchEntry,
  DISH_SEARCH,
  productIndexInputsChanged,
  RESTAURANT_SEARCH,
  restaurantSearchEntry,
  sameDerived,
} from '@/domain/discovery/discovery-index';
import { storefrontOf, STOREFRONTS } from '@/domain/discovery/storefront';
import { refreshStorePromotions } from './store-promotions';

/**
 * Keeps what discovery reads (src/domain/discovery/discovery-index.ts) true to the catalogue: a
 * restaurant's search entry (buscaRestaurantes/{id}) and shop window (storefront.ts), and each
 * dish's search entry.
 * Called by the triggers on every write of a restaurant and of a product, and by the backfill.
 *
 * Each run reads the documents as they are now (not as the event saw them), so a late or retried
 * event writes what is true, and writes only what differs: the trigger's own write of the index
 * (which starts another event) ends there. The panel's heartbeat every two minutes does move the
 * window (its `painelVistoEm`: the card says 'Sem receber pedidos' when the panel goes dark, as
 * the menu does).
 */

const restaurantRef = (db: Firestore, restaurantId: string) => db.collection('restaurantes').doc(restaurantId);

/**
 * Writes a restaurant's search entry and its window when they are not what its data says, and
 * drops the `indice` restaurants carried on themselves before the entries (every menu downloaded
 * it); resolves with whether it wrote. A restaurant gone: both go.
 */
async function indexRestaurantDocument(db: Firestore, restaurantId: string): Promise<boolean> {
  const ref = restaurantRef(db, restaurantId);
  const windowRef = db.collection(STOREFRONTS).doc(restaurantId);
  const entryRef = db.collection(RESTAURANT_SEARCH).doc(restaurantId);
  return db.runTransaction(async (transaction) => {
    const [snapshot, shown, entry] = await transaction.getAll(ref, windowRef, entryRef);
    const data = snapshot?.data();
    if (!data) {
      if (shown?.exists) transaction.delete(windowRef);
      if (entry?.exists) transaction.delete(entryRef);
      return Boolean(shown?.exists || entry?.exists);
    }
    const wanted = restaurantSearchEntry(data);
    const storefront = storefrontOf(data);
    const legacyIndex = data.indice !== undefined;
    const entryChanged = !sameDerived(entry?.data(), wanted);
    const windowChanged = !sameDerived(shown?.data(), storefront);
    if (legacyIndex) transaction.update(ref, { indice: FieldValue.delete() });
    if (entryChanged) transaction.set(entryRef, wanted);
    if (windowChanged) transaction.set(windowRef, storefront);
    return legacyIndex || entryChanged || windowChanged;
  });
}

/**
 * Writes a dish's search entry from it and its restaurant as they are now (and drops the `indice`
 * dishes carried on themselves before the entries); resolves with whether it wrote. A dish gone:
 * its entry goes.
 */
export async function indexProduct(db: Firestore, restaurantId: string, productId: string, restaurant?: DocumentData | null): Promise<boolean> {
  const ref = restaurantRef(db, restaurantId).collection('produtos').doc(productId);
  const entryRef = restaurantRef(db, restaurantId).collection(DISH_SEARCH).doc(productId);
  const owner = restaurant !== undefined ? restaurant : ((await restaurantRef(db, restaurantId).get()).data() ?? null);
  return db.runTransaction(async (transaction) => {
    const [snapshot, entry] = await transaction.getAll(ref, entryRef);
    const data = snapshot?.data();
    if (!data) {
      if (!entry?.exists) return false;
      transaction.delete(entryRef);
      return true;
    }
    const wanted = dishSearchEntry(data, owner);
    const legacyIndex = data.indice !== undefined;
    const entryChanged = !sameDerived(entry?.data(), wanted);
    if (legacyIndex) transaction.update(ref, { indice: FieldValue.delete() });
    if (entryChanged) transaction.set(entryRef, wanted);
    return legacyIndex || entryChanged;
  });
}

/** Re-indexes every product of a restaurant (its name, city or listing changed); resolves with how many changed. */
async function indexProductsOf(db: Firestore, restaurantId: string): Promise<number> {
  const restaurant = (await restaurantRef(db, restaurantId).get()).data() ?? null;
  const [products, entries] = await Promise.all([restaurantRef(db, restaurantId).collection('produtos').get(), restaurantRef(db, restaurantId).collection(DISH_SEARCH).get()]);
  const stored = new Map(entries.docs.map((entry) => [entry.id, entry.data()]));
  let changed = 0;
  for (const product of products.docs) {
    const data = product.data();
    if (data.indice === undefined && sameDerived(stored.get(product.id), dishSearchEntry(data, restaurant))) continue;
    if (await indexProduct(db, restaurantId, product.id, restaurant)) changed += 1;
  }
  // Entries whose dish is gone (deleted while the triggers were off).
  const present = new Set(products.docs.map((product) => product.id));
  for (const id of stored.keys()) if (!present.has(id) && (await indexProduct(db, restaurantId, id, restaurant))) changed += 1;
  return changed;
}

/** What the restaurant trigger does with one write: its search entry and window, and its products' copies. */
export async function indexRestaurant(db: Firestore, restaurantId: string, before: DocumentData | null, after: DocumentData | null): Promise<void> {
  await indexRestaurantDocument(db, restaurantId);
  if (productIndexInputsChanged(before, after)) await indexProductsOf(db, restaurantId);
}

/**
 * Indexes every restaurant and product (or those of `restaurantIds`), with their public coupons: for data written before
 * the triggers, or written with them off (the benchmark's bulk seed), and for restaurants and
 * dishes that still carry their index on themselves (moved to their search entries). Safe to run
 * again and beside the triggers.
 */
export async function backfillDiscoveryIndex(db: Firestore, restaurantIds?: readonly string[]): Promise<{ restaurants: number; products: number }> {
  const ids = restaurantIds ?? (await db.collection('restaurantes').listDocuments()).map((ref) => ref.id);
  let products = 0;
  for (const id of ids) {
    // Its public coupons first (store-promotions.ts): the window copies them.
    await refreshStorePromotions(db, id);
    await indexRestaurantDocument(db, id);
    products += await indexProductsOf(db, id);
  }
  return { restaurants: ids.length, products };
}
