import { describe, expect, it } from 'vitest';
import { appliedCouponDiscount, checkCoupon, COUPON_MESSAGES, couponDiscount, couponId, couponRemovedMessage, normalizeCouponCode, toAppliedCoupon, type Coupon } from '@/domain/promotions/coupon';
import { couponFromData } from '@/domain/promotions/coupon.record';
import { couponBadge, storePromotions } from '@/domain/promotions/store-promotions';
import { publicCouponsFromData } from '@/domain/promotions/store-promotions.record';
import { storefrontOf } from '@/domain/discovery/storefront';
import { storeCardFromData } from '@/domain/discovery/store-card.record';
import { COUPON_FORM_MESSAGES, couponToForm, emptyCouponForm, validateCouponForm } from '@/domain/promotions/coupon.form';

const now = new Date('2026-11-27T15:00:00Z');
const coupon: Coupon = couponFromData('cantina_BEMVINDO10', {
  codigo: 'BEMVINDO10',
  escopo: 'restaurante',
  restaurantId: 'cantina',
  tipo: 'percentual',
  valor: 10,
  maximo: 8,
  pedidoMinimo: 40,
  inicio: new Date('2026-11-27T03:00:00Z'),
  fim: new Date('2026-12-27T03:00:00Z'),
  regra: 'uma_vez',
  limiteUsos: 100,
  usos: 3,
  divulgado: true,
});
const here = { restaurantId: 'cantina', cidade: 'sao paulo', subtotal: 4500 };
const fresh = { usedBefore: false, ordersHere: 0 };

describe('coupons', () => {
  it('take a percentage with its cap, or an amount, never more than the items', () => {
    expect(couponDiscount(coupon, 4500)).toBe(450);
    expect(couponDiscount(coupon, 20_000)).toBe(800);
    expect(couponDiscount({ tipo: 'valor', valor: 15, maximo: null }, 1000)).toBe(1000);
    expect(couponBadge(coupon)).toBe('Cupom de 10%');
    expect(couponBadge({ tipo: 'valor', valor: 5 })).toMatch(/^Cupom de R\$\s5,00$/);
  });

  it('apply at their store or city, in their period, within their limit and rule, above their minimum', () => {
    expect(checkCoupon(coupon, here, fresh, now)).toEqual({ ok: true, discount: 450 });
    expect(checkCoupon(coupon, { ...here, restaurantId: 'outra' }, fresh, now)).toEqual({ ok: false, message: COUPON_MESSAGES.notFound });
    expect(checkCoupon({ ...coupon, ativo: false }, here, fresh, now)).toEqual({ ok: false, message: COUPON_MESSAGES.notFound });
    expect(checkCoupon(coupon, here, fresh, new Date('2026-11-27T02:59:00Z'))).toEqual({ ok: false, message: COUPON_MESSAGES.notYet });
    expect(checkCoupon(coupon, here, fresh, new Date('2026-12-27T03:00:00Z'))).toEqual({ ok: false, message: COUPON_MESSAGES.expired });
    expect(checkCoupon({ ...coupon, usos: 100 }, here, fresh, now)).toEqual({ ok: false, message: COUPON_MESSAGES.soldOut });
    expect(checkCoupon(coupon, here, { ...fresh, usedBefore: true }, now)).toEqual({ ok: false, message: COUPON_MESSAGES.used });
    expect(checkCoupon({ ...coupon, regra: 'primeiro_pedido' }, here, { ...fresh, ordersHere: 1 }, now)).toEqual({ ok: false, message: COUPON_MESSAGES.firstOrder });
    expect(checkCoupon(coupon, { ...here, subtotal: 3500 }, fresh, now)).toMatchObject({ ok: false, message: expect.stringMatching(/^Pedido mínimo de R\$\s40,00 para este cupom$/) });
    // The preview leaves the minimum to the bag.
    expect(checkCoupon(coupon, { ...here, subtotal: null }, fresh, now)).toEqual({ ok: true, discount: 0 });
    const city = { ...coupon, escopo: 'cidade' as const, restaurantId: null, cidade: 'sao paulo' };
    expect(checkCoupon(city, here, fresh, now)).toMatchObject({ ok: true });
    expect(checkCoupon(city, { ...here, cidade: 'campinas' }, fresh, now)).toMatchObject({ ok: false });
  });

  it('are typed in any case and spacing, named one per store and per city, and kept on the device defensively', () => {
    expect(normalizeCouponCode(' bem vindo-10 ')).toBe('BEMVINDO10');
    expect(normalizeCouponCode('pão10')).toBe('PAO10');
    expect(couponId({ restaurantId: 'cantina' }, 'BEMVINDO10')).toBe('cantina_BEMVINDO10');
    expect(couponId({ cidade: 'sao paulo' }, 'SABOR10')).toBe('cidade-sao-paulo_SABOR10');
    expect(toAppliedCoupon({ codigo: 'BEMVINDO10', tipo: 'percentual', valor: 10, maximo: null, pedidoMinimo: 40 })).toEqual({ codigo: 'BEMVINDO10', tipo: 'percentual', valor: 10, maximo: null, pedidoMinimo: 40 });
    expect(toAppliedCoupon({ codigo: 'x', valor: 10 })).toBeNull();
    expect(appliedCouponDiscount({ codigo: 'BEMVINDO10', tipo: 'percentual', valor: 10, maximo: null, pedidoMinimo: 40 }, 3500)).toMatchObject({ ok: false });
    expect(couponRemovedMessage('BEMVINDO10', 40)).toMatch(/^O cupom BEMVINDO10 foi removido\. Pedido mínimo de R\$\s40,00 para este cupom\.$/);
  });

  it("the owner's form: checks each field with its message and stores whole São Paulo days", () => {
    const form = { ...emptyCouponForm(now), codigo: 'bemvindo10', valor: '10', maximo: '8', pedidoMinimo: '40', inicio: '2026-11-27', fim: '2026-12-26', limiteUsos: '100', divulgado: true };
    expect(validateCouponForm(form)).toEqual({
      ok: true,
      terms: { codigo: 'BEMVINDO10', tipo: 'percentual', valor: 10, maximo: 8, pedidoMinimo: 40, inicio: coupon.inicio, fim: coupon.fim, regra: 'uma_vez', limiteUsos: 100, divulgado: true },
    });
    expect(emptyCouponForm(now).divulgado).toBe(false);
    expect(couponToForm(coupon)).toMatchObject({ codigo: 'BEMVINDO10', valor: '10', maximo: '8,00', pedidoMinimo: '40,00', inicio: '2026-11-27', fim: '2026-12-26', limiteUsos: '100', divulgado: true });
    expect(validateCouponForm({ ...form, codigo: 'AB' })).toEqual({ ok: false, error: COUPON_FORM_MESSAGES.code });
    expect(validateCouponForm({ ...form, valor: '150' })).toEqual({ ok: false, error: COUPON_FORM_MESSAGES.percent });
    expect(validateCouponForm({ ...form, fim: '2026-11-20' })).toEqual({ ok: false, error: COUPON_FORM_MESSAGES.order });
    expect(validateCouponForm({ ...form, limiteUsos: '0' })).toEqual({ ok: false, error: COUPON_FORM_MESSAGES.uses });
    expect(validateCouponForm({ ...form, tipo: 'valor', valor: '5,00' })).toMatchObject({ ok: true, terms: { tipo: 'valor', valor: 5, maximo: null } });
  });

  it("a store's public coupons and free delivery make its badges, from its document or its shop window, only while they hold", () => {
    const shown = (inicio: string, fim: string, codigo = 'BEMVINDO10') => ({ codigo, escopo: 'restaurante', tipo: 'percentual', valor: 10, maximo: 15, pedidoMinimo: 40, regra: 'primeiro_pedido', inicio: new Date(inicio), fim: new Date(fim) });
    const restaurant = {
      nome: 'Cantina',
      areasEntrega: { bairros: [{ nome: 'Pinheiros', taxa: 5 }], outrosBairros: false, gratisAcima: 60 },
      cuponsDivulgados: [shown('2026-11-20T03:00:00Z', '2026-12-27T03:00:00Z'), { ...shown('2026-12-01T03:00:00Z', '2026-12-27T03:00:00Z', 'NATAL5'), tipo: 'valor', valor: 5 }, { codigo: 'QUEBRADO' }],
    };
    const card = storeCardFromData('cantina', storefrontOf(restaurant) as unknown as Record<string, unknown>);
    expect(card.cuponsDivulgados).toEqual(publicCouponsFromData(restaurant.cuponsDivulgados));
    expect(card.cuponsDivulgados?.map((entry) => entry.codigo)).toEqual(['BEMVINDO10', 'NATAL5']);
    // NATAL5 has not begun; free delivery from R$ 60,00 holds in every bairro it serves.
    expect(storePromotions(card, now)).toEqual(['Cupom de 10%', expect.stringMatching(/^Frete grátis acima de R\$\s60,00$/)]);
    expect(storePromotions(card, new Date('2026-12-02T12:00:00Z'))).toEqual(['Cupom de 10%', expect.stringMatching(/^Cupom de R\$\s5,00$/), expect.stringMatching(/^Frete grátis/)]);
    // Over, or delivery to the chosen place free anyway: no such badge.
    expect(storePromotions(card, new Date('2026-12-28T12:00:00Z'), true)).toEqual([]);
    expect(storePromotions({ areasEntrega: null }, now)).toEqual([]);
  });

  it('make one badge of coupons that say the same in a word: the store’s 10% and its city’s 10% (issue #51)', () => {
    const terms = { tipo: 'percentual' as const, valor: 10, maximo: null, pedidoMinimo: 0, regra: 'livre' as const, inicio: new Date('2026-11-20T03:00:00Z'), fim: new Date('2026-12-27T03:00:00Z') };
    const store = {
      areasEntrega: null,
      cuponsDivulgados: [
        { ...terms, codigo: 'BEMVINDO10', escopo: 'restaurante' as const, pedidoMinimo: 40 },
        { ...terms, codigo: 'SABOR10', escopo: 'cidade' as const },
        { ...terms, codigo: 'SABOR15', escopo: 'cidade' as const, valor: 15 },
      ],
    };
    expect(storePromotions(store, now)).toEqual(['Cupom de 10%', 'Cupom de 15%']);
  });
});
