import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riderEarnings } from '@/domain/delivery/rider-earnings';
import { settlementsOf } from '@/domain/delivery/rider-settlements';
import { commissionDueOf, nextLedgerEntry } from '@/domain/money/commission-ledger';
import { orderFromData } from '@/domain/orders/order.record';
import { breakdownFromData, ledgerOrderFromData, rollupOrderFromData } from '@/domain/orders/order-money.record';
import { contributionOf } from '@/domain/sales/sales-rollups';
import { breakdownLines, orderBreakdown, statementAmount, type BreakdownInput, type OrderBreakdown } from '@/domain/money/order-breakdown';

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
      creditoSabor: 0,
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

  it('Sabor credits pay part of the total after the coupon and the fee; the store earns as much, Sabor funds them on the statement', () => {
    const split = orderBreakdown({ ...base, creditoSabor: 2000 });
    // Items R$ 45,50 + fee R$ 7,00 = R$ 52,50, R$ 20,00 of it in credits.
    expect(split).toMatchObject({ creditoSabor: 2000, total: 3250, creditoPlataforma: 2000, comissao: { base: 5250, percentual: 10, valor: 525 } });
    expect(split.partes).toEqual({ restaurante: 4550 - 525 + 700 - 700, entregador: 700, plataforma: 525 - 2000 });
    expect(split.partes.restaurante).toBe(orderBreakdown(base).partes.restaurante);
    expect(statementAmount(split)).toBe(-1475);
    // Never more than the order costs.
    expect(orderBreakdown({ ...base, creditoSabor: 99_999 })).toMatchObject({ creditoSabor: 5250, total: 0 });
    expect(breakdownLines(split, 'cliente', false)).toContainEqual({ label: 'Créditos Sabor', valor: -2000, kind: 'desconto' });
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

describe('breakdownLines', () => {
  const saborCoupon = orderBreakdown({ ...base, taxaEntrega: 0, desconto: { codigo: 'SABORSP', custeio: 'plataforma', valor: 683 } });

  it('shows the customer the items, the coupon, the delivery and the total', () => {
    expect(breakdownLines(saborCoupon, 'cliente', false).map(({ label, valor }) => [label, valor])).toEqual([
      ['Itens', 4550],
      ['Cupom SABORSP', -683],
      ['Entrega grátis', 0],
      ['Total', 3867],
    ]);
  });

  it('shows the store who funds the discount, what it pays the rider and what Sabor pays back', () => {
    expect(breakdownLines(saborCoupon, 'loja', false).map(({ label, valor }) => [label, valor])).toEqual([
      ['Itens', 4550],
      ['Desconto Sabor · SABORSP (a Sabor devolve no extrato)', -683],
      ['Entrega grátis', 0],
      ['Total', 3867],
      ['A loja paga ao entregador (mínimo da cidade)', 600],
      ['A Sabor devolve no extrato', 683],
    ]);
    const store = orderBreakdown({ ...base, retirada: true, desconto: { codigo: 'NONNA10', custeio: 'restaurante', valor: 455 } });
    expect(breakdownLines(store, 'loja', true).map(({ label }) => label)).toEqual(['Itens', 'Desconto da loja · NONNA10', 'Total']);
  });
});

/**
 * The property of issue #50: whatever the order (items, a store or a Sabor coupon, free delivery, a
 * fee below the city's minimum, cash, Pix or card, pickup, a cancellation after delivery), its
 * parts add up to what the customer paid, and every reader agrees to the centavo with the one
 * breakdown: the ledger (what the statement charges), the sales rollups (the operator's figures),
 * the rider's earnings and the settlements. Each order goes through the stored document and the
 * records' readers, as the Functions and the screens read it, with and without a stored breakdown.
 */
describe('the breakdown adds up for every party (property, 600 random orders)', () => {
  const discount = fc.oneof(
    fc.constant(null),
    fc.record({ codigo: fc.constantFrom('NONNA10', 'BEMVINDO'), custeio: fc.constant<'restaurante'>('restaurante'), fraction: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
    fc.record({ codigo: fc.constantFrom('SABORSP', 'LANCAMENTO'), custeio: fc.constant<'plataforma'>('plataforma'), fraction: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  );
  const order = fc.record({
    itens: fc.integer({ min: 100, max: 60_000 }),
    discount,
    taxaEntrega: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000 })),
    retirada: fc.boolean(),
    percentual: fc.oneof(fc.constant(10), fc.integer({ min: 0, max: 300 }).map((tenths) => tenths / 10)),
    entregaMinima: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_500 })),
    pagamento: fc.constantFrom('Dinheiro', 'Pix', 'Cartão'),
    // Delivered and kept, delivered then cancelled (after its week closed or not), or never delivered.
    fate: fc.constantFrom('entregue', 'entregue', 'cancelada-depois', 'cancelado', 'a_caminho'),
    stored: fc.boolean(),
    // Sabor credits spent (issue #53): only on orders that stored their breakdown.
    credito: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 8_000 })),
    day: fc.integer({ min: 0, max: 27 }),
  });

  it('sums to the total, and the ledger, the rollups, the earnings and the settlements agree', () => {
    fc.assert(
      fc.property(fc.array(order, { minLength: 1, maxLength: 6 }), (orders) => {
        let statementTotal = 0;
        let operatorTotal = 0;
        let saborShare = 0;
        const delivered: Array<{ restaurantId: string; restaurantName: string; deliverymanId: string; entregadorNome: string; pagamento: string; totalValue: number; taxaEntrega: number; reparticao: OrderBreakdown | null; createdAt: Date }> = [];
        for (const [index, generated] of orders.entries()) {
          const minimum = generated.stored ? generated.entregaMinima : 0;
          const desconto = generated.discount ? { codigo: generated.discount.codigo, custeio: generated.discount.custeio, valor: Math.max(1, Math.floor(generated.itens * generated.discount.fraction)) } : null;
          const split = orderBreakdown({ itens: generated.itens, desconto, taxaEntrega: generated.taxaEntrega, retirada: generated.retirada, percentual: generated.percentual, entregaMinima: minimum, creditoSabor: generated.stored ? generated.credito : 0 });

          // The parts add up, both ways.
          expect(split.itens - (split.desconto?.valor ?? 0) + split.taxaEntrega - split.creditoSabor).toBe(split.total);
          expect(split.partes.restaurante + split.partes.entregador + split.partes.plataforma).toBe(split.total);
          // Every ride is paid at least the minimum; pickup pays no rider; Sabor never takes less than its rate of the order before its own coupon.
          if (generated.retirada) expect(split.entregador).toBe(0);
          else expect(split.entregador).toBe(Math.max(split.taxaEntrega, minimum));
          expect(split.comissao.valor).toBe(Math.round(((split.total + split.creditoPlataforma) * generated.percentual) / 100));

          // As stored by placeOrder (or by an older one, without the breakdown), read back by the records.
          const createdAt = new Date(Date.UTC(2026, 10, 2 + generated.day, 15));
          const data = (status: string) => ({
            status,
            totalValue: split.total / 100,
            taxaEntrega: split.taxaEntrega / 100,
            desconto: (split.desconto?.valor ?? 0) / 100,
            cupom: split.desconto ? { codigo: split.desconto.codigo, custeio: split.desconto.custeio } : null,
            comissaoPercentual: generated.percentual,
            modalidade: generated.retirada ? 'retirada' : 'entrega',
            pagamento: generated.pagamento,
            createdAt,
            ...(generated.stored ? { reparticao: split } : {}),
          });
          const final = generated.fate === 'cancelada-depois' ? 'cancelado' : generated.fate;
          expect(breakdownFromData(data(final))).toEqual(split);

          // The ledger posts as the order moves: delivered, then perhaps cancelled.
          let posted = 0;
          for (const status of generated.fate === 'cancelada-depois' ? ['entregue', 'cancelado'] : [final]) {
            const entry = nextLedgerEntry(posted, commissionDueOf(ledgerOrderFromData(data(status))));
            posted += entry?.valor ?? 0;
          }
          statementTotal += posted;
          const contribution = contributionOf(rollupOrderFromData(data(final)));
          operatorTotal += contribution?.comissao ?? 0;
          if (final === 'entregue') {
            expect(posted).toBe(statementAmount(split));
            expect(posted).toBe(split.partes.plataforma);
            expect(contribution).toMatchObject({ valorVendas: split.total, comissao: split.partes.plataforma });
            saborShare += split.partes.plataforma;
            if (!generated.retirada) {
              const read = orderFromData(`p${index}`, 'nonna', data(final));
              delivered.push({ ...read, deliverymanId: 'rider-1', entregadorNome: 'Carlos', createdAt });
            }
          } else {
            expect(posted).toBe(0);
          }
        }
        // The statement's total and the operator's figure for the store agree to the centavo.
        expect(statementTotal).toBe(operatorTotal);
        expect(statementTotal).toBe(saborShare);

        // The rider is paid each ride's share, and the settlements move exactly that between the rider and the store.
        const riderShare = delivered.reduce((sum, order) => sum + (order.reparticao?.entregador ?? 0), 0);
        expect(riderEarnings(delivered).fees).toBe(riderShare);
        const settlements = settlementsOf(delivered);
        const net = settlements.reduce((sum, settlement) => sum + settlement.riderOwes - settlement.restaurantOwes, 0);
        const cashCollected = delivered.filter((order) => order.pagamento === 'Dinheiro').reduce((sum, order) => sum + (order.reparticao?.total ?? 0), 0);
        // The rider ends with the cash collected less what is passed on: exactly their share.
        expect(cashCollected - net).toBe(riderShare);
      }),
      { numRuns: 600, seed: 50 },
    );
  });
});
