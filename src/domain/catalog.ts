import { toCentavos, type Centavos } from './money';

/** A menu category (restaurantes/{id}/categorias). */
export interface Category {
  id: string;
  nome: string;
  createdAt: Date | null;
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
  /** Ids of the restaurant's option groups attached to it, in the order the sheet shows them (src/domain/option-groups.ts). */
  complementos: string[];
}

export interface RegularProduct extends ProductBase {
  type: 'regular';
  /** Reais. */
  preco: number;
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

/** The price a menu card shows: a regular product's price, or a pizza's cheapest size. */
export function startingPrice(product: Product): Centavos {
  if (product.type === 'regular') return toCentavos(product.preco);
  const prices = product.sizes.map((size) => toCentavos(size.basePrice)).filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : 0;
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

/** Categories in name order (SPEC.md section 9). */
export function sortCategories(categories: Category[]): Category[] {
  return [...categories].sort((a, b) => collator.compare(a.nome, b.nome));
}

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
