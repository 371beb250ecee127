import { saoPauloDayKey, saoPauloDayStart } from '../shared/sao-paulo-day';
import { statementAmount, type OrderBreakdown } from './order-breakdown';
import { saleStage } from './sale-stage';
import { type Centavos } from '../shared/money';

/**
 * The commission ledger (issue #38): what each restaurant owes the platform, as entries that are
 * only ever added. A delivered order posts its commission; an order that stops being delivered
 * (cancelled after the fact) posts its reversal; a total corrected after delivery posts the
 * difference. A trigger keeps it (functions/src/money/commission-ledger.ts), each restaurant's weekly
 * statement (Monday to Sunday, São Paulo time) summing its entries as they are posted.
 *
 * Collections (written only by the Admin SDK; firestore.rules let the restaurant's dono and
 * gerente and the operators read them):
 * - restaurantes/{id}/lancamentos/{orderId}-{n}   the entries, in order for each order
 * - restaurantes/{id}/extratos/{YYYY-MM-DD}       the statement of the week starting that Monday
 * - restaurantes/{id}/comissaoPedidos/{orderId}   what each order has posted so far (so a
 *   retried trigger posts nothing twice)
 */

export const LEDGER_ENTRIES = 'lancamentos';
export const STATEMENTS = 'extratos';
export const POSTED_BY_ORDER = 'comissaoPedidos';

export type LedgerEntryKind = 'comissao' | 'estorno' | 'ajuste';

/**
 * What an order owes on its statement (money/order-breakdown.ts): the commission's base, rate and
 * the amount net of a Sabor coupon's credit (issue #40), which is shown as its own line.
 */
export interface CommissionDue {
  base: Centavos;
  percentual: number;
  valor: Centavos;
  /** The platform's coupon discount credited back to the restaurant (0 without one). */
  credito: Centavos;
  /** Sabor's share already taken at source, as the marketplace fee of a payment in the app (issue #52); 0 otherwise. */
  retido: Centavos;
}

/** The order's fields the ledger reads. */
export interface LedgerOrder {
  status: string;
  numero: number | null;
  pagamento: string;
  /** When it last changed: for a delivered order, its delivery. */
  ultimaAtualizacao: Date | null;
  createdAt: Date | null;
  /** Where its money goes; null for an order without a total (legacy totalAmount orders). */
  reparticao: OrderBreakdown | null;
  /** Sabor's fee the payment provider kept for it (paid in the app and not refunded, issue #52); 0 otherwise. */
  retidoNaFonte: Centavos;
}

/**
 * What the order owes now: a sale (sale-stage.ts: delivered) with a total owes its statement
 * amount, less what Sabor already took at source from its payment in the app (issue #52: 'retida
 * na fonte'); anything else nothing.
 */
export function commissionDueOf(order: LedgerOrder | null): CommissionDue | null {
  const split = order?.reparticao;
  if (!order || !split || saleStage(order.status) !== 'sold') return null;
  const retido = order.retidoNaFonte;
  return { base: split.comissao.base, percentual: split.comissao.percentual, valor: statementAmount(split) - retido, credito: split.creditoPlataforma, retido };
}

/**
 * The entry that brings what an order has posted (the signed sum of its entries) to what it owes
 * now, or null when they agree: the commission first, a reversal of all of it, or the difference.
 * `first`: the order has no entry yet. A sale's first entry is posted even when it owes nothing,
 * so that an order paid in the app, whose commission was all taken at source (issue #52), is on
 * its statement as 'retida na fonte'.
 */
export function nextLedgerEntry(posted: Centavos, due: CommissionDue | null, first = false): { tipo: LedgerEntryKind; valor: Centavos } | null {
  const owed = due?.valor ?? 0;
  if (first && due) return { tipo: 'comissao', valor: owed };
  if (owed === posted) return null;
  if (posted === 0) return { tipo: 'comissao', valor: owed };
  if (owed === 0) return { tipo: 'estorno', valor: -posted };
  return { tipo: 'ajuste', valor: owed - posted };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statement week of `instant`: the São Paulo date of its Monday, 'YYYY-MM-DD'. */
export function statementWeekOf(instant: Date): string {
  const day = saoPauloDayKey(instant);
  // Noon UTC of that calendar date: its weekday whatever the zone (0 is Sunday).
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const monday = new Date(Date.parse(`${day}T12:00:00Z`) - ((weekday + 6) % 7) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The week's bounds: Monday 00:00 to the next Monday 00:00, São Paulo time. */
export function statementWeekBounds(week: string): { inicio: Date; fim: Date } {
  const inicio = saoPauloDayStart(week);
  const nextMonday = new Date(Date.parse(`${week}T12:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  return { inicio, fim: saoPauloDayStart(nextMonday) };
}

/** 'de 23/11 a 29/11/2026': the week as the statements name it. */
export function statementWeekLabel(week: string): string {
  const [, month, day] = week.split('-');
  const [sundayYear, sundayMonth, sundayDay] = new Date(Date.parse(`${week}T12:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10).split('-');
  return `de ${day}/${month} a ${sundayDay}/${sundayMonth}/${sundayYear}`;
}
