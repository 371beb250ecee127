import type { Centavos } from '../shared/money';
import type { ChosenOption } from '../catalog/option-groups';

/**
 * The bag (sacola): lines from one restaurant at a time, persisted on the device. Pure functions:
 * each returns a new bag, so the store only saves what they return.
 */
/** A complemento in the bag: what the request sends, and the names the bag shows. */
export interface BagChoice extends ChosenOption {
  grupo: string;
  nome: string;
}

export interface BagLine {
  /** Identifies what merges: the product, plus size and flavour for pizzas, plus the complementos. */
  key: string;
  productId: string;
  nome: string;
  imageUrl: string | null;
  type: 'regular' | 'pizza';
  /** Price of one unit, size and flavour included. */
  unitPrice: Centavos;
  /** The unit at the dish's own price while a 'de/por' is in force (shown struck through); absent otherwise. */
  regularUnitPrice?: Centavos;
  quantidade: number;
  selectedSize: string | null;
  selectedFlavor: string | null;
  /** The complementos chosen, in the sheet's order ([] for none). */
  complementos: BagChoice[];
  /** The customer's note for this item ('sem cebola'). */
  observacoes: string;
}

export interface Bag {
  restaurantId: string | null;
  restaurantName: string | null;
  lines: BagLine[];
}

export const EMPTY_BAG: Bag = { restaurantId: null, restaurantName: null, lines: [] };

/** Quantity limits for one line: at least 1 (SPEC.md section 5), at most a sane kitchen order. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/**
 * Distinct lines one order may hold: firestore.rules check each line by position and a rule may
 * evaluate at most 1000 expressions, which fits 12. Quantities per line are not limited by it.
 */
export const MAX_ORDER_LINES = 12;

/** The same choices in the same order read the same: part of a bag line's identity. */
function choicesKey(choices: readonly ChosenOption[]): string {
  return choices
    .filter((choice) => choice.quantidade > 0)
    .map((choice) => `${choice.grupoId}/${choice.opcaoId}x${choice.quantidade}`)
    .sort()
    .join(',');
}

export function lineKey(productId: string, size: string | null = null, flavor: string | null = null, complementos: readonly ChosenOption[] = []): string {
  const key = [productId, size ?? '', flavor ?? ''].join('|');
  return complementos.length > 0 ? `${key}|${choicesKey(complementos)}` : key;
}

export type NewBagLine = Omit<BagLine, 'key' | 'observacoes'> & { observacoes?: string };

export type AddResult =
  | { kind: 'added'; bag: Bag }
  /** The bag holds another restaurant's items: ask first, then call replaceBag. */
  | { kind: 'needs-confirmation'; currentRestaurantName: string | null }
  /** A new line would pass MAX_ORDER_LINES. */
  | { kind: 'too-many-lines' };

function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));
}

/** Adds a line, merging with an identical one (SPEC.md section 4, Bag). */
export function addToBag(bag: Bag, restaurant: { id: string; nome: string }, item: NewBagLine): AddResult {
  if (bag.restaurantId && bag.restaurantId !== restaurant.id && bag.lines.length > 0) {
    return { kind: 'needs-confirmation', currentRestaurantName: bag.restaurantName };
  }
  const key = lineKey(item.productId, item.selectedSize, item.selectedFlavor, item.complementos);
  const quantity = clampQuantity(item.quantidade);
  if (quantity < MIN_QUANTITY) return { kind: 'added', bag };
  const existing = bag.lines.find((line) => line.key === key);
  if (!existing && bag.lines.length >= MAX_ORDER_LINES) return { kind: 'too-many-lines' };
  const lines = existing
    ? bag.lines.map((line) => (line.key === key ? { ...line, quantidade: clampQuantity(line.quantidade + quantity) } : line))
    : [...bag.lines, { ...item, key, quantidade: quantity, observacoes: item.observacoes?.trim() ?? '' }];
  return { kind: 'added', bag: { restaurantId: restaurant.id, restaurantName: restaurant.nome, lines } };
}

/** After confirmation: empties the bag and starts it with the new restaurant's item. */
export function replaceBag(restaurant: { id: string; nome: string }, item: NewBagLine): Bag {
  const result = addToBag(EMPTY_BAG, restaurant, item);
  return result.kind === 'added' ? result.bag : EMPTY_BAG;
}

/** Sets a line's quantity; zero removes it, and an empty bag forgets its restaurant. */
export function setLineQuantity(bag: Bag, key: string, quantity: number): Bag {
  const next = clampQuantity(quantity);
  const lines = next <= 0 ? bag.lines.filter((line) => line.key !== key) : bag.lines.map((line) => (line.key === key ? { ...line, quantidade: next } : line));
  return lines.length === 0 ? EMPTY_BAG : { ...bag, lines };
}

/**
 * 'Editar' on a bag line: the line becomes the sheet's new choice, in the same place; if that
 * choice is already another line, the two merge.
 */
export function replaceLine(bag: Bag, key: string, item: NewBagLine): Bag {
  const position = bag.lines.findIndex((line) => line.key === key);
  if (position < 0) return bag;
  const newKey = lineKey(item.productId, item.selectedSize, item.selectedFlavor, item.complementos);
  const quantity = clampQuantity(item.quantidade);
  const twin = bag.lines.find((line) => line.key === newKey && line.key !== key);
  const edited: BagLine = { ...item, key: newKey, quantidade: quantity, observacoes: item.observacoes?.trim() ?? '' };
  const lines = twin
    ? bag.lines.filter((line) => line.key !== key).map((line) => (line.key === newKey ? { ...line, quantidade: clampQuantity(line.quantidade + quantity) } : line))
    : bag.lines.map((line, index) => (index === position ? edited : line));
  return quantity < MIN_QUANTITY ? setLineQuantity(bag, key, 0) : { ...bag, lines };
}

export function removeLine(bag: Bag, key: string): Bag {
  return setLineQuantity(bag, key, 0);
}

export function setLineNote(bag: Bag, key: string, observacoes: string): Bag {
  return { ...bag, lines: bag.lines.map((line) => (line.key === key ? { ...line, observacoes: observacoes.slice(0, 140) } : line)) };
}

export function lineTotal(line: BagLine): Centavos {
  return line.unitPrice * line.quantidade;
}

/** Number of items (sum of quantities) and the subtotal of the bag. */
export function bagSummary(bag: Bag): { itemCount: number; subtotal: Centavos } {
  return bag.lines.reduce(
    (summary, line) => ({ itemCount: summary.itemCount + line.quantidade, subtotal: summary.subtotal + lineTotal(line) }),
    { itemCount: 0, subtotal: 0 },
  );
}

/** '1 item', '3 itens'. */
export function formatItemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}

/** Reads a stored bag defensively: anything malformed becomes an empty bag. */
export function parseStoredBag(raw: unknown): Bag {
  if (typeof raw !== 'object' || raw === null) return EMPTY_BAG;
  const value = raw as Partial<Bag>;
  if (!Array.isArray(value.lines) || typeof value.restaurantId !== 'string') return EMPTY_BAG;
  const lines = value.lines.filter(
    (line): line is BagLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.key === 'string' &&
      typeof line.productId === 'string' &&
      typeof line.nome === 'string' &&
      Number.isInteger(line.unitPrice) &&
      Number.isInteger(line.quantidade) &&
      line.quantidade >= MIN_QUANTITY &&
      (line.complementos === undefined || (Array.isArray(line.complementos) && line.complementos.every(isBagChoice))),
  );
  // Bags saved before complementos have none; a 'de' price that is not a whole number of centavos is dropped.
  const withChoices = lines.map(({ regularUnitPrice, ...line }) => ({
    ...line,
    complementos: line.complementos ?? [],
    ...(Number.isInteger(regularUnitPrice) ? { regularUnitPrice } : {}),
  }));
  return withChoices.length === 0 ? EMPTY_BAG : { restaurantId: value.restaurantId, restaurantName: value.restaurantName ?? null, lines: withChoices };
}

function isBagChoice(value: unknown): value is BagChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Partial<BagChoice>;
  return (
    typeof choice.grupoId === 'string' &&
    typeof choice.opcaoId === 'string' &&
    typeof choice.grupo === 'string' &&
    typeof choice.nome === 'string' &&
    Number.isInteger(choice.quantidade) &&
    (choice.quantidade ?? 0) >= 1
  );
}
