import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_STATUSES, SOLD_STATUSES, saleStage } from '@/domain/money/sale-stage';

describe('what a sale is (admin and restaurant reports alike)', () => {
  it('counts delivered, concluded and finished orders as sold (SPEC.md section 4), with the English alias', () => {
    expect(SOLD_STATUSES).toEqual(['entregue', 'delivered', 'retirado', 'concluido', 'finalizado']);
    for (const status of SOLD_STATUSES) expect(saleStage(status)).toBe('sold');
  });

  it('puts accepted orders that have not finished in progress', () => {
    for (const status of ['em_preparacao', 'preparing', 'aguardando_entregador', 'pronto_retirada', 'a_caminho', 'em_entrega', 'delivering']) {
      expect(saleStage(status)).toBe('in_progress');
    }
    expect(IN_PROGRESS_STATUSES).toHaveLength(7);
  });

  it('leaves out orders not answered yet and those that ended without a sale', () => {
    for (const status of ['novo_pedido', 'pendente', 'pending']) expect(saleStage(status)).toBe('awaiting');
    for (const status of ['rejeitado', 'rejected', 'cancelado', 'expirado', 'desconhecido', '']) expect(saleStage(status)).toBe('lost');
  });

  it('never puts a status in two groups', () => {
    const sold: readonly string[] = SOLD_STATUSES;
    expect(IN_PROGRESS_STATUSES.filter((status) => sold.includes(status))).toEqual([]);
  });
});
