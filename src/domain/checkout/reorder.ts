import { addToBag, MAX_ORDER_LINES, type Bag, type NewBagLine } from './bag';
import { isAvailableNow, type Product } from '../catalog/catalog';
import { formatCentavos, toCentavos, type Centavos } from '../shared/money';
import { isOptionAvailable, type OptionGroup } from '../catalog/option-groups';
import { lineLabel } from './order-request';
import { priceItem, unitPriceOf } from '../catalog/item-price';
import type { Order, OrderItem } from '../orders/order';

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
  /** Items that came along without a complemento that is gone, or stayed out for their choices: one sentence each. */
  choiceNotes: string[];
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

/** 'Bacon não está mais disponível', 'Bacon, Cheddar não estão mais disponíveis'. */
function goneText(names: string[]): string {
  return `${names.join(', ')} ${notAvailable(names.length)}`;
}

function notAvailable(count: number): string {
  return count === 1 ? 'não está mais disponível' : 'não estão mais disponíveis';
}

/** The order's items as they can be ordered from `products` (the restaurant's menu today) at `now`. */
export function reorderFrom(order: Pick<Order, 'itens'>, products: Product[], groups: ReadonlyMap<string, OptionGroup>, now: Date): Reorder {
  const result: Reorder = { lines: [], unavailable: [], choiceNotes: [], priceChanges: [] };
  for (const item of order.itens) {
    const choice = matchItem(item, products, now);
    if (!choice || unitPriceOf(choice.product, choice.size, choice.flavor) === null || !isAvailableNow(choice.product, now)) {
      if (!result.unavailable.includes(item.nome)) result.unavailable.push(item.nome);
      continue;
    }
    const label = lineLabel(choice.product.nome, choice.size, choice.flavor);
    // The complementos that can still be had come along; the ones gone or sold out today are named.
    const attached = choice.product.complementos.flatMap((id) => groups.get(id) ?? []);
    const frozen = item.complementos ?? [];
    const kept = frozen.filter((chosen) => {
      const option = attached.find((group) => group.id === chosen.grupoId)?.opcoes.find((candidate) => candidate.id === chosen.opcaoId);
      return !!option && isOptionAvailable(option, now);
    });
    const gone = frozen.filter((chosen) => !kept.includes(chosen)).map((chosen) => chosen.nome);
    const priced = priceItem(choice.product, groups, { size: choice.size, flavor: choice.flavor, complementos: kept }, now);
    if (priced.unit === null || priced.choices.problems.length > 0) {
      // Gone choices are named; otherwise the dish's groups changed (a new required one, say).
      const why = gone.length > 0 ? goneText(gone) : 'as opções deste prato mudaram';
      result.choiceNotes.push(`${label} ficou de fora: ${why}. Escolha de novo no cardápio.`);
      continue;
    }
    if (gone.length > 0) result.choiceNotes.push(`${label} veio sem ${gone.join(', ')}, que ${notAvailable(gone.length)}.`);
    const price = priced.unit;
    const before = toCentavos(item.preco);
    if (gone.length === 0 && before !== price) result.priceChanges.push({ nome: label, before, after: price });
    result.lines.push({
      productId: choice.product.id,
      nome: choice.product.nome,
      imageUrl: choice.product.imageUrl,
      type: choice.product.type,
      unitPrice: price,
      quantidade: item.quantidade,
      selectedSize: choice.size,
      selectedFlavor: choice.flavor,
      complementos: priced.choices.choices.map(({ grupoId, opcaoId, quantidade, grupo, nome }) => ({ grupoId, opcaoId, quantidade, grupo, nome })),
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
export function reorderNotes(reorder: Pick<Reorder, 'unavailable' | 'choiceNotes' | 'priceChanges'>, leftOver: string[] = []): string[] {
  const notes = [...reorder.unavailable.map((nome) => `${nome} não está mais disponível.`), ...reorder.choiceNotes];
  for (const change of reorder.priceChanges) {
    notes.push(`${change.nome} ${change.after > change.before ? 'subiu' : 'baixou'} de ${formatCentavos(change.before)} para ${formatCentavos(change.after)}.`);
  }
  if (leftOver.length > 0) notes.push(`Não couberam na sacola (até ${MAX_ORDER_LINES} itens diferentes): ${leftOver.join(', ')}.`);
  return notes;
}
