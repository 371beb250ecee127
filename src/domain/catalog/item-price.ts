import { pizzaUnitPrice, type PizzaProduct, type Product } from './catalog';
import { toCentavos, type Centavos } from '../shared/money';
import { dishPromotionAt } from './dish-promotion';
import { checkChoices, type ChoicesCheck, type ChosenOption, type OptionGroup } from './option-groups';

/**
 * What an item costs, priced from the catalogue: the same arithmetic for the product sheet, a bag
 * line being repriced and the server's order check. Apart from order-request.ts (the order's
 * schema, with valibot) so that a menu, which prices its sheet, does not ship the schema
 * (issue #27).
 */

/** The price of one unit of a product as chosen; null when the choice does not exist on it. */
export function unitPriceOf(product: Product, size: string | null, flavor: string | null): Centavos | null {
  if (product.type === 'regular') {
    const price = toCentavos(product.preco);
    return size === null && flavor === null && price > 0 ? price : null;
  }
  return pizzaBasePrice(product, size, flavor);
}

function pizzaBasePrice(product: PizzaProduct, size: string | null, flavor: string | null): Centavos | null {
  const chosenSize = product.sizes.find((candidate) => candidate.name === size);
  if (!chosenSize || toCentavos(chosenSize.basePrice) <= 0) return null;
  const chosenFlavor = flavor === null ? null : product.flavors.find((candidate) => candidate.name === flavor);
  if (chosenFlavor === undefined) return null;
  return pizzaUnitPrice(chosenSize, chosenFlavor, product.meiaMeia);
}

/** A restaurant's catalogue as an order is priced from it: its products and its option groups, by id. */
export interface Catalogue {
  products: ReadonlyMap<string, Product>;
  groups: ReadonlyMap<string, OptionGroup>;
}

export interface ItemPrice {
  /** One unit, size, flavour and complementos included; null when the size or flavour is gone. */
  unit: Centavos | null;
  /** The same unit at the dish's own price while a 'de/por' is in force (the 'de'); null otherwise. */
  regularUnit: Centavos | null;
  choices: ChoicesCheck;
}

/** One item as chosen (the sheet, a bag line, a request line), priced from the catalogue at `now`. */
export function priceItem(
  product: Product,
  groups: ReadonlyMap<string, OptionGroup>,
  chosen: { size: string | null; flavor: string | null; complementos: readonly ChosenOption[] },
  now: Date,
): ItemPrice {
  const base = unitPriceOf(product, chosen.size, chosen.flavor);
  const choices = checkChoices(product.nome, product, groups, chosen.complementos, now);
  if (base === null) return { unit: null, regularUnit: null, choices };
  const promotion = dishPromotionAt(product, now);
  return promotion
    ? { unit: toCentavos(promotion.preco) + choices.extra, regularUnit: base + choices.extra, choices }
    : { unit: base + choices.extra, regularUnit: null, choices };
}
