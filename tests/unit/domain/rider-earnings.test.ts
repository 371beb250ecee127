import { describe, expect, it } from 'vitest';
import { riderEarnings, settlementDirection, settlementsOf } from '@/domain/delivery/rider-earnings';

const order = (restaurantId: string, pagamento: string, totalValue: number, taxaEntrega: number, at: string) => ({
  restaurantId,
  restaurantName: restaurantId === 'nonna' ? 'Cantina da Nonna' : 'Sushi Kenzo',
  pagamento,
  totalValue,
  taxaEntrega,
  createdAt: new Date(at),
});

describe("a rider's earnings", () => {
  const delivered = [
    order('nonna', 'Dinheiro', 68, 8, '2026-11-26T15:00:00Z'),
    order('nonna', 'Pix', 45.4, 8, '2026-11-26T16:00:00Z'),
    order('kenzo', 'Cartão', 90, 6.5, '2026-11-26T17:00:00Z'),
    order('nonna', 'Pix', 30, 5, '2026-11-25T17:00:00Z'),
  ];

  it('adds the fees earned and the cash collected', () => {
    expect(riderEarnings(delivered)).toEqual({ deliveries: 4, fees: 2750, cash: 6800 });
  });

  it('settles each restaurant and day: the cash less the fee against the fees paid to the restaurant', () => {
    const settlements = settlementsOf(delivered);
    expect(settlements).toEqual([
      { restaurantId: 'nonna', restaurantName: 'Cantina da Nonna', dia: '2026-11-26', deliveries: 2, riderOwes: 6000, restaurantOwes: 800 },
      { restaurantId: 'kenzo', restaurantName: 'Sushi Kenzo', dia: '2026-11-26', deliveries: 1, riderOwes: 0, restaurantOwes: 650 },
      { restaurantId: 'nonna', restaurantName: 'Cantina da Nonna', dia: '2026-11-25', deliveries: 1, riderOwes: 0, restaurantOwes: 500 },
    ]);
    expect(settlementDirection(settlements[0]!)).toEqual({ net: 5200, payer: 'entregador' });
    expect(settlementDirection(settlements[1]!)).toEqual({ net: 650, payer: 'restaurante' });
    expect(settlementDirection({ riderOwes: 500, restaurantOwes: 500 })).toEqual({ net: 0, payer: null });
  });
});
