import { HALF_AND_HALF_RULES, MAX_MENU_POSITION, MAX_OPTION_NAME, type Category, type HalfAndHalfRule, type PizzaFlavor, type PizzaSize, type Product, type DishPromotion } from './catalog';
import { OPTION_GROUP_LIMITS, type FrozenChoice, type GroupOption, type OptionGroup } from './option-groups';
import type { ProductInput } from './product.form';
import { toDate, toNullableText, toNumber, toText, type StoredData } from '../shared/stored-values';

/**
 * Stored menu documents (products, categories, complementos) and an order's stored lines to domain
 * types, with the spec's defaults and legacy aliases. One mapping for both readers of the
 * catalogue: the app's Firestore converters and the server's order check (functions/), so both
 * price a bag from the same understanding of it. Restaurants: restaurants/restaurant.record.ts.
 */

/**
 * A pizza's sizes and flavours are stored as JSON text of [name, price] pairs (`tamanhos`,
 * `sabores`): Firestore's answers spell every value of a list of maps with its type and field
 * names, so 16 flavours as maps cost about three plain dishes on the wire, as text a tenth of that
 * (issue #49). Pizzas written before keep `sizes` and `flavors` as lists of maps, read whenever
 * `sizes` is a list (firestore.rules check those maps, and any text beside them goes unread).
 */
function fromJsonPairs(value: unknown): StoredData[] {
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : null;
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((pair: unknown) => (Array.isArray(pair) ? [{ name: pair[0], price: pair[1] }] : []));
}

function fromMaps(value: unknown, priceKey: string): StoredData[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const stored = item as StoredData;
    return [{ name: stored.name, price: stored[priceKey] }];
  });
}

/** A pizza's stored options as {name, price}: the lists of maps when `sizes` is one, else the texts. */
function storedOptions(data: StoredData): { sizes: StoredData[]; flavors: StoredData[] } {
  return Array.isArray(data.sizes)
    ? { sizes: fromMaps(data.sizes, 'basePrice'), flavors: fromMaps(data.flavors, 'additionalPrice') }
    : { sizes: fromJsonPairs(data.tamanhos), flavors: fromJsonPairs(data.sabores) };
}

/** A size without a price above zero is left out: the rules check the text's shape, and placeOrder must never sell a free size. */
function toSizes(stored: StoredData[]): PizzaSize[] {
  return stored.flatMap(({ name, price }) => {
    const basePrice = toNumber(price, 0);
    return basePrice > 0 ? [{ name: toText(name).slice(0, MAX_OPTION_NAME), basePrice }] : [];
  });
}

function toFlavors(stored: StoredData[]): PizzaFlavor[] {
  return stored.flatMap(({ name, price }) => {
    const flavorName = toText(name).trim().slice(0, MAX_OPTION_NAME);
    return flavorName ? [{ name: flavorName, additionalPrice: Math.max(0, toNumber(price, 0)) }] : [];
  });
}

/** The stored text of a pizza's sizes (`tamanhos`) or flavours (`sabores`): JSON of [name, reais] pairs. */
export function pizzaOptionsText(options: ReadonlyArray<PizzaSize | PizzaFlavor>): string {
  return JSON.stringify(options.map((option) => [option.name, 'basePrice' in option ? option.basePrice : option.additionalPrice]));
}

/**
 * restaurantes/{restaurantId}/produtos/{id} as written by the panel's editor (and the seed):
 * a pizza's sizes and flavours as text (pizzaOptionsText); the service adds `ultimaAtualizacao`.
 */
export function productData(product: ProductInput): StoredData {
  if (product.type !== 'pizza') return { ...product };
  const { sizes, flavors, ...rest } = product;
  return { ...rest, tamanhos: pizzaOptionsText(sizes), sabores: pizzaOptionsText(flavors) };
}

/**
 * restaurantes/{restaurantId}/produtos/{id}: type defaults to 'regular', disponivel to true, and a
 * legacy `categoria` name is kept for resolveCategoryId.
 */
export function productFromData(id: string, restaurantId: string, data: StoredData): Product {
  const common = {
    id,
    restaurantId,
    nome: toText(data.nome),
    descricao: toText(data.descricao),
    categoriaId: toNullableText(data.categoriaId) || null,
    categoriaLegada: toNullableText(data.categoria) || null,
    disponivel: data.disponivel !== false,
    imageUrl: toNullableText(data.imageUrl) || null,
    ultimaAtualizacao: toDate(data.ultimaAtualizacao),
    esgotadoAte: toDate(data.esgotadoAte),
    complementos: toGroupIds(data.complementos),
    ...menuPosition(data.ordem),
  };
  const options = data.type === 'pizza' ? storedOptions(data) : null;
  return options
    ? { ...common, type: 'pizza', sizes: toSizes(options.sizes), flavors: toFlavors(options.flavors), meiaMeia: toHalfAndHalf(data.meiaMeia) }
    : { ...common, type: 'regular', preco: toNumber(data.preco, 0), ...toPromotion(data.promocao) };
}

/** A dish's 'de/por' (dish-promotion.ts); anything incomplete reads as none. */
function toPromotion(value: unknown): { promocao?: DishPromotion } {
  if (typeof value !== 'object' || value === null) return {};
  const stored = value as StoredData;
  const preco = toNumber(stored.preco, 0);
  const inicio = toDate(stored.inicio);
  const fim = toDate(stored.fim);
  return preco > 0 && inicio && fim && inicio < fim ? { promocao: { preco, inicio, fim } } : {};
}

/** restaurantes/{restaurantId}/categorias/{id}. */
export function categoryFromData(id: string, data: StoredData): Category {
  return { id, nome: toText(data.nome), createdAt: toDate(data.createdAt), ...menuPosition(data.ordem) };
}

/** The owner's place on the menu; anything else reads as never placed (sorted by name). */
function menuPosition(value: unknown): { ordem?: number } {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_MENU_POSITION ? { ordem: value as number } : {};
}

function toGroupIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id: unknown): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(ids)].slice(0, OPTION_GROUP_LIMITS.groupsPerProduct);
}

/** Pizzas from before the rule was a choice charge the dearer flavour (SPEC.md section 5). */
function toHalfAndHalf(value: unknown): HalfAndHalfRule {
  return (HALF_AND_HALF_RULES as readonly unknown[]).includes(value) ? (value as HalfAndHalfRule) : 'maior';
}

/** A whole number from `min` to `max`, else `fallback`. */
function wholeNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = toNumber(value, fallback);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

/**
 * restaurantes/{restaurantId}/complementos/{id}: options without an id or a name are left out (an
 * id twice keeps the first), a price that is not a number or below zero reads as R$ 0,00, and the
 * counts are kept consistent (maximum at least the minimum, caps within the maximum).
 */
export function optionGroupFromData(id: string, data: StoredData): OptionGroup {
  const limits = OPTION_GROUP_LIMITS;
  const soldOut = typeof data.esgotadas === 'object' && data.esgotadas !== null ? (data.esgotadas as StoredData) : {};
  const minimo = wholeNumber(data.minimo, 0, limits.choices, 0);
  const maximo = Math.max(minimo, wholeNumber(data.maximo, 1, limits.choices, 1));
  const seen = new Set<string>();
  const opcoes: GroupOption[] = [];
  for (const raw of Array.isArray(data.opcoes) ? data.opcoes : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const option = raw as StoredData;
    const optionId = toText(option.id);
    const nome = toText(option.nome).trim().slice(0, limits.name);
    if (!optionId || !nome || seen.has(optionId)) continue;
    seen.add(optionId);
    opcoes.push({
      id: optionId,
      nome,
      preco: Math.max(0, toNumber(option.preco, 0)),
      maximo: Math.min(maximo, wholeNumber(option.maximo, 1, limits.choices, 1)),
      esgotadoAte: toDate(soldOut[optionId]),
    });
  }
  return { id, nome: toText(data.nome).trim() || 'Complementos', minimo, maximo, gratis: wholeNumber(data.gratis, 0, maximo, 0), opcoes };
}

/** The complementos an order line froze; anything malformed is left out. */
export function toFrozenChoices(value: unknown): FrozenChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown): FrozenChoice[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const choice = raw as StoredData;
    const quantidade = toNumber(choice.quantidade, 0);
    if (!Number.isInteger(quantidade) || quantidade < 1) return [];
    return [
      {
        grupoId: toText(choice.grupoId),
        grupo: toText(choice.grupo),
        opcaoId: toText(choice.opcaoId),
        nome: toText(choice.nome),
        quantidade,
        preco: toNumber(choice.preco, 0),
        gratis: toNumber(choice.gratis, 0),
      },
    ];
  });
}
