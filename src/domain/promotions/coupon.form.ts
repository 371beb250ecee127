import { centavosToInput, checkMoney, fieldMoneyMessage, toCentavos, toReais } from '../shared/money';
import { DAY_MS, saoPauloDayKey, saoPauloDayStart } from '../shared/sao-paulo-day';
import { COUPON_CODE, COUPON_RULES, normalizeCouponCode, type Coupon, type CouponKind, type CouponRule } from './coupon';

/**
 * The coupon form of the panel (a store's coupons) and of the console (a city's), issue #40:
 * what is typed, its checks with their messages, and what is written (firestore.rules,
 * match /cupons, checks the same).
 */

export interface CouponForm {
  codigo: string;
  tipo: CouponKind;
  /** Percent or reais, as typed. */
  valor: string;
  /** A percentage's cap in reais, as typed ('' for none). */
  maximo: string;
  pedidoMinimo: string;
  /** First and last day, 'YYYY-MM-DD', São Paulo. */
  inicio: string;
  fim: string;
  regra: CouponRule;
  /** '' for no limit. */
  limiteUsos: string;
  /** Shown to customers on the cards and menus of the stores it applies to. */
  divulgado: boolean;
}

/** What the form writes, besides the scope and the counters the service sets. */
export type CouponTerms = Pick<Coupon, 'codigo' | 'tipo' | 'valor' | 'maximo' | 'pedidoMinimo' | 'inicio' | 'fim' | 'regra' | 'limiteUsos' | 'divulgado'>;

export const COUPON_MAX_DAYS = 366;
export const COUPON_MAX_USES = 100_000;

export function emptyCouponForm(now: Date): CouponForm {
  return {
    codigo: '',
    tipo: 'percentual',
    valor: '',
    maximo: '',
    pedidoMinimo: '',
    inicio: saoPauloDayKey(now),
    fim: saoPauloDayKey(new Date(now.getTime() + 29 * DAY_MS)),
    regra: 'uma_vez',
    limiteUsos: '',
    divulgado: false,
  };
}

export function couponToForm(coupon: Coupon): CouponForm {
  return {
    codigo: coupon.codigo,
    tipo: coupon.tipo,
    valor: coupon.tipo === 'percentual' ? String(coupon.valor) : centavosToInput(toCentavos(coupon.valor)),
    maximo: coupon.maximo === null ? '' : centavosToInput(toCentavos(coupon.maximo)),
    pedidoMinimo: coupon.pedidoMinimo > 0 ? centavosToInput(toCentavos(coupon.pedidoMinimo)) : '',
    inicio: saoPauloDayKey(coupon.inicio),
    fim: saoPauloDayKey(new Date(coupon.fim.getTime() - 1)),
    regra: coupon.regra,
    limiteUsos: coupon.limiteUsos === null ? '' : String(coupon.limiteUsos),
    divulgado: coupon.divulgado,
  };
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export const COUPON_FORM_MESSAGES = {
  code: 'O código deve ter de 4 a 20 letras ou números, sem espaços.',
  percent: 'O desconto em porcentagem deve ser um número inteiro de 1 a 100.',
  dates: 'Informe o primeiro e o último dia do cupom.',
  order: 'O último dia do cupom não pode ser antes do primeiro.',
  length: `Um cupom vale no máximo ${COUPON_MAX_DAYS} dias.`,
  uses: `O limite de usos deve ser um número inteiro de 1 a ${COUPON_MAX_USES.toLocaleString('pt-BR')}, ou vazio para sem limite.`,
} as const;

export type CouponFormCheck = { ok: true; terms: CouponTerms } | { ok: false; error: string };

export function validateCouponForm(form: CouponForm): CouponFormCheck {
  const fail = (error: string): CouponFormCheck => ({ ok: false, error });
  const codigo = normalizeCouponCode(form.codigo);
  if (!COUPON_CODE.test(codigo)) return fail(COUPON_FORM_MESSAGES.code);
  let valor: number;
  let maximo: number | null = null;
  if (form.tipo === 'percentual') {
    const percent = Number(form.valor.trim().replace('%', ''));
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) return fail(COUPON_FORM_MESSAGES.percent);
    valor = percent;
    if (form.maximo.trim()) {
      const cap = checkMoney(form.maximo, { min: 1, max: 100_000 });
      if (!cap.ok) return fail(fieldMoneyMessage('Desconto máximo (R$)', cap.message));
      maximo = toReais(cap.centavos);
    }
  } else {
    const amount = checkMoney(form.valor, { min: 1, max: 100_000 });
    if (!amount.ok) return fail(fieldMoneyMessage('Desconto (R$)', amount.message));
    valor = toReais(amount.centavos);
  }
  const minimum = checkMoney(form.pedidoMinimo, { min: 0, max: 1_000_000 }, 0);
  if (!minimum.ok) return fail(fieldMoneyMessage('Pedido mínimo (R$)', minimum.message));
  if (!DAY_KEY.test(form.inicio) || !DAY_KEY.test(form.fim)) return fail(COUPON_FORM_MESSAGES.dates);
  const inicio = saoPauloDayStart(form.inicio);
  const fim = new Date(saoPauloDayStart(form.fim).getTime() + DAY_MS);
  if (Number.isNaN(inicio.getTime()) || Number.isNaN(fim.getTime())) return fail(COUPON_FORM_MESSAGES.dates);
  if (fim <= inicio) return fail(COUPON_FORM_MESSAGES.order);
  if (fim.getTime() - inicio.getTime() > COUPON_MAX_DAYS * DAY_MS) return fail(COUPON_FORM_MESSAGES.length);
  let limiteUsos: number | null = null;
  if (form.limiteUsos.trim()) {
    const limit = Number(form.limiteUsos.trim());
    if (!Number.isInteger(limit) || limit < 1 || limit > COUPON_MAX_USES) return fail(COUPON_FORM_MESSAGES.uses);
    limiteUsos = limit;
  }
  const regra = COUPON_RULES.includes(form.regra) ? form.regra : 'livre';
  return { ok: true, terms: { codigo, tipo: form.tipo, valor, maximo, pedidoMinimo: toReais(minimum.centavos), inicio, fim, regra, limiteUsos, divulgado: form.divulgado } };
}
