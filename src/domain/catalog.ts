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
}

export interface RegularProduct extends ProductBase {
  type: 'regular';
  /** Reais. */
  preco: number;
}

export interface PizzaProduct extends ProductBase {
  type: 'pizza';
  sizes: PizzaSize[];
  flavors: PizzaFlavor[];
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

/** SPEC.md section 5, Pizza: (size base price + optional flavour surcharge) x quantity. */
export function pizzaPrice(size: PizzaSize, flavor: PizzaFlavor | null, quantity: number): Centavos {
  return (toCentavos(size.basePrice) + (flavor ? toCentavos(flavor.additionalPrice) : 0)) * quantity;
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
