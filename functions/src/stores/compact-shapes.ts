import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { pizzaOptionsText, productFromData } from '@/domain/catalog/menu.record';
import { openingHoursData, storeFactsFromData } from '@/domain/restaurants/store-facts.record';
import { backfillDiscoveryIndex } from './discovery-index';

/**
 * Issue #49's one-off migration ('Bytes that fit', scripts/migrate-compact-shapes.mjs): the stored
 * shapes that the app now writes compactly, rewritten for the documents stored before them.
 * - restaurantes/{id}.horarioFuncionamento: seven maps of maps to the week's text (openingHoursData);
 * - restaurantes/{id}/produtos/{id} of a pizza: `sizes` and `flavors` as lists of maps to
 *   `tamanhos` and `sabores` as text (pizzaOptionsText);
 * - restaurantes/{id}.indice: the search tokens leave the restaurant for buscaRestaurantes/{id}
 *   (backfillDiscoveryIndex, the discovery trigger's own code).
 * Every reader keeps reading the old shapes, so the app works before, during and after it. Each
 * document is rewritten from what it holds as read, and only if nobody wrote it since (the write's
 * precondition): an edit made meanwhile stands, in whichever shape, and a second run finds it.
 */

export interface CompactShapesReport {
  /** Restaurants whose week was (or, dry, would be) rewritten as text. */
  weeks: number;
  /** Pizzas whose sizes and flavours were (or would be) rewritten as text. */
  pizzas: number;
  /** Restaurants that carried their search tokens, moved to their search entry. */
  tokens: number;
  /** Documents written by someone else between the read and the write: left as they are. */
  skipped: number;
}

/** Rewrites (or, `dryRun`, counts) what is stored in the old shapes; safe to run again and while the app is live. */
export async function migrateCompactShapes(db: Firestore, { dryRun = false } = {}): Promise<CompactShapesReport> {
  const report: CompactShapesReport = { weeks: 0, pizzas: 0, tokens: 0, skipped: 0 };
  /** Writes unless the document changed since it was read; false when it did. */
  const rewrite = async (write: () => Promise<unknown>): Promise<boolean> => {
    if (dryRun) return true;
    try {
      await write();
      return true;
    } catch (error) {
      // FAILED_PRECONDITION: written since it was read.
      if ((error as { code?: number }).code === 9) return false;
      throw error;
    }
  };

  const restaurants = await db.collection('restaurantes').get();
  const withTokens: string[] = [];
  for (const restaurant of restaurants.docs) {
    const data = restaurant.data();
    if (data.indice !== undefined) withTokens.push(restaurant.id);
    if (!Array.isArray(data.horarioFuncionamento)) continue;
    const week = openingHoursData(storeFactsFromData(restaurant.id, data).horarioFuncionamento);
    if (await rewrite(() => restaurant.ref.update({ horarioFuncionamento: week }, { lastUpdateTime: restaurant.updateTime }))) report.weeks += 1;
    else report.skipped += 1;
  }

  const pizzas = await db.collectionGroup('produtos').where('type', '==', 'pizza').get();
  for (const pizza of pizzas.docs) {
    const data = pizza.data();
    if (data.sizes === undefined && data.flavors === undefined) continue;
    const product = productFromData(pizza.id, pizza.ref.parent.parent?.id ?? '', data);
    if (product.type !== 'pizza') continue;
    const compact = { tamanhos: pizzaOptionsText(product.sizes), sabores: pizzaOptionsText(product.flavors), sizes: FieldValue.delete(), flavors: FieldValue.delete() };
    if (await rewrite(() => pizza.ref.update(compact, { lastUpdateTime: pizza.updateTime }))) report.pizzas += 1;
    else report.skipped += 1;
  }

  report.tokens = withTokens.length;
  if (!dryRun && withTokens.length > 0) await backfillDiscoveryIndex(db, withTokens);
  return report;
}
