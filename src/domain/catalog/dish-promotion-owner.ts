import type { DishPromotion } from './catalog';
import { centavosToInput, checkMoney, fieldMoneyMessage, toCentavos, toReais, type Centavos } from '../shared/money';
import { DAY_MS, saoPauloDayKey, saoPauloDayStart } from '../shared/sao-paulo-day';

/**
 * The owner's side of a dish's 'de/por' (issue #40): the product form's fields, typed as whole
 * São Paulo days (first and last day), and what they store. firestore.rules (isDishPromotion)
 * check the same bounds.
 */

/** The longest promotion: a month. The rules allow the same (744 hours). */
export const PROMOTION_MAX_DAYS = 31;

export interface PromotionForm {
  ativa: boolean;
  /** The 'por' price as typed. */
  preco: string;
  /** First and last day, 'YYYY-MM-DD' (the date inputs' value). */
  inicio: string;
  fim: string;
}

export const PROMOTION_MESSAGES = {
  price: 'O preço promocional deve ser menor que o preço normal.',
  dates: 'Informe o primeiro e o último dia da promoção.',
  order: 'O último dia da promoção não pode ser antes do primeiro.',
  length: `Uma promoção dura no máximo ${PROMOTION_MAX_DAYS} dias.`,
  over: 'O último dia da promoção já passou. Mude as datas ou desligue a promoção.',
} as const;

/** A new promotion starts today and ends in a week, for the owner to adjust. */
export function emptyPromotionForm(now: Date): PromotionForm {
  return { ativa: false, preco: '', inicio: saoPauloDayKey(now), fim: saoPauloDayKey(new Date(now.getTime() + 6 * DAY_MS)) };
}

/** A dish's promotion into the form; one already over loads switched off, with fresh dates. */
export function promotionToForm(promotion: DishPromotion | undefined, now: Date): PromotionForm {
  if (!promotion || promotion.fim.getTime() <= now.getTime()) return emptyPromotionForm(now);
  return {
    ativa: true,
    preco: centavosToInput(toCentavos(promotion.preco)),
    inicio: saoPauloDayKey(promotion.inicio),
    fim: saoPauloDayKey(new Date(promotion.fim.getTime() - 1)),
  };
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export type PromotionCheck = { ok: true; promotion: DishPromotion | null } | { ok: false; error: string };

/**
 * The form's promotion for a dish priced `regular`: null when switched off, else the stored
 * promotion from the first day's midnight to the midnight after the last, São Paulo time.
 */
export function checkPromotionForm(form: PromotionForm, regular: Centavos, now: Date): PromotionCheck {
  if (!form.ativa) return { ok: true, promotion: null };
  const price = checkMoney(form.preco, { min: 1, max: regular - 1 });
  if (!price.ok) return { ok: false, error: price.problem === 'out-of-range' || price.problem === 'empty' ? PROMOTION_MESSAGES.price : fieldMoneyMessage('Preço promocional (R$)', price.message) };
  if (!DAY_KEY.test(form.inicio) || !DAY_KEY.test(form.fim)) return { ok: false, error: PROMOTION_MESSAGES.dates };
  const inicio = saoPauloDayStart(form.inicio);
  const fim = new Date(saoPauloDayStart(form.fim).getTime() + DAY_MS);
  if (Number.isNaN(inicio.getTime()) || Number.isNaN(fim.getTime())) return { ok: false, error: PROMOTION_MESSAGES.dates };
  if (fim <= inicio) return { ok: false, error: PROMOTION_MESSAGES.order };
  if (fim.getTime() - inicio.getTime() > PROMOTION_MAX_DAYS * DAY_MS) return { ok: false, error: PROMOTION_MESSAGES.length };
  if (fim.getTime() <= now.getTime()) return { ok: false, error: PROMOTION_MESSAGES.over };
  return { ok: true, promotion: { preco: toReais(price.centavos), inicio, fim } };
}
