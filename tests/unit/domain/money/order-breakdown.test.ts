import { describe, expect, it } from 'vitest';
import { orderBreakdown, statementAmount, type BreakdownInput } from '@/domain/money/order-breakdown';

const base: BreakdownInput = { itens: 4550, desconto: null, taxaEntrega: 700, retirada: false, percentual: 10, entregaMinima: 600 };

describe('orderBreakdown', () => {
  it('splits a plain order: the rider keeps the fee, Sabor 10% of items and fee, the store the rest', () => {
    expect(orderBreakdown(base)).toEqual({
      itens: 4550,
      desconto: null,
      taxaEntrega: 700,
      total: 5250,
      entregador: 700,
      complementoEntrega: 0,
      comissao: { base: 5250, percentual: 10, valor: 525 },
      creditoPlataforma: 0,
      partes: { restaurante: 4025, entregador: 700, plataforma: 525 },
    });
  });

  it('a store coupon lowers what the customer pays, the base and what the store keeps', () => {
    const split = orderBreakdown({ ...base, desconto: { codigo: 'NONNA10', custeio: 'restaurante', valor: 455 } });
    expect(split.total).toBe(4795);
    expect(split.comissao).toEqual({ base: 4795, percentual: 10, valor: 480 });
    expect(split.partes).toEqual({ restaurante: 3615, entregador: 700, plataforma: 480 });
    expect(statementAmount(split)).toBe(480);
  });

  it('a Sabor coupon leaves the base as it was and comes back to the store as a credit (the issue: R$ 45,50 with SABORSP)', () => {
    const split = orderBreakdown({ ...base, taxaEntrega: 0, entregaMinima: 0, desconto: { codigo: 'SABORSP', custeio: 'plataforma', valor: 683 } });
    expect(split.total).toBe(3867);
    expect(split.comissao).toEqual({ base: 4550, percentual: 10, valor: 455 });
    expect(split.creditoPlataforma).toBe(683);
    // The store ends with what it would have without the coupon: R$ 45,50 less 10%.
    expect(split.partes).toEqual({ restaurante: 4095, entregador: 0, plataforma: -228 });
    expect(statementAmount(split)).toBe(-228);
  });

  it('free delivery still pays the rider the city minimum, and the store pays the difference', () => {
    const split = orderBreakdown({ ...base, taxaEntrega: 0 });
    expect(split).toMatchObject({ taxaEntrega: 0, total: 4550, entregador: 600, complementoEntrega: 600 });
    expect(split.partes).toEqual({ restaurante: 4550 - 600 - 455, entregador: 600, plataforma: 455 });
    const low = orderBreakdown({ ...base, taxaEntrega: 250 });
    expect(low).toMatchObject({ entregador: 600, complementoEntrega: 350 });
  });

  it('a pickup order has no fee and no rider share, whatever the city minimum', () => {
    const split = orderBreakdown({ ...base, retirada: true });
    expect(split).toMatchObject({ taxaEntrega: 0, total: 4550, entregador: 0, complementoEntrega: 0 });
    expect(split.partes).toEqual({ restaurante: 4095, entregador: 0, plataforma: 455 });
  });

  it('takes the contract rate, rounding half up to the centavo', () => {
    expect(orderBreakdown({ ...base, itens: 1235, taxaEntrega: 0, entregaMinima: 0 }).comissao.valor).toBe(124);
    expect(orderBreakdown({ ...base, percentual: 7.5 }).comissao.valor).toBe(394);
  });
});
