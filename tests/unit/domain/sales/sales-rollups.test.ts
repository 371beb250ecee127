import { describe, expect, it } from 'vitest';
import { periodFromInputs } from '@/domain/sales/report-periods';
import { type DateRange } from '@/domain/shared/date-range';
import { orderBreakdown, type BreakdownDiscount } from '@/domain/money/order-breakdown';
import {
  contributionOf,
  PLATFORM_SHARDS,
  platformShardOf,
  rollupChanges,
  rollupScope,
  salesPerDayOf,
  sumRollups,
  type OrderContribution,
} from '@/domain/sales/sales-rollups';

function period(start: string, end: string): DateRange {
  const result = periodFromInputs(start, end);
  if (!result.ok) throw new Error(result.error);
  return result.range;
}

// 23:30 in São Paulo on 9 November is already 10 November in UTC: the day is São Paulo's.
const late = new Date('2026-11-10T02:30:00Z');

/** An order of `total` centavos with no fee, no coupon, at 10%, as placeOrder splits it. */
const split = (total: number, desconto: BreakdownDiscount | null = null) =>
  orderBreakdown({ itens: total + (desconto?.valor ?? 0), desconto, taxaEntrega: 0, retirada: false, percentual: 10, entregaMinima: 0 });

describe('what an order adds to the rollups', () => {
  it('counts every order, sales and their 10% when delivered, the value in progress when accepted', () => {
    expect(contributionOf({ status: 'entregue', createdAt: late, reparticao: split(1_235) })).toEqual({
      dia: '2026-11-09',
      pedidos: 1,
      vendas: 1,
      valorVendas: 1_235,
      comissao: 124,
      descontoLoja: 0,
      descontoPlataforma: 0,
      emAndamento: 0,
      valorEmAndamento: 0,
    });
    expect(contributionOf({ status: 'a_caminho', createdAt: late, reparticao: split(4_990) })).toMatchObject({ pedidos: 1, vendas: 0, emAndamento: 1, valorEmAndamento: 4_990 });
    for (const status of ['novo_pedido', 'rejeitado', 'cancelado', 'expirado', 'qualquer']) {
      expect(contributionOf({ status, createdAt: late, reparticao: split(4_990) }), status).toMatchObject({ pedidos: 1, vendas: 0, valorVendas: 0, emAndamento: 0 });
    }
  });

  it('counts what the statement charges and the discounts by who funds them: a Sabor coupon nets its credit', () => {
    const saborCoupon = contributionOf({ status: 'entregue', createdAt: late, reparticao: split(3_867, { codigo: 'SABORSP', custeio: 'plataforma', valor: 683 }) });
    expect(saborCoupon).toMatchObject({ valorVendas: 3_867, comissao: 455 - 683, descontoLoja: 0, descontoPlataforma: 683 });
    const storeCoupon = contributionOf({ status: 'entregue', createdAt: late, reparticao: split(4_095, { codigo: 'NONNA10', custeio: 'restaurante', valor: 455 }) });
    expect(storeCoupon).toMatchObject({ valorVendas: 4_095, comissao: 410, descontoLoja: 455, descontoPlataforma: 0 });
  });

  it('adds nothing for a deleted order or one without a creation time, and no value without a total', () => {
    expect(contributionOf(null)).toBeNull();
    expect(contributionOf({ status: 'entregue', createdAt: null, reparticao: split(1_000) })).toBeNull();
    expect(contributionOf({ status: 'entregue', createdAt: late, reparticao: null })).toMatchObject({ pedidos: 1, vendas: 0, valorVendas: 0, comissao: 0 });
  });
});

describe('the changes between what an order added and what it adds now', () => {
  const placed = contributionOf({ status: 'novo_pedido', createdAt: late, reparticao: split(5_000) });
  const accepted = contributionOf({ status: 'em_preparacao', createdAt: late, reparticao: split(5_000) });
  const onTheWay = contributionOf({ status: 'a_caminho', createdAt: late, reparticao: split(5_000) });
  const delivered = contributionOf({ status: 'entregue', createdAt: late, reparticao: split(5_000) });

  it('adds a new order, moves it from in progress to sold, and takes a deleted one away', () => {
    expect(rollupChanges(null, placed)).toEqual([{ dia: '2026-11-09', delta: { pedidos: 1, vendas: 0, valorVendas: 0, comissao: 0, descontoLoja: 0, descontoPlataforma: 0, emAndamento: 0, valorEmAndamento: 0 } }]);
    expect(rollupChanges(accepted, delivered)).toEqual([
      { dia: '2026-11-09', delta: { pedidos: 0, vendas: 1, valorVendas: 5_000, comissao: 500, descontoLoja: 0, descontoPlataforma: 0, emAndamento: -1, valorEmAndamento: -5_000 } },
    ]);
    expect(rollupChanges(delivered, null)).toEqual([
      { dia: '2026-11-09', delta: { pedidos: -1, vendas: -1, valorVendas: -5_000, comissao: -500, descontoLoja: 0, descontoPlataforma: 0, emAndamento: 0, valorEmAndamento: 0 } },
    ]);
  });

  it('changes nothing when applied again (a retried trigger) or when no figure moves', () => {
    expect(rollupChanges(delivered, delivered)).toEqual([]);
    expect(rollupChanges(accepted, onTheWay)).toEqual([]);
    expect(rollupChanges(null, null)).toEqual([]);
  });

  it('moves an order whose day changed from the old day to the new one', () => {
    const moved = { ...(delivered as OrderContribution), dia: '2026-11-10' };
    const changes = rollupChanges(delivered, moved);
    expect(changes.map((change) => [change.dia, change.delta.valorVendas])).toEqual([
      ['2026-11-09', -5_000],
      ['2026-11-10', 5_000],
    ]);
    // Applied in any order, the changes of a whole history add up to the last state.
    const history = [null, placed, accepted, onTheWay, delivered, moved];
    const all = history.slice(1).flatMap((next, index) => rollupChanges(history[index]!, next));
    expect(sumRollups(all.filter((change) => change.dia === '2026-11-10').map((change) => change.delta))).toMatchObject({ pedidos: 1, vendas: 1, valorVendas: 5_000, emAndamento: 0 });
    expect(sumRollups(all.filter((change) => change.dia === '2026-11-09').map((change) => change.delta))).toMatchObject({ pedidos: 0, vendas: 0, valorVendas: 0, emAndamento: 0 });
  });
});

describe('which rollups answer a period', () => {
  it('is one day, one whole month, or a run of days', () => {
    expect(rollupScope(period('2026-11-24', '2026-11-24'))).toEqual({ kind: 'day', dia: '2026-11-24' });
    expect(rollupScope(period('2026-11-01', '2026-11-30'))).toEqual({ kind: 'month', mes: '2026-11' });
    expect(rollupScope(period('2026-02-01', '2026-02-28'))).toEqual({ kind: 'month', mes: '2026-02' });
    expect(rollupScope(period('2026-11-01', '2026-11-29'))).toEqual({ kind: 'days', from: '2026-11-01', to: '2026-11-29' });
    expect(rollupScope(period('2026-10-31', '2026-11-30'))).toEqual({ kind: 'days', from: '2026-10-31', to: '2026-11-30' });
  });

  it('charts a period from day rollups, adding the shards of a day and filling days without any', () => {
    const figures = (vendas: number, valorVendas: number) => ({ pedidos: vendas, vendas, valorVendas, comissao: 0, descontoLoja: 0, descontoPlataforma: 0, emAndamento: 0, valorEmAndamento: 0 });
    expect(
      salesPerDayOf(period('2026-11-01', '2026-11-03'), [
        { dia: '2026-11-01', figures: figures(1, 1_000) },
        { dia: '2026-11-01', figures: figures(2, 500) },
        { dia: '2026-11-03', figures: figures(1, 250) },
        { dia: '2026-11-04', figures: figures(9, 9_999) },
      ]),
    ).toEqual([
      { day: '2026-11-01', count: 3, total: 1_500 },
      { day: '2026-11-02', count: 0, total: 0 },
      { day: '2026-11-03', count: 1, total: 250 },
    ]);
    expect(salesPerDayOf(period('2026-01-01', '2026-03-31'), [])).toBeNull();
  });

  it('gives each restaurant one stable platform shard, and uses them all', () => {
    const shards = new Set(['cantina-da-nonna', 'burger-do-bairro', 'acai-tropical', 'tempero-baiano', 'sabor-mineiro', 'r1', 'r2'].map(platformShardOf));
    expect(platformShardOf('cantina-da-nonna')).toBe(platformShardOf('cantina-da-nonna'));
    expect([...shards].every((shard) => Number.isInteger(shard) && shard >= 0 && shard < PLATFORM_SHARDS)).toBe(true);
    expect(shards.size).toBe(PLATFORM_SHARDS);
  });
});
