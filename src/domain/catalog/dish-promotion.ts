import { toCentavos, type Centavos } from '../shared/money';
import type { DishPromotion } from './catalog';
import { type Product } from './catalog';
import { saoPauloDayKey } from '../shared/sao-paulo-day';

/** The id of the menu section that lists the dishes on promotion, first. */
export const PROMOTIONS_SECTION_ID = 'promocoes';
export const PROMOTIONS_SECTION_TITLE = 'Promoções';

/** The promotion in force on `product` at `now`, or null (none, not yet, over, or no longer cheaper). */
export function dishPromotionAt(product: Product, now: Date): DishPromotion | null {
  if (product.type !== 'regular' || !product.promocao) return null;
  const { preco, inicio, fim } = product.promocao;
  const at = now.getTime();
  if (at < inicio.getTime() || at >= fim.getTime()) return null;
  const por = toCentavos(preco);
  return por > 0 && por < toCentavos(product.preco) ? product.promocao : null;
}

/** What a card shows: the price now, and the 'de' price struck through beside it when on promotion. */
export interface MenuPrice {
  price: Centavos;
  regular: Centavos | null;
}

/** A regular dish's price (its promotion's while one is in force), or a pizza's cheapest size. */
export function menuPrice(product: Product, now: Date): MenuPrice {
  if (product.type === 'regular') {
    const promotion = dishPromotionAt(product, now);
    return promotion ? { price: toCentavos(promotion.preco), regular: toCentavos(product.preco) } : { price: toCentavos(product.preco), regular: null };
  }
  const prices = product.sizes.map((size) => toCentavos(size.basePrice)).filter((price) => price > 0);
  return { price: prices.length > 0 ? Math.min(...prices) : 0, regular: null };
}

/** 'Promoção até 30/11': the last São Paulo day the 'por' price holds. */
export function promotionUntilText(promotion: DishPromotion): string {
  const [, month, day] = saoPauloDayKey(new Date(promotion.fim.getTime() - 1)).split('-');
  return `Promoção até ${day}/${month}`;
}
