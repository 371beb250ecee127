import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/catalog/catalog';
import { storeReadiness } from '@/domain/restaurants/store-opening';

const now = new Date('2026-03-02T15:00:00-03:00');
const dish = { id: 'p', restaurantId: 'r', nome: 'Prato', descricao: '', categoriaId: null, categoriaLegada: null, disponivel: true, imageUrl: null, ultimaAtualizacao: null, esgotadoAte: null, complementos: [], type: 'regular', preco: 20 } satisfies Product;

describe('storeReadiness', () => {
  it('ticks what openStore checks, counts a sold-out dish as unavailable, and the fee once the owner set one', () => {
    const fresh = { horarioFuncionamento: [], taxaEntrega: 0, pedidoMinimo: 0, pix: null };
    expect(storeReadiness(fresh, [], now)).toEqual({ hasHours: false, hasAvailableProduct: false, feeReviewed: false, hasPixKey: false });
    const ready = {
      horarioFuncionamento: [{ day: 'Segunda-feira', key: 'monday' as const, dayIndex: 1, isOpen: true, periods: [{ open: '18:00', close: '23:00' }] }],
      taxaEntrega: 5,
      pedidoMinimo: 0,
      pix: { tipo: 'email' as const, chave: 'pix@loja.com' },
    };
    expect(storeReadiness(ready, [dish], now)).toEqual({ hasHours: true, hasAvailableProduct: true, feeReviewed: true, hasPixKey: true });
    expect(storeReadiness(ready, [{ ...dish, esgotadoAte: new Date('2026-03-03T00:00:00-03:00') }], now).hasAvailableProduct).toBe(false);
  });
});
