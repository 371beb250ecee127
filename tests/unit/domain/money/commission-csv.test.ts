import { describe, expect, it } from 'vitest';
import { commissionOf } from '@/domain/money/commission';
import type { RestaurantCommission, SalesOverview } from '@/domain/sales/sales-overview';
import { commissionCsv, commissionCsvFileName, csvAmount, csvField } from '@/domain/money/commission-csv';
import { periodFromInputs } from '@/domain/sales/report-periods';

const row = (restaurantName: string, orderCount: number, saleCount: number, salesTotal: number): RestaurantCommission => ({
  restaurantId: restaurantName.toLowerCase(),
  restaurantName,
  orderCount,
  saleCount,
  salesTotal,
  commission: commissionOf(salesTotal),
});

describe('commission CSV', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(csvAmount(0)).toBe('0,00');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(123_456_789)).toBe('1234567,89');
    expect(csvAmount(-1_050)).toBe('-10,50');
  });

  it('quotes fields with separators, quotes or line breaks, and defuses formulas', () => {
    expect(csvField('Cantina da Nonna')).toBe('Cantina da Nonna');
    expect(csvField('Bar; Grill')).toBe('"Bar; Grill"');
    expect(csvField('O "Melhor"')).toBe('"O ""Melhor"""');
    expect(csvField('Linha\nDois')).toBe('"Linha\nDois"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-10')).toBe("'-10");
  });

  it('starts with a UTF-8 byte order mark and lists the rows in the order given, then the platform total, with ; and CRLF', () => {
    const rows = [row('Açaí da Praia', 10, 8, 123_455), row('Sabor Mineiro', 3, 2, 10_050), row('Vazio', 0, 0, 0)];
    const overview: SalesOverview = {
      orderCount: 13,
      saleCount: 10,
      salesTotal: 133_505,
      inProgressCount: 0,
      inProgressTotal: 0,
      commission: 13_351,
      averageCommission: 1_335,
    };
    const text = commissionCsv(rows, overview);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Restaurante;Pedidos;Vendas;Valor das vendas (R$);Comissão (R$)',
      'Açaí da Praia;10;8;1234,55;123,46',
      'Sabor Mineiro;3;2;100,50;10,05',
      'Vazio;0;0;0,00;0,00',
      'Total;13;10;1335,05;133,51',
      '',
    ]);
    // Encoded as the file is saved: the accents as UTF-8 after the EF BB BF mark.
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names the file after the period', () => {
    const month = periodFromInputs('2026-11-01', '2026-11-30');
    const day = periodFromInputs('2026-11-23', '2026-11-23');
    if (!month.ok || !day.ok) throw new Error('invalid period');
    expect(commissionCsvFileName(month.range)).toBe('comissao-por-restaurante_2026-11-01_a_2026-11-30.csv');
    expect(commissionCsvFileName(day.range)).toBe('comissao-por-restaurante_2026-11-23.csv');
  });
});
