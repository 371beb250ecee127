import { addToBag, MAX_ORDER_LINES, type Bag, type NewBagLine } from './bag';
import { isAvailableNow, type Product } from './catalog';
import { formatCentavos, toCentavos, type Centavos } from './money';
import { lineLabel, unitPriceOf } from './order-request';
import type { Order, OrderItem } from './orders';

/**
 * 'Pedir de novo': a past order's items as bag lines at today's prices, and what could not come
 * along. Pure, so the page only reads the catalogue and saves the bag.
 */

export interface ReorderPriceChange {
  nome: string;
  /** Unit prices in centavos: on the old order, and today. */
  before: Centavos;
  after: Centavos;
}

export interface Reorder {
  lines: NewBagLine[];
  /** Items that cannot be ordered today (gone from the menu, unavailable, a size it no longer has), by their name on the order. */
  unavailable: string[];
  priceChanges: ReorderPriceChange[];
}

interface Choice {
  product: Product;
  size: string | null;
  flavor: string | null;
}

/**
 * Every name an order line of this product could carry, with its choice: today's
 * 'Pizza (Grande / Calabresa)' and the older app's 'Pizza (Grande) + Calabresa'.
 */
function choicesOf(product: Product): Array<Choice & { labels: string[] }> {
  if (product.type === 'regular') return [{ product, size: null, flavor: null, labels: [lineLabel(product.nome, null, null)] }];
  return product.sizes.flatMap((size) => [
    { product, size: size.name, flavor: null, labels: [lineLabel(product.nome, size.name, null)] },
    ...product.flavors.map((flavor) => ({
      product,
      size: size.name,
      flavor: flavor.name,
      labels: [lineLabel(product.nome, size.name, flavor.name), `${lineLabel(product.nome, size.name, null)} + ${flavor.name}`],
    })),
  ]);
}

/**
 * Which product and choice an order item was. Orders placed since items carry their product id
 * (and size and flavour) are matched by it, so a renamed dish still comes along; older orders only
 * have the line's name, which is matched against the names today's menu would write. Among equal
 * names, one that can be ordered now wins.
 */
function matchItem(item: OrderItem, products: Product[], now: Date): Choice | null {
  if (item.productId) {
    const product = products.find((candidate) => candidate.id === item.productId);
    return product ? { product, size: item.size ?? null, flavor: item.flavor ?? null } : null;
  }
  const matches = products.flatMap(choicesOf).filter((choice) => choice.labels.includes(item.nome));
  return matches.find((choice) => isAvailableNow(choice.product, now) && unitPriceOf(choice.product, choice.size, choice.flavor) !== null) ?? matches[0] ?? null;
}

/** The order's items as they can be ordered from `products` (the restaurant's menu today) at `now`. */
export function reorderFrom(order: Pick<Order, 'itens'>, products: Product[], now: Date): Reorder {
  const result: Reorder = { lines: [], unavailable: [], priceChanges: [] };
  for (const item of order.itens) {
    const choice = matchItem(item, products, now);
    const price = choice ? unitPriceOf(choice.product, choice.size, choice.flavor) : null;
    if (!choice || price === null || !isAvailableNow(choice.product, now)) {
      if (!result.unavailable.includes(item.nome)) result.unavailable.push(item.nome);
      continue;
    }
    const before = toCentavos(item.preco);
    if (before !== price) result.priceChanges.push({ nome: lineLabel(choice.product.nome, choice.size, choice.flavor), before, after: price });
    result.lines.push({
      productId: choice.product.id,
      nome: choice.product.nome,
      imageUrl: choice.product.imageUrl,
      type: choice.product.type,
      unitPrice: price,
      quantidade: item.quantidade,
      selectedSize: choice.size,
      selectedFlavor: choice.flavor,
      observacoes: item.observacoes,
    });
  }
  return result;
}

export type FillResult =
  | { kind: 'filled'; bag: Bag; /** Lines that did not fit (MAX_ORDER_LINES), by name. */ leftOver: string[] }
  /** The bag holds another restaurant's items: ask, then call again with an empty bag. */
  | { kind: 'needs-confirmation'; currentRestaurantName: string | null };

/**
 * Adds the lines to the bag the way the menu does: merged with what the bag already holds of the
 * same restaurant, and never silently over another restaurant's items.
 */
export function fillBag(bag: Bag, restaurant: { id: string; nome: string }, lines: NewBagLine[]): FillResult {
  let current = bag;
  const leftOver: string[] = [];
  for (const line of lines) {
    const result = addToBag(current, restaurant, line);
    if (result.kind === 'needs-confirmation') return result;
    if (result.kind === 'too-many-lines') leftOver.push(lineLabel(line.nome, line.selectedSize, line.selectedFlavor));
    else current = result.bag;
  }
  return { kind: 'filled', bag: current, leftOver };
}

/** What the bag page tells after 'Pedir de novo', one sentence per fact; empty when all came along unchanged. */
export function reorderNotes(reorder: Pick<Reorder, 'unavailable' | 'priceChanges'>, leftOver: string[] = []): string[] {
  const notes = reorder.unavailable.map((nome) => `${nome} não está mais disponível.`);
  for (const change of reorder.priceChanges) {
    notes.push(`${change.nome} ${change.after > change.before ? 'subiu' : 'baixou'} de ${formatCentavos(change.before)} para ${formatCentavos(change.after)}.`);
  }
  if (leftOver.length > 0) notes.push(`Não couberam na sacola (até ${MAX_ORDER_LINES} itens diferentes): ${leftOver.join(', ')}.`);
  return notes;
}
