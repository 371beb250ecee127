import { describe, expect, it } from 'vitest';
import { dayClosing } from '@/domain/sales/day-closing';

const order = (id: string, status: string, pagamento: string, totalValue: number, pix: { txid: string; recebido: boolean } | null = null) => ({
  id,
  numero: Number(id),
  status,
  pagamento,
  totalValue,
  pix: pix ? { payload: 'x', recebidoEm: null, ...pix } : null,
  pagamentoOnline: null,
});
const paidInApp = { metodo: 'pix', estado: 'aprovado', pagamentoId: '9', valor: 3000, taxaSabor: 300, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: new Date() } as const;

describe('fechamento do dia', () => {
  it('adds up delivered and in-progress orders by method, lists each Pix, and leaves out what was never paid', () => {
    const closing = dayClosing([
      order('1', 'entregue', 'Dinheiro', 0.1),
      order('2', 'a_caminho', 'Dinheiro', 0.2),
      order('3', 'entregue', 'Pix', 42.5, { txid: 'SABOR20261124N0003', recebido: true }),
      order('4', 'em_preparacao', 'Pix', 10, { txid: 'SABOR20261124N0004', recebido: false }),
      order('5', 'cancelado', 'Cartão', 99),
      order('6', 'rejeitado', 'Pix', 50),
      // Paid in the app (issue #52): apart, never in the drawer, the machine or the Pix to check.
      { ...order('7', 'entregue', 'Pix', 30), pagamentoOnline: paidInApp },
      { ...order('8', 'em_preparacao', 'Cartão', 20), pagamentoOnline: { ...paidInApp, metodo: 'cartao', valor: 2000 } },
    ]);
    expect(closing.methods).toEqual([
      { method: 'Dinheiro', count: 2, total: 30 },
      { method: 'Cartão', count: 0, total: 0 },
      { method: 'Pix', count: 2, total: 5250 },
    ]);
    expect(closing.pix).toEqual([
      { id: '3', label: '#0003', total: 4250, txid: 'SABOR20261124N0003', recebido: true },
      { id: '4', label: '#0004', total: 1000, txid: 'SABOR20261124N0004', recebido: false },
    ]);
    expect(closing.app).toEqual({ count: 2, total: 5000 });
  });
});
