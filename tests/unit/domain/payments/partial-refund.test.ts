import { describe, expect, it } from 'vitest';
import { orderBreakdown } from '@/domain/money/order-breakdown';
import { canRefundPart, PARTIAL_REFUND_MESSAGES, planPartialRefund, refundableLines, refundSummary } from '@/domain/payments/partial-refund';
import type { OrderRefund } from '@/domain/payments/partial-refund.record';
import { orderRefundsFromData } from '@/domain/payments/partial-refund.record';
import type { OrderOnlinePayment } from '@/domain/payments/online-payment.record';
import { makeOrder } from '../../../fixtures/order';

const paid: OrderOnlinePayment = { metodo: 'cartao', estado: 'aprovado', pagamentoId: '42', valor: 9000, taxaSabor: 950, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: new Date('2026-11-20T12:00:00Z') };

/** Two lasanhas (R$ 40,00 each) and a soda (R$ 10,00) with R$ 5,00 of delivery, a R$ 5,00 coupon of the store's, paid by card. */
function paidOrder(overrides: { reembolsos?: OrderRefund[]; reembolsado?: number } = {}) {
  return makeOrder('o1', {
    itens: [
      { quantidade: 2, nome: 'Lasanha', preco: 40, observacoes: '' },
      { quantidade: 1, nome: 'Refrigerante', preco: 10, observacoes: '' },
    ],
    status: 'entregue',
    ultimaAtualizacao: new Date('2026-11-20T13:00:00Z'),
    pagamentoOnline: { ...paid, reembolsado: overrides.reembolsado ?? 0 },
    reembolsos: overrides.reembolsos ?? [],
    reparticao: orderBreakdown({ itens: 9000, desconto: { codigo: 'NONNA5', custeio: 'restaurante', valor: 500 }, taxaEntrega: 500, retirada: false, percentual: 10, entregaMinima: 0 }),
  });
}

const done = (id: string, indice: number, quantidade: number, estado: OrderRefund['estado'] = 'feito'): OrderRefund => ({
  id,
  itens: [{ indice, nome: '', quantidade, valor: 0 }],
  valor: 3778 * quantidade,
  motivo: 'Item faltando',
  responsavel: 'loja',
  por: 'loja',
  meio: 'app',
  estado,
  criadoEm: new Date('2026-11-20T14:00:00Z'),
  feitoEm: null,
});

describe('planPartialRefund', () => {
  it('gives back what the customer paid for the items, the coupon spread over them, and credits the store Sabor’s commission on them', () => {
    const planned = planPartialRefund(paidOrder(), [{ indice: 1, quantidade: 1 }], 'loja');
    // R$ 10,00 less its share of the R$ 5,00 coupon (10/90 of it): R$ 9,44; 10% of it back to the store.
    expect(planned).toEqual({ ok: true, plan: { itens: [{ indice: 1, nome: 'Refrigerante', quantidade: 1, valor: 944 }], valor: 944, creditoLoja: 94 } });
  });

  it('credits the store the whole refund when Sabor bears it, and nothing when the rider does (the store takes it from the rider)', () => {
    const planned = planPartialRefund(paidOrder(), [{ indice: 0, quantidade: 2 }], 'sabor');
    expect(planned).toMatchObject({ ok: true, plan: { valor: 7556, creditoLoja: 7556 } });
    expect(planPartialRefund(paidOrder(), [{ indice: 0, quantidade: 2 }], 'entregador')).toMatchObject({ ok: true, plan: { valor: 7556, creditoLoja: 0 } });
  });

  it('refuses nothing chosen, more than is left of an item, and more than is left of the payment', () => {
    expect(planPartialRefund(paidOrder(), [{ indice: 0, quantidade: 0 }], 'loja')).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.noItems });
    expect(planPartialRefund(paidOrder(), [{ indice: 2, quantidade: 1 }], 'loja')).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.tooMany });
    // One lasanha already given back, one on its way: none left; a failed one gave nothing back.
    const refunded = paidOrder({ reembolsos: [done('a', 0, 1), done('b', 0, 1, 'pendente'), done('c', 1, 1, 'falhou')] });
    expect(refundableLines(refunded).map((line) => line.restantes)).toEqual([0, 1]);
    expect(planPartialRefund(refunded, [{ indice: 0, quantidade: 1 }], 'loja')).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.tooMany });
    // What was given back outside these refunds (a full refund underway) counts too.
    expect(planPartialRefund(paidOrder({ reembolsado: 8500 }), [{ indice: 1, quantidade: 1 }], 'loja')).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.aboveTotal });
  });

  it('gives back an amount the operator decided, for no item, up to what is left of the payment', () => {
    // R$ 15,00 of a R$ 90,00 payment, the store liable: 10% of it back to the store.
    expect(planPartialRefund(paidOrder(), [], 'loja', false, 1500)).toEqual({ ok: true, plan: { itens: [], valor: 1500, creditoLoja: 150 } });
    expect(planPartialRefund(paidOrder(), [], 'sabor', false, 9000)).toMatchObject({ ok: true, plan: { valor: 9000, creditoLoja: 9000 } });
    // R$ 85,00 already given back: R$ 5,00 is all that is left; nothing, a fraction of a centavo, or more is refused.
    expect(planPartialRefund(paidOrder({ reembolsado: 8500 }), [], 'loja', false, 501)).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.aboveTotal });
    expect(planPartialRefund(paidOrder({ reembolsado: 8500 }), [], 'loja', false, 500)).toMatchObject({ ok: true, plan: { valor: 500 } });
    expect(planPartialRefund(paidOrder(), [], 'loja', false, 0)).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.aboveTotal });
    expect(planPartialRefund(paidOrder(), [], 'loja', false, 10.5)).toEqual({ ok: false, message: PARTIAL_REFUND_MESSAGES.aboveTotal });
    expect(refundSummary({ itens: [], motivo: 'Pedido frio ou derramado' })).toBe('Valor decidido pela Sabor (Pedido frio ou derramado)');
  });
});

describe('canRefundPart', () => {
  it('is offered on an order paid in the app, accepted or delivered, for 7 days', () => {
    const order = paidOrder();
    expect(canRefundPart(order, new Date('2026-11-27T12:00:00Z'))).toBe(true);
    expect(canRefundPart(order, new Date('2026-11-27T14:00:00Z'))).toBe(false);
    expect(canRefundPart({ ...order, status: 'novo_pedido' }, new Date('2026-11-21T12:00:00Z'))).toBe(false);
    expect(canRefundPart({ ...order, pagamentoOnline: null }, new Date('2026-11-21T12:00:00Z'))).toBe(false);
    expect(canRefundPart({ ...order, pagamentoOnline: { ...paid, reembolsado: 9000 } }, new Date('2026-11-21T12:00:00Z'))).toBe(false);
  });
});

describe('refunds as stored', () => {
  it('read back oldest first, and say what was given back', () => {
    const refunds = orderRefundsFromData({
      b: { itens: [{ indice: 1, nome: 'Refrigerante', quantidade: 1, valor: 944 }], valor: 944, motivo: 'Item errado', responsavel: 'sabor', por: 'operador', estado: 'feito', criadoEm: new Date('2026-11-20T15:00:00Z') },
      a: { itens: [{ indice: 0, nome: 'Lasanha', quantidade: 2, valor: 7556 }], valor: 7556, motivo: 'Item faltando', estado: 'algo', criadoEm: new Date('2026-11-20T14:00:00Z') },
      lixo: 'x',
    });
    expect(refunds.map((refund) => [refund.id, refund.estado, refund.responsavel, refund.por])).toEqual([
      ['a', 'pendente', 'loja', 'loja'],
      ['b', 'feito', 'sabor', 'operador'],
    ]);
    expect(refundSummary(refunds[0]!)).toBe('2x Lasanha (Item faltando)');
  });
});
