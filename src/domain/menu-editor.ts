import type { Category, PizzaFlavor, PizzaSize, Product } from './catalog';

/** Category manager rules (SPEC.md section 5). */
export function validateNewCategory(name: string, existing: Category[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'O nome da categoria não pode ser vazio.';
  const lower = trimmed.toLocaleLowerCase('pt-BR');
  if (existing.some((category) => category.nome.trim().toLocaleLowerCase('pt-BR') === lower)) return 'Esta categoria já existe.';
  return null;
}

export function validateCategoryRename(id: string, name: string, existing: Category[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'O nome da categoria não pode ser vazio.';
  const lower = trimmed.toLocaleLowerCase('pt-BR');
  if (existing.some((category) => category.id !== id && category.nome.trim().toLocaleLowerCase('pt-BR') === lower)) {
    return 'Já existe outra categoria com este nome.';
  }
  return null;
}

/** The product form as typed: prices are text until saved. */
export interface ProductForm {
  nome: string;
  descricao: string;
  categoriaId: string;
  disponivel: boolean;
  imageUrl: string;
  type: 'regular' | 'pizza';
  preco: string;
  sizes: Array<{ name: string; basePrice: string }>;
  flavors: Array<{ name: string; additionalPrice: string }>;
}

export const EMPTY_SIZE = { name: '', basePrice: '' };

/** What firestore.rules accept on a pizza (each checked by position, see there): sizes and flavours. */
export const MAX_PIZZA_SIZES = 6;
export const MAX_PIZZA_FLAVORS = 16;
/** A size's or flavour's name: what the editor lets one type, and what an order line shows of it. */
export const MAX_OPTION_NAME = 60;

export function emptyProductForm(categoriaId = ''): ProductForm {
  return { nome: '', descricao: '', categoriaId, disponivel: true, imageUrl: '', type: 'regular', preco: '', sizes: [{ ...EMPTY_SIZE }], flavors: [] };
}

/** Reads '12,50' or '12.50'; NaN when it is not a number. */
export function parsePrice(value: string): number {
  const trimmed = value.trim().replace(/\s/g, '');
  if (!trimmed) return Number.NaN;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return Number(normalized);
}

function priceText(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

/** Loads a product into the form; a legacy category name is mapped to its category id. */
export function productToForm(product: Product, categoryId: string | null): ProductForm {
  return {
    nome: product.nome,
    descricao: product.descricao,
    categoriaId: categoryId ?? '',
    disponivel: product.disponivel,
    imageUrl: product.imageUrl ?? '',
    type: product.type,
    preco: product.type === 'regular' ? priceText(product.preco) : '',
    sizes: product.type === 'pizza' && product.sizes.length > 0 ? product.sizes.map((size) => ({ name: size.name, basePrice: priceText(size.basePrice) })) : [{ ...EMPTY_SIZE }],
    flavors: product.type === 'pizza' ? product.flavors.map((flavor) => ({ name: flavor.name, additionalPrice: priceText(flavor.additionalPrice) })) : [],
  };
}

/** SPEC.md section 4: switching to regular resets sizes and flavours; to pizza clears the price. */
export function switchProductType(form: ProductForm, type: ProductForm['type']): ProductForm {
  if (type === form.type) return form;
  return type === 'regular' ? { ...form, type, sizes: [{ ...EMPTY_SIZE }], flavors: [] } : { ...form, type, preco: '' };
}

/** The last size cannot be removed. */
export function removeSize(form: ProductForm, index: number): ProductForm {
  if (form.sizes.length <= 1) return form;
  return { ...form, sizes: form.sizes.filter((_, position) => position !== index) };
}

/** What is written to Firestore (ultimaAtualizacao is added by the service). */
export type ProductInput =
  | { nome: string; descricao: string; categoriaId: string; disponivel: boolean; imageUrl: string | null; type: 'regular'; preco: number }
  | { nome: string; descricao: string; categoriaId: string; disponivel: boolean; imageUrl: string | null; type: 'pizza'; sizes: PizzaSize[]; flavors: PizzaFlavor[] };

export type ProductValidation = { ok: true; product: ProductInput } | { ok: false; error: string };

/** SPEC.md section 5, Product: every rule, with the spec's messages. */
export function validateProductForm(form: ProductForm): ProductValidation {
  const nome = form.nome.trim();
  if (!nome) return { ok: false, error: 'O nome do produto é obrigatório.' };
  if (!form.categoriaId) return { ok: false, error: 'Por favor, selecione uma categoria para o produto.' };
  const common = { nome, descricao: form.descricao.trim(), categoriaId: form.categoriaId, disponivel: form.disponivel, imageUrl: form.imageUrl.trim() || null };
  if (form.type === 'pizza') {
    const sizes = form.sizes
      .map((size) => ({ name: size.name.trim(), basePrice: Math.round(parsePrice(size.basePrice) * 100) / 100 }))
      .filter((size) => size.name && Number.isFinite(size.basePrice) && size.basePrice > 0);
    if (sizes.length === 0) return { ok: false, error: 'Para pizzas, pelo menos um tamanho com preço base maior que zero é obrigatório.' };
    const flavors = form.flavors
      .filter((flavor) => flavor.name.trim())
      .map((flavor) => {
        const price = parsePrice(flavor.additionalPrice);
        return { name: flavor.name.trim(), additionalPrice: Number.isFinite(price) && price > 0 ? Math.round(price * 100) / 100 : 0 };
      });
    return { ok: true, product: { ...common, type: 'pizza', sizes, flavors } };
  }
  const preco = parsePrice(form.preco);
  if (!Number.isFinite(preco) || preco <= 0) return { ok: false, error: 'Para produtos normais, o preço deve ser maior que zero.' };
  return { ok: true, product: { ...common, type: 'regular', preco: Math.round(preco * 100) / 100 } };
}
