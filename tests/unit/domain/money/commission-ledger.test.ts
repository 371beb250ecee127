import { describe, expect, it } from 'vitest';
import { commissionDueOf, nextLedgerEntry, statementWeekBounds, statementWeekLabel, statementWeekOf } from '@/domain/money/commission-ledger';
import { ledgerOrderFromData } from '@/domain/orders/order-money.record';
import { orderBreakdown } from '@/domain/money/order-breakdown';

describe('the commission ledger', () => {
  it('charges a delivered order its rate of the whole total, the contract’s when it has one', () => {
    const order = (data: Record<string, unknown>) => ledgerOrderFromData({ status: 'entregue', totalValue: 45.4, ...data });
    expect(commissionDueOf(order({}))).toEqual({ base: 4540, percentual: 10, valor: 454, credito: 0, retido: 0 });
    expect(commissionDueOf(order({ comissaoPercentual: 12 }))).toEqual({ base: 4540, percentual: 12, valor: 545, credito: 0, retido: 0 });
    // A city's coupon is the platform's: the base is the total before it, and its R$ 5,00 comes back (issue #40).
    expect(commissionDueOf(order({ desconto: 5, cupom: { codigo: 'SABOR20', custeio: 'plataforma' } }))).toEqual({ base: 5040, percentual: 10, valor: 504 - 500, credito: 500, retido: 0 });
    // The store's own coupon is the store's: the commission is on what was paid.
    expect(commissionDueOf(order({ desconto: 5, cupom: { codigo: 'BEMVINDO10', custeio: 'restaurante' } }))).toEqual({ base: 4540, percentual: 10, valor: 454, credito: 0, retido: 0 });
    expect(commissionDueOf(order({ status: 'a_caminho' }))).toBeNull();
    expect(commissionDueOf(order({ status: 'cancelado' }))).toBeNull();
    expect(commissionDueOf(order({ totalValue: 'x' }))).toBeNull();
    expect(commissionDueOf(ledgerOrderFromData(undefined))).toBeNull();
  });

  it('reads the breakdown placeOrder stored, and makes it again from the amounts when it does not add up', () => {
    const reparticao = orderBreakdown({ itens: 4000, desconto: null, taxaEntrega: 0, retirada: false, percentual: 10, entregaMinima: 700 });
    const stored = ledgerOrderFromData({ status: 'entregue', totalValue: 40, reparticao });
    expect(stored?.reparticao).toEqual(reparticao);
    expect(stored?.reparticao?.partes).toEqual({ restaurante: 2900, entregador: 700, plataforma: 400 });
    const tampered = ledgerOrderFromData({ status: 'entregue', totalValue: 40, reparticao: { ...reparticao, partes: { ...reparticao.partes, plataforma: 1 } } });
    expect(tampered?.reparticao?.partes).toEqual({ restaurante: 3600, entregador: 0, plataforma: 400 });
  });

  it('posts what brings the order’s entries to what it owes: the commission, a reversal, the difference, or nothing', () => {
    const due = { base: 4540, percentual: 10, valor: 454, credito: 0, retido: 0 };
    expect(nextLedgerEntry(0, due)).toEqual({ tipo: 'comissao', valor: 454 });
    expect(nextLedgerEntry(454, due)).toBeNull();
    expect(nextLedgerEntry(454, null)).toEqual({ tipo: 'estorno', valor: -454 });
    expect(nextLedgerEntry(454, { base: 5000, percentual: 10, valor: 500, credito: 0, retido: 0 })).toEqual({ tipo: 'ajuste', valor: 46 });
    expect(nextLedgerEntry(0, null)).toBeNull();
    // A sale's first entry even at nothing owed: its commission all taken at source (issue #52).
    expect(nextLedgerEntry(0, { ...due, valor: 0, retido: 454 }, true)).toEqual({ tipo: 'comissao', valor: 0 });
    expect(nextLedgerEntry(0, { ...due, valor: 0, retido: 454 }, false)).toBeNull();
    expect(nextLedgerEntry(0, null, true)).toBeNull();
  });

  it('bills nothing twice for an order paid in the app: Sabor’s share taken at source comes off its entry, until a full refund gives it back (issue #52)', () => {
    const reparticao = { itens: 4000, desconto: null, taxaEntrega: 500, total: 4500, entregador: 600, complementoEntrega: 100, comissao: { base: 4500, percentual: 10, valor: 450 }, creditoPlataforma: 0, partes: { restaurante: 3450, entregador: 600, plataforma: 450 } };
    const paid = { metodo: 'pix', estado: 'aprovado', pagamentoId: '7', valor: 4500, taxaSabor: 450, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: new Date('2026-11-20T18:00:00Z') };
    const order = ledgerOrderFromData({ status: 'entregue', totalValue: 45, reparticao, pagamentoOnline: paid });
    expect(commissionDueOf(order)).toEqual({ base: 4500, percentual: 10, valor: 0, credito: 0, retido: 450 });
    // Never paid: nothing was taken (and it is no sale either).
    expect(ledgerOrderFromData({ status: 'entregue', totalValue: 45, reparticao, pagamentoOnline: { ...paid, pagoEm: null } })?.retidoNaFonte).toBe(0);
    expect(ledgerOrderFromData({ status: 'entregue', totalValue: 45, reparticao, pagamentoOnline: { ...paid, estado: 'reembolsado' } })?.retidoNaFonte).toBe(0);
    expect(commissionDueOf(ledgerOrderFromData({ status: 'entregue', totalValue: 45, reparticao }))?.valor).toBe(450);
  });

  it('weeks run Monday to Sunday in São Paulo time', () => {
    // Sunday 23:30 in São Paulo is Monday 02:30 UTC: still the week before.
    expect(statementWeekOf(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-23');
    expect(statementWeekOf(new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-30');
    expect(statementWeekOf(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-23');
    expect(statementWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
    expect(statementWeekBounds('2026-11-23')).toEqual({ inicio: new Date('2026-11-23T03:00:00Z'), fim: new Date('2026-11-30T03:00:00Z') });
    expect(statementWeekLabel('2026-12-28')).toBe('de 28/12 a 03/01/2027');
  });
});
