import { describe, expect, it } from 'vitest';
import { riderEarnings } from '@/domain/delivery/rider-earnings';
import { confirmationOf, confirmedSides, settlementDirection, settlementDirectionText, settlementsCsv, settlementsOf, settlementStateText } from '@/domain/delivery/rider-settlements';
import { confirmationsFromData } from '@/domain/delivery/rider-settlement.record';
import { breakdownFromData } from '@/domain/orders/order-money.record';
import { orderBreakdown } from '@/domain/money/order-breakdown';

const order = (restaurantId: string, pagamento: string, totalValue: number, taxaEntrega: number, at: string, deliverymanId = 'rider-1') => ({
  restaurantId,
  restaurantName: restaurantId === 'nonna' ? 'Cantina da Nonna' : 'Sushi Kenzo',
  deliverymanId,
  entregadorNome: deliverymanId === 'rider-1' ? 'Carlos' : 'Bia',
  pagamento,
  totalValue,
  taxaEntrega,
  // As a legacy order without a stored breakdown reads: the fee is the rider's.
  reparticao: breakdownFromData({ totalValue, taxaEntrega }),
  createdAt: new Date(at),
});

describe("a rider's earnings and settlements", () => {
  const delivered = [
    order('nonna', 'Dinheiro', 68, 8, '2026-11-26T15:00:00Z'),
    order('nonna', 'Pix', 45.4, 8, '2026-11-26T16:00:00Z'),
    order('kenzo', 'Cartão', 90, 6.5, '2026-11-26T17:00:00Z'),
    order('nonna', 'Pix', 30, 5, '2026-11-25T17:00:00Z'),
    order('nonna', 'Pix', 30, 5, '2026-11-25T18:00:00Z', 'rider-2'),
  ];

  it('adds the fees earned and the cash collected', () => {
    expect(riderEarnings(delivered.slice(0, 4))).toEqual({ deliveries: 4, fees: 2750, cash: 6800 });
  });

  it("pays a free delivery at the city's minimum, which the store adds to the settlement", () => {
    // R$ 60,00 of food with free delivery in a city whose minimum ride pays R$ 6,00.
    const free = { ...order('nonna', 'Pix', 60, 0, '2026-11-26T20:00:00Z'), reparticao: orderBreakdown({ itens: 6000, desconto: null, taxaEntrega: 0, retirada: false, percentual: 10, entregaMinima: 600 }) };
    const cash = { ...order('nonna', 'Dinheiro', 60, 0, '2026-11-26T21:00:00Z'), reparticao: free.reparticao };
    expect(riderEarnings([free, cash])).toEqual({ deliveries: 2, fees: 1200, cash: 6000 });
    const [settlement] = settlementsOf([free, cash]);
    // The Pix order: the store owes the rider R$ 6,00; the cash order: the rider keeps R$ 6,00 of R$ 60,00.
    expect(settlement).toMatchObject({ deliveries: 2, riderOwes: 5400, restaurantOwes: 600 });
  });

  it('settles each restaurant, rider and day: the cash less the fee against the fees paid to the restaurant', () => {
    const settlements = settlementsOf(delivered);
    expect(settlements.map(({ restaurantId, deliverymanId, dia, deliveries, riderOwes, restaurantOwes }) => [restaurantId, deliverymanId, dia, deliveries, riderOwes, restaurantOwes])).toEqual([
      ['nonna', 'rider-1', '2026-11-26', 2, 6000, 800],
      ['kenzo', 'rider-1', '2026-11-26', 1, 0, 650],
      ['nonna', 'rider-2', '2026-11-25', 1, 0, 500],
      ['nonna', 'rider-1', '2026-11-25', 1, 0, 500],
    ]);
    expect(settlementDirection(settlements[0]!)).toEqual({ net: 5200, payer: 'entregador' });
    expect(settlementDirection(settlements[1]!)).toEqual({ net: 650, payer: 'restaurante' });
    expect(settlementDirection({ riderOwes: 500, restaurantOwes: 500, descontos: 0 })).toEqual({ net: 0, payer: null });
    expect(settlementDirectionText(settlements[0]!, 'entregador')).toBe('Você repassa R$\u00a052,00 ao restaurante');
    expect(settlementDirectionText(settlements[0]!, 'restaurante')).toBe('Carlos repassa R$\u00a052,00 a você');
    expect(settlementDirectionText(settlements[1]!, 'restaurante')).toBe('Você repassa R$\u00a06,50 a Carlos');
  });

  it('adds what the rider answers for on a help case (issue #53): the store paid it back and takes it from the rider', () => {
    const refund = (responsavel: 'loja' | 'sabor' | 'entregador', estado: 'feito' | 'falhou', valor: number) => ({ responsavel, estado, valor });
    const spilled = { ...order('nonna', 'Pix', 45.4, 8, '2026-11-26T16:00:00Z'), reembolsos: [refund('entregador', 'feito', 2000), refund('entregador', 'falhou', 900), refund('loja', 'feito', 500)] };
    const [settlement] = settlementsOf([delivered[0]!, spilled]);
    // Cash R$ 60,00 of the store's, the rider's R$ 8,00 to be paid, and R$ 20,00 the rider answers for.
    expect(settlement).toMatchObject({ riderOwes: 6000, restaurantOwes: 800, descontos: 2000 });
    expect(settlementDirection(settlement!)).toEqual({ net: 7200, payer: 'entregador' });
    expect(confirmationOf(settlement!).liquido).toBe(7200);
  });

  it("counts a side's confirmation only for the figures it confirmed, and says who still has to", () => {
    const [settlement] = settlementsOf(delivered);
    const rider = confirmationsFromData({ entregador: { entregas: 2, liquido: 5200, em: new Date() } });
    expect(confirmedSides(settlement!, rider)).toEqual({ entregador: true, restaurante: false });
    expect(settlementStateText(settlement!, rider, 'entregador')).toBe('Você confirmou. Falta o restaurante confirmar.');
    expect(settlementStateText(settlement!, rider, 'restaurante')).toBe('O entregador confirmou. Falta você.');
    const both = confirmationsFromData({ entregador: { entregas: 2, liquido: 5200 }, restaurante: { entregas: 2, liquido: 5200 } });
    expect(settlementStateText(settlement!, both, 'restaurante')).toBe('Acerto feito: confirmado pelos dois lados.');
    // A third delivery that day: both confirmations are of other figures.
    const [grown] = settlementsOf([...delivered, order('nonna', 'Pix', 20, 4, '2026-11-26T19:00:00Z')]);
    expect(confirmedSides(grown!, both)).toEqual({ entregador: false, restaurante: false });
    expect(settlementStateText(grown!, both, 'entregador')).toBe('Houve entregas depois da confirmação: confirme de novo.');
    expect(settlementStateText(grown!, {}, 'entregador')).toBe('Aguardando confirmação dos dois lados.');
  });

  it('exports the settlements with who pays and their state', () => {
    const settlements = settlementsOf(delivered.slice(0, 2));
    const csv = settlementsCsv(settlements, new Map([['nonna_rider-1_2026-11-26', { entregador: { entregas: 2, liquido: 5200, em: null } }]]), 'entregador');
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('26/11/2026;Cantina da Nonna;Carlos;2;60,00;8,00;0,00;Entregador;52,00;Você confirmou. Falta o restaurante confirmar.');
  });
});
