import type { Centavos } from '../shared/money';
import { rangeInputs, type DateRange } from '../shared/date-range';

/**
 * The commission per restaurant for a period as a CSV file that Excel set to Brazilian
 * Portuguese opens as a table: ';' between fields (',' is the decimal mark there), decimals with
 * a comma and no thousands separator (so a cell is a number, not text), a UTF-8 byte order mark
 * (without it Excel reads the file as Windows-1252 and 'Açaí' comes out garbled) and CRLF lines.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';

/** The figures of the file's total line (the platform's: sales-overview.ts SalesOverview). */
export interface CommissionCsvTotal {
  orderCount: number;
  saleCount: number;
  salesTotal: Centavos;
  commission: Centavos;
}

/** One restaurant's line (sales-overview.ts RestaurantCommission). */
export interface CommissionCsvRow extends CommissionCsvTotal {
  restaurantName: string;
}

export const COMMISSION_CSV_HEADER = ['Restaurante', 'Pedidos', 'Vendas', 'Valor das vendas (R$)', 'Comissão (R$)'] as const;

/** 1234,5 reais from 123450 centavos, as '1234,50'. */
export function csvAmount(centavos: Centavos): string {
  const sign = centavos < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text that starts like
 * a formula (=, +, -, @) gets a leading apostrophe, so a restaurant named '=HYPERLINK(...)' is
 * shown, not run, by the spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A file's text from its lines of fields (each already made with csvField or csvAmount). */
export function csvDocument(lines: ReadonlyArray<readonly string[]>): string {
  return `${BOM}${lines.map((fields) => fields.join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** The file's text: a header, one line per restaurant (in the table's order), the platform's total line. */
export function commissionCsv(rows: readonly CommissionCsvRow[], overview: CommissionCsvTotal): string {
  return csvDocument([
    COMMISSION_CSV_HEADER,
    ...rows.map((row) => [csvField(row.restaurantName), String(row.orderCount), String(row.saleCount), csvAmount(row.salesTotal), csvAmount(row.commission)]),
    ['Total', String(overview.orderCount), String(overview.saleCount), csvAmount(overview.salesTotal), csvAmount(overview.commission)],
  ]);
}

/** 'comissao-por-restaurante_2026-11-01_a_2026-11-23.csv'. */
export function commissionCsvFileName(range: DateRange): string {
  const { start, end } = rangeInputs(range);
  return `comissao-por-restaurante_${start}${start === end ? '' : `_a_${end}`}.csv`;
}
