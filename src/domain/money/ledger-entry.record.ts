import type { Centavos } from '../shared/money';
import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { LedgerEntryKind } from './commission-ledger';

/**
 * restaurantes/{id}/lancamentos/{id}, one entry of the commission ledger (commission-ledger.ts):
 * written once by the Functions (an order's commission, reversal or difference, or the operator's
 * adjustment), read by a statement's lines. Both sides are here, so the two cannot drift.
 */

/** What an entry records, before the stamps the writer adds. */
export interface NewLedgerEntry {
  tipo: LedgerEntryKind;
  /** The order it is about; '' for the operator's adjustment. */
  pedidoId: string;
  numero: number | null;
  /** When the order was placed: its number is of that day (issue #50); null on adjustments. */
  pedidoEm: Date | null;
  pagamento: string;
  base: Centavos;
  percentual: number | null;
  /** Signed: a reversal takes away. */
  valor: Centavos;
  /** The statement week it went to, 'YYYY-MM-DD' of its Monday. */
  semana: string;
  /** An order's entry: the platform's coupon credited back within it (issue #40). Absent on adjustments. */
  creditoCupom?: Centavos;
  /** An order's entry: Sabor's share already taken at source from its payment in the app (issue #52). Absent on adjustments. */
  retidoNaFonte?: Centavos;
  /** The operator's adjustment: why, and who posted it. Absent on an order's entries. */
  motivo?: string;
  lancadoPor?: string;
}

/** One line of a statement: an entry as read back. */
export interface StatementLine {
  id: string;
  tipo: LedgerEntryKind;
  pedidoId: string;
  numero: number | null;
  pedidoEm: Date | null;
  pagamento: string;
  base: Centavos;
  percentual: number | null;
  valor: Centavos;
  ocorridoEm: Date | null;
  /** Why, for the operator's adjustments and a credit handed on ('' otherwise). */
  motivo: string;
  /** A platform coupon's discount credited back within the commission (issue #40); 0 otherwise. */
  creditoCupom: Centavos;
  /** Sabor's share already taken at source from a payment in the app, netted in `valor` (issue #52); 0 otherwise. */
  retidoNaFonte: Centavos;
}

/**
 * The document of `entry`: `ocorridoEm` when it happened and `lancadoEm` when it was posted, in
 * the writer's own types (a Timestamp and the server's time), which the domain does not know.
 */
export function ledgerEntryData<Moment, ServerTime>(entry: NewLedgerEntry, ocorridoEm: Moment, lancadoEm: ServerTime): StoredData {
  const { creditoCupom, retidoNaFonte, motivo, lancadoPor, ...always } = entry;
  return {
    ...always,
    ...(creditoCupom === undefined ? {} : { creditoCupom }),
    ...(retidoNaFonte ? { retidoNaFonte } : {}),
    ...(motivo === undefined ? {} : { motivo }),
    ...(lancadoPor === undefined ? {} : { lancadoPor }),
    ocorridoEm,
    lancadoEm,
  };
}

/** lancamentos/{id} read back as a statement line: a missing figure reads as 0, a missing rate as null. */
export function ledgerEntryFromData(id: string, data: StoredData): StatementLine {
  return {
    id,
    tipo: toText(data.tipo) as LedgerEntryKind,
    pedidoId: toText(data.pedidoId),
    numero: typeof data.numero === 'number' ? data.numero : null,
    pedidoEm: toDate(data.pedidoEm),
    pagamento: toText(data.pagamento),
    base: typeof data.base === 'number' ? data.base : 0,
    percentual: typeof data.percentual === 'number' ? data.percentual : null,
    valor: typeof data.valor === 'number' ? data.valor : 0,
    ocorridoEm: toDate(data.ocorridoEm),
    motivo: toText(data.motivo),
    creditoCupom: typeof data.creditoCupom === 'number' ? data.creditoCupom : 0,
    retidoNaFonte: typeof data.retidoNaFonte === 'number' ? data.retidoNaFonte : 0,
  };
}
