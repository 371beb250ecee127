import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/catalog/catalog';
import { storeReadiness } from '@/domain/restaurants/store-opening';

const now = new Date('2026-03-02T15:00:00-03:00');
const dish = { id: 'p', restaurantId: 'r', nome: 'Prato', descricao: '', categoriaId: null, categoriaLegada: null, disponivel: true, imageUrl: null, ultimaAtualizacao: null, esgotadoAte: null, complementos: [], type: 'regular', preco: 20 } satisfies Product;

describe('storeReadiness', () => {
  it('ticks what openStore checks, counts a sold-out dish as unavailable, and the delivery areas once the store serves a bairro', () => {
    const fresh = { horarioFuncionamento: [], areasEntrega: { bairros: [], outrosBairros: false, gratisAcima: null }, pix: null };
    expect(storeReadiness(fresh, [], now)).toEqual({ hasHours: false, hasAvailableProduct: false, hasDeliveryAreas: false, hasPixKey: false });
    const ready = {
      horarioFuncionamento: [{ day: 'Segunda-feira', key: 'monday' as const, dayIndex: 1, isOpen: true, periods: [{ open: '18:00', close: '23:00' }] }],
      areasEntrega: { bairros: [{ nome: 'Pinheiros', taxa: 5, minimo: null }], outrosBairros: false, gratisAcima: null },
      pix: { tipo: 'email' as const, chave: 'pix@loja.com' },
    };
    expect(storeReadiness(ready, [dish], now)).toEqual({ hasHours: true, hasAvailableProduct: true, hasDeliveryAreas: true, hasPixKey: true });
    // Its other bairros at the restaurant-wide fee count as delivering; so does a restaurant from before areas.
    expect(storeReadiness({ ...fresh, areasEntrega: { ...fresh.areasEntrega, outrosBairros: true } }, [], now).hasDeliveryAreas).toBe(true);
    expect(storeReadiness({ ...fresh, areasEntrega: null }, [], now).hasDeliveryAreas).toBe(true);
    expect(storeReadiness(ready, [{ ...dish, esgotadoAte: new Date('2026-03-03T00:00:00-03:00') }], now).hasAvailableProduct).toBe(false);
  });
});
