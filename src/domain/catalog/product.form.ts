import type { Category, HalfAndHalfRule, PizzaFlavor, PizzaSize, Product, DishPromotion } from './catalog';
import { OPTION_GROUP_LIMITS } from './option-groups';
import { checkPromotionForm, emptyPromotionForm, promotionToForm, type PromotionForm } from './dish-promotion-owner';
import { centavosToInput, checkMoney, fieldMoneyMessage, isNotAboveZero, toCentavos, toReais, type MoneyRange } from '../shared/money';

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

/**
 * 'Subir' (-1) / 'Descer' (+1) a category or a dish among `items` (as the menu shows them): the
 * places to write, every item numbered by its new position so that what was never placed gets a
 * place too, and only those whose place changes. Empty when the move goes past either end.
 */
export function moveInMenu(items: ReadonlyArray<{ id: string; ordem?: number }>, index: number, step: -1 | 1): Array<{ id: string; ordem: number }> {
  const target = index + step;
  if (index < 0 || target < 0 || index >= items.length || target >= items.length) return [];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  if (item) moved.splice(target, 0, item);
  return moved.flatMap((item, position) => (item.ordem === position ? [] : [{ id: item.id, ordem: position }]));
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
  /** A pizza's half-and-half rule. */
  meiaMeia: HalfAndHalfRule;
  /** Attached option groups, in the sheet's order. */
  complementos: string[];
  /** The dish's place on the menu, kept through an edit (null: never placed, or a new dish). */
  ordem: number | null;
  /** A regular dish's 'de/por' (dish-promotion-owner.ts). */
  promocao: PromotionForm;
}

export const EMPTY_SIZE = { name: '', basePrice: '' };

/** What firestore.rules accept on a pizza (each checked by position, see there): sizes and flavours. */
export const MAX_PIZZA_SIZES = 6;
export const MAX_PIZZA_FLAVORS = 16;

/** A dish's name: what firestore.rules accept (isProduct), so a copy's name is cut there. */
export const PRODUCT_NAME_MAX = 100;

export function emptyProductForm(categoriaId = '', now = new Date()): ProductForm {
  return {
    nome: '',
    descricao: '',
    categoriaId,
    disponivel: true,
    imageUrl: '',
    type: 'regular',
    preco: '',
    sizes: [{ ...EMPTY_SIZE }],
    flavors: [],
    meiaMeia: 'maior',
    complementos: [],
    ordem: null,
    promocao: emptyPromotionForm(now),
  };
}

/**
 * What each price of a product may be, in centavos. The regular price is what firestore.rules
 * accept (`isMoney(data.preco, 10000) && data.preco > 0`). The rules only ask a size for more
 * than zero and a surcharge for zero or more; a size's price is capped like a regular price and
 * a surcharge at R$ 1.000,00, beyond which it can only be a slip of the keyboard.
 */
export const PRICE_RANGE: MoneyRange = { min: 1, max: 1_000_000 };
export const SIZE_PRICE_RANGE: MoneyRange = { min: 1, max: 1_000_000 };
export const FLAVOR_SURCHARGE_RANGE: MoneyRange = { min: 0, max: 100_000 };

function priceText(value: number): string {
  return Number.isFinite(value) ? centavosToInput(toCentavos(value)) : '';
}

/** Loads a product into the form; a legacy category name is mapped to its category id. */
export function productToForm(product: Product, categoryId: string | null, now = new Date()): ProductForm {
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
    meiaMeia: product.type === 'pizza' ? product.meiaMeia : 'maior',
    complementos: product.complementos,
    ordem: product.ordem ?? null,
    promocao: promotionToForm(product.type === 'regular' ? product.promocao : undefined, now),
  };
}

/** 'Duplicar': the same dish, groups included, under a name that says it is a copy. */
export function duplicateProductForm(product: Product, categoryId: string | null): ProductForm {
  const form = productToForm(product, categoryId);
  // A copy is a new dish: it goes after the placed ones until the owner moves it.
  return { ...form, nome: `${product.nome} (cópia)`.slice(0, PRODUCT_NAME_MAX), ordem: null };
}

/** Moves an attached group up (-1) or down (+1) in the product's order. */
export function moveAttachedGroup(form: ProductForm, index: number, step: -1 | 1): ProductForm {
  const target = index + step;
  if (index < 0 || target < 0 || index >= form.complementos.length || target >= form.complementos.length) return form;
  const complementos = [...form.complementos];
  [complementos[index], complementos[target]] = [complementos[target] as string, complementos[index] as string];
  return { ...form, complementos };
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
interface ProductInputBase {
  nome: string;
  descricao: string;
  categoriaId: string;
  disponivel: boolean;
  imageUrl: string | null;
  complementos: string[];
  /** Absent on a dish never placed: it sorts by name after the placed ones. */
  ordem?: number;
}

export type ProductInput =
  | (ProductInputBase & { type: 'regular'; preco: number; promocao?: DishPromotion })
  | (ProductInputBase & { type: 'pizza'; sizes: PizzaSize[]; flavors: PizzaFlavor[]; meiaMeia: HalfAndHalfRule });

export type ProductValidation = { ok: true; product: ProductInput } | { ok: false; error: string };

const REGULAR_PRICE_MESSAGE = 'Para produtos normais, o preço deve ser maior que zero.';
const PIZZA_SIZE_MESSAGE = 'Para pizzas, pelo menos um tamanho com preço base maior que zero é obrigatório.';

/**
 * SPEC.md section 5, Product: every rule, with the spec's messages. A price that was typed is
 * never dropped, zeroed or rounded into something else: what cannot be read, or lies outside its
 * range, refuses the save with a message naming the field (the form keeps what was typed).
 */
export function validateProductForm(form: ProductForm, now = new Date()): ProductValidation {
  const nome = form.nome.trim();
  if (!nome) return { ok: false, error: 'O nome do produto é obrigatório.' };
  if (!form.categoriaId) return { ok: false, error: 'Por favor, selecione uma categoria para o produto.' };
  if (form.complementos.length > OPTION_GROUP_LIMITS.groupsPerProduct) return { ok: false, error: `Um produto tem no máximo ${OPTION_GROUP_LIMITS.groupsPerProduct} grupos de complementos.` };
  const common = {
    nome,
    descricao: form.descricao.trim(),
    categoriaId: form.categoriaId,
    disponivel: form.disponivel,
    imageUrl: form.imageUrl.trim() || null,
    complementos: [...new Set(form.complementos)],
    ...(form.ordem === null ? {} : { ordem: form.ordem }),
  };
  if (form.type === 'pizza') {
    // Sizes without a name are left out (SPEC.md); a named size must have a readable price.
    const named = form.sizes.map((size) => ({ name: size.name.trim(), check: checkMoney(size.basePrice, SIZE_PRICE_RANGE) })).filter((size) => size.name);
    // Text that is not money (or too much) is named first; a blank or zero price only once some
    // size is priced, so that a pizza without any gets SPEC's message.
    const problems = named.filter((size) => !size.check.ok);
    const unreadable = problems.find((size) => !isNotAboveZero(size.check));
    if (!unreadable && !named.some((size) => size.check.ok)) return { ok: false, error: PIZZA_SIZE_MESSAGE };
    const problem = unreadable ?? problems[0];
    if (problem && !problem.check.ok) return { ok: false, error: fieldMoneyMessage(`Preço base de "${problem.name}"`, problem.check.message) };
    const sizes: PizzaSize[] = named.flatMap((size) => (size.check.ok ? [{ name: size.name, basePrice: toReais(size.check.centavos) }] : []));

    // Flavours without a name are dropped (SPEC.md); an empty surcharge is no surcharge.
    const flavors: PizzaFlavor[] = [];
    for (const flavor of form.flavors) {
      const name = flavor.name.trim();
      if (!name) continue;
      const check = checkMoney(flavor.additionalPrice, FLAVOR_SURCHARGE_RANGE, 0);
      if (!check.ok) return { ok: false, error: fieldMoneyMessage(`Acréscimo de "${name}"`, check.message) };
      flavors.push({ name, additionalPrice: toReais(check.centavos) });
    }
    return { ok: true, product: { ...common, type: 'pizza', sizes, flavors, meiaMeia: form.meiaMeia } };
  }
  const preco = checkMoney(form.preco, PRICE_RANGE);
  if (!preco.ok) {
    return { ok: false, error: isNotAboveZero(preco) ? REGULAR_PRICE_MESSAGE : fieldMoneyMessage('Preço (R$)', preco.message) };
  }
  const promotion = checkPromotionForm(form.promocao, preco.centavos, now);
  if (!promotion.ok) return { ok: false, error: promotion.error };
  return { ok: true, product: { ...common, type: 'regular', preco: toReais(preco.centavos), ...(promotion.promotion ? { promocao: promotion.promotion } : {}) } };
}
