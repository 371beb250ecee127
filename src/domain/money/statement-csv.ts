import { csvAmount, csvDocument, csvField } from './commission-csv';
import type { LedgerEntryKind } from './commission-ledger';
import type { Statement } from './statements';
import { orderNumberOfDay } from '../shared/order-number';

/** A statement's lines as a CSV file (the format of commission-csv.ts: Excel in Brazilian Portuguese). */

export const STATEMENT_CSV_HEADER = ['Data', 'Pedido', 'Lançamento', 'Pagamento', 'Base (R$)', 'Taxa (%)', 'Crédito do cupom da Sabor (R$)', 'Retida na fonte (R$)', 'Comissão (R$)', 'Motivo'] as const;

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = { comissao: 'Comissão', estorno: 'Estorno', ajuste: 'Ajuste' };

export interface StatementCsvLine {
  tipo: LedgerEntryKind;
  numero: number | null;
  pedidoId: string;
  /** When the order was placed (absent on entries from before issue #50). */
  pedidoEm?: Date | null;
  pagamento: string;
  base: number;
  percentual: number | null;
  valor: number;
  /** What Sabor paid back of its own coupon, already netted in `valor` (issue #50). */
  creditoCupom?: number;
  /** Sabor's share already taken at source from a payment in the app, netted in `valor` (issue #52). */
  retidoNaFonte?: number;
  ocorridoEm: Date | null;
  motivo?: string;
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '#0042 · 27/11' (the number of its day, as people name an order across days), or the order id's first characters for an order without a number. */
export function lineOrderLabel(line: Pick<StatementCsvLine, 'numero' | 'pedidoId' | 'pedidoEm'>): string {
  return line.numero !== null ? orderNumberOfDay(line.numero, line.pedidoEm ?? null) : line.pedidoId.slice(0, 8);
}

export function statementCsv(statement: Pick<Statement, 'comissao'>, lines: readonly StatementCsvLine[]): string {
  return csvDocument([
    STATEMENT_CSV_HEADER,
    ...lines.map((line) => [
      line.ocorridoEm ? dayFormat.format(line.ocorridoEm) : '',
      csvField(line.pedidoId ? lineOrderLabel(line) : ''),
      LEDGER_KIND_LABELS[line.tipo] ?? line.tipo,
      csvField(line.pagamento),
      csvAmount(line.base),
      line.percentual === null ? '' : String(line.percentual).replace('.', ','),
      line.creditoCupom ? csvAmount(-line.creditoCupom) : '',
      line.retidoNaFonte ? csvAmount(-line.retidoNaFonte) : '',
      csvAmount(line.valor),
      csvField(line.motivo ?? ''),
    ]),
    ['Total', '', '', '', '', '', '', '', csvAmount(statement.comissao), ''],
  ]);
}

/** 'extrato-comissao_2026-11-23.csv'. */
export function statementCsvFileName(semana: string): string {
  return `extrato-comissao_${semana}.csv`;
}
