import { toCentavos, type Centavos } from '../shared/money';

/** A menu category (restaurantes/{id}/categorias). */
export interface Category {
  id: string;
  nome: string;
  createdAt: Date | null;
  /** The owner's place for it on the menu (0 first); absent until the owner orders the categories. */
  ordem?: number;
}

export interface PizzaSize {
  name: string;
  /** Reais. */
  basePrice: number;
}

export interface PizzaFlavor {
  name: string;
  /** Reais added to the size's base price. */
  additionalPrice: number;
}

interface ProductBase {
  id: string;
  restaurantId: string;
  nome: string;
  descricao: string;
  /** null when neither categoriaId nor a legacy `categoria` name matches a category. */
  categoriaId: string | null;
  /** The legacy category name some older products carry instead of categoriaId. */
  categoriaLegada: string | null;
  disponivel: boolean;
  imageUrl: string | null;
  ultimaAtualizacao: Date | null;
  /** 'Esgotado hoje': unavailable until this instant (the next midnight in São Paulo); null otherwise. */
  esgotadoAte: Date | null;
  /** Ids of the restaurant's option groups attached to it, in the order the sheet shows them (src/domain/catalog/option-groups.ts). */
  complementos: string[];
  /** The owner's place for it within its category (0 first); absent until the owner orders the dishes. */
  ordem?: number;
}

export interface RegularProduct extends ProductBase {
  type: 'regular';
  /** Reais: the 'de' price while a promotion is in force. */
  preco: number;
  /** A 'de/por' price for a period (dish-promotion.ts); absent when the owner set none. */
  promocao?: DishPromotion;
}

/**
 * How a half-and-half pizza is priced, the restaurant's choice: the dearer flavour (the size's
 * price plus the second flavour's surcharge) or the average of the two (half the surcharge).
 */
export type HalfAndHalfRule = 'maior' | 'media';
export const HALF_AND_HALF_RULES: readonly HalfAndHalfRule[] = ['maior', 'media'];

export interface PizzaProduct extends ProductBase {
  type: 'pizza';
  sizes: PizzaSize[];
  flavors: PizzaFlavor[];
  meiaMeia: HalfAndHalfRule;
}

export type Product = RegularProduct | PizzaProduct;

/** Whether the product can be ordered at `now`: available, and not sold out for today. */
export function isAvailableNow(product: Pick<Product, 'disponivel' | 'esgotadoAte'>, now: Date): boolean {
  return product.disponivel && !(product.esgotadoAte && product.esgotadoAte.getTime() > now.getTime());
}

/**
 * SPEC.md section 5, Pizza: the size's base price plus the second flavour's surcharge, or half of
 * it (rounded up to the centavo) when the restaurant prices half-and-half by the average.
 */
export function pizzaUnitPrice(size: PizzaSize, flavor: PizzaFlavor | null, rule: HalfAndHalfRule): Centavos {
  const surcharge = flavor ? Math.max(0, toCentavos(flavor.additionalPrice)) : 0;
  return toCentavos(size.basePrice) + (rule === 'media' ? Math.ceil(surcharge / 2) : surcharge);
}

/** What the sheet says of the restaurant's half-and-half rule. */
export function halfAndHalfText(rule: HalfAndHalfRule): string {
  return rule === 'media' ? 'Meio a meio: você paga a média dos dois sabores.' : 'Meio a meio: vale o preço do sabor mais caro.';
}

/**
 * Resolves a product's category: its categoriaId, else the category whose name matches the
 * legacy `categoria` (case-insensitive), else null.
 */
export function resolveCategoryId(product: Pick<Product, 'categoriaId' | 'categoriaLegada'>, categories: Category[]): string | null {
  if (product.categoriaId && categories.some((category) => category.id === product.categoriaId)) return product.categoriaId;
  const legacy = product.categoriaLegada?.trim().toLocaleLowerCase('pt-BR');
  if (legacy) {
    const match = categories.find((category) => category.nome.trim().toLocaleLowerCase('pt-BR') === legacy);
    if (match) return match.id;
  }
  return product.categoriaId;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** The largest place an owner's order may give (firestore.rules, isPosition, checks the same). */
export const MAX_MENU_POSITION = 9999;

/** A size's or flavour's name: what the editor lets one type, and what an order line shows of it. */
export const MAX_OPTION_NAME = 60;

/**
 * The menu's order: what the owner placed comes first, by its place; what was never placed
 * (every menu from before the owner could order it, and a dish added since) follows by name.
 */
function compareMenuOrder(a: { nome: string; ordem?: number }, b: { nome: string; ordem?: number }): number {
  const placedA = a.ordem ?? Infinity;
  const placedB = b.ordem ?? Infinity;
  if (placedA !== placedB) return placedA < placedB ? -1 : 1;
  return collator.compare(a.nome, b.nome);
}

/** Categories in the owner's order, the rest by name (SPEC.md section 9, issue #28). */
export function sortCategories(categories: Category[]): Category[] {
  return [...categories].sort(compareMenuOrder);
}

/** Dishes in the owner's order, the rest by name. */
export function sortProducts<P extends Pick<Product, 'nome' | 'ordem'>>(products: P[]): P[] {
  return [...products].sort(compareMenuOrder);
}

export interface MenuSection<P> {
  id: string;
  nome: string;
  products: P[];
}

/**
 * The menu as the customer and the panel show it: every category in the owner's order with its
 * dishes in the owner's order (an empty category too: the panel shows it, the customer's menu
 * leaves it out), and the dishes whose category is gone or unknown apart, for the caller to name.
 */
export function menuSections<P extends Pick<Product, 'nome' | 'ordem' | 'categoriaId' | 'categoriaLegada'>>(
  categories: Category[],
  products: P[],
): { sections: Array<MenuSection<P>>; uncategorized: P[] } {
  const ordered = sortCategories(categories);
  const byCategory = new Map<string, P[]>();
  const uncategorized: P[] = [];
  for (const product of sortProducts(products)) {
    const categoryId = resolveCategoryId(product, ordered);
    if (categoryId && ordered.some((category) => category.id === categoryId)) byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), product]);
    else uncategorized.push(product);
  }
  return { sections: ordered.map((category) => ({ id: category.id, nome: category.nome, products: byCategory.get(category.id) ?? [] })), uncategorized };
}

/**
 * A dish's 'de/por' price for a period (issue #40): the owner sets a lower price from one instant
 * to another (whole days in São Paulo), the menu shows both, and placeOrder charges the 'por'.
 * Only regular dishes carry one; a pizza's price is made of sizes and flavours.
 */
export interface DishPromotion {
  /** The 'por' price, reais; below the dish's own price. */
  preco: number;
  inicio: Date;
  fim: Date;
}
