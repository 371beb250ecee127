import { isAvailableNow } from '../catalog/catalog';
import { priceItem, type Catalogue } from '../catalog/item-price';
import type { Centavos } from '../shared/money';
import type { Bag } from './bag';
import { unavailableMessage } from './order-request';

/** The app's side: the bag as the server will see it, before the customer confirms. */


/** A bag line whose price or availability differs from the catalogue's. */
export interface BagLineChange {
  key: string;
  nome: string;
  /** Unit prices in centavos; `after` is null when the product or its choice is gone. */
  before: Centavos;
  after: Centavos | null;
  available: boolean;
  /** Why it cannot be ordered as it is (null when it can): the product is unavailable, or a complemento is gone, sold out or missing. */
  problem: string | null;
}

/**
 * The bag at the catalogue's current prices, and what changed: what the checkout shows before
 * the customer confirms, so the server never charges a price the customer has not seen.
 */
export function repriceBag(bag: Bag, catalogue: Catalogue, now: Date): { bag: Bag; changes: BagLineChange[] } {
  const changes: BagLineChange[] = [];
  const lines = bag.lines.map((line) => {
    const product = catalogue.products.get(line.productId);
    const priced = product ? priceItem(product, catalogue.groups, { size: line.selectedSize, flavor: line.selectedFlavor, complementos: line.complementos }, now) : null;
    const after = priced?.unit ?? null;
    const problem =
      !product || after === null || !isAvailableNow(product, now) ? unavailableMessage([line.nome]) : (priced?.choices.problems[0]?.message ?? null);
    const available = problem === null;
    if (after !== line.unitPrice || !available) changes.push({ key: line.key, nome: line.nome, before: line.unitPrice, after, available, problem });
    if (after === null) return line;
    // A promotion that began or ended moves the price, and the struck-through 'de' with it.
    const regular = priced?.regularUnit ?? undefined;
    if (after === line.unitPrice && regular === line.regularUnitPrice) return line;
    const { regularUnitPrice: _old, ...rest } = line;
    return regular === undefined ? { ...rest, unitPrice: after } : { ...rest, unitPrice: after, regularUnitPrice: regular };
  });
  return { bag: lines.some((line, index) => line !== bag.lines[index]) ? { ...bag, lines } : bag, changes };
}

