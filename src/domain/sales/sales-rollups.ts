import { statementAmount, type OrderBreakdown } from '../money/order-breakdown';
import type { Centavos } from '../shared/money';
import { daysOf, monthRange, type DaySales } from './report-periods';
import { saoPauloDayKey } from '../shared/sao-paulo-day';
import { type DateRange } from '../shared/date-range';
import { saleStage } from '../money/sale-stage';

/**
 * Sales rollups: what each order adds to its restaurant's day and month, and to the platform's
 * day, kept by a Function as orders change (functions/src/money/sales-rollups.ts). The administrator's
 * dashboard and the restaurant's 'Relatórios' read these documents instead of the orders, so a
 * period costs one read per day (and per restaurant row shown), whatever the number of orders.
 *
 * The figures follow domain/money/sale-stage.ts: every order counts in `pedidos`; a delivered order with a
 * total counts in `vendas`, what the customer paid in `valorVendas`, the discounts by who funds them
 * in `descontoLoja` and `descontoPlataforma`, and in `comissao` what its statement charges for it
 * (money/order-breakdown.ts: the commission less a Sabor coupon's credit), so the operator's figure
 * and the store's statement agree to the centavo; an accepted order not delivered yet counts in
 * `emAndamento` and `valorEmAndamento`.
 *
 * Collections (all written only by the Admin SDK; see firestore.rules):
 * - restaurantes/{id}/vendasPorDia/{YYYY-MM-DD}   the restaurant's São Paulo day
 * - restaurantes/{id}/vendasPorMes/{YYYY-MM}      the restaurant's month (the admin's table)
 * - vendasPlataforma/{YYYY-MM-DD}_{shard}         the platform's day, in PLATFORM_SHARDS parts
 * - restaurantes/{id}/vendasAplicadas/{orderId}   what each order has added so far (the ledger
 *   that makes a retried or out-of-order trigger add nothing twice)
 */

/** The additive figures of a rollup document. */
export interface SalesFiguresRollup {
  pedidos: number;
  vendas: number;
  valorVendas: Centavos;
  comissao: Centavos;
  descontoLoja: Centavos;
  descontoPlataforma: Centavos;
  emAndamento: number;
  valorEmAndamento: Centavos;
}

export const ROLLUP_FIELDS = ['pedidos', 'vendas', 'valorVendas', 'comissao', 'descontoLoja', 'descontoPlataforma', 'emAndamento', 'valorEmAndamento'] as const satisfies ReadonlyArray<
  keyof SalesFiguresRollup
>;

/** All zero. */
export function emptyRollup(): SalesFiguresRollup {
  return { pedidos: 0, vendas: 0, valorVendas: 0, comissao: 0, descontoLoja: 0, descontoPlataforma: 0, emAndamento: 0, valorEmAndamento: 0 };
}

/** What one order adds, and to which day: the ledger entry of the order. */
export interface OrderContribution extends SalesFiguresRollup {
  /** São Paulo day of the order's creation, 'YYYY-MM-DD'. */
  dia: string;
}

/** The fields of an order a rollup needs (an Order, or the stored document's raw values). */
export interface RollupOrder {
  status: string;
  createdAt: Date | null;
  /** Where its money goes, or null when the order has no (valid) total. */
  reparticao: OrderBreakdown | null;
}

/**
 * What `order` adds to the rollups, or null when it adds nothing (deleted, or without a creation
 * time, which no period can contain). Sales and values count only orders with a total, as the
 * aggregation queries they replace did.
 */
export function contributionOf(order: RollupOrder | null): OrderContribution | null {
  if (!order || !order.createdAt) return null;
  const stage = saleStage(order.status);
  const split = order.reparticao;
  const sold = stage === 'sold' && split !== null;
  const inProgress = stage === 'in_progress' && split !== null;
  const discount = (funder: 'restaurante' | 'plataforma') => (sold && split.desconto?.custeio === funder ? split.desconto.valor : 0);
  return {
    dia: saoPauloDayKey(order.createdAt),
    pedidos: 1,
    vendas: sold ? 1 : 0,
    valorVendas: sold ? split.total : 0,
    comissao: sold ? statementAmount(split) : 0,
    descontoLoja: discount('restaurante'),
    descontoPlataforma: discount('plataforma'),
    emAndamento: inProgress ? 1 : 0,
    valorEmAndamento: inProgress ? split.total : 0,
  };
}

/** One change to apply to the rollups of a day: the figures to add (negative to take away). */
export interface RollupChange {
  dia: string;
  delta: SalesFiguresRollup;
}

function negate(figures: SalesFiguresRollup): SalesFiguresRollup {
  const result = emptyRollup();
  // 0 - x, not -x: no negative zeros in the stored figures.
  for (const field of ROLLUP_FIELDS) result[field] = 0 - figures[field];
  return result;
}

function isZero(figures: SalesFiguresRollup): boolean {
  return ROLLUP_FIELDS.every((field) => figures[field] === 0);
}

/**
 * The changes that take the rollups from an order's `applied` contribution to its `next` one:
 * nothing when they are equal (a retried trigger, or a change that moves no figure, such as
 * 'aguardando entregador' to 'a caminho'), one day's difference, or, should the order's day
 * change, the old day's removal and the new day's addition.
 */
export function rollupChanges(applied: OrderContribution | null, next: OrderContribution | null): RollupChange[] {
  if (applied && next && applied.dia === next.dia) {
    const delta = emptyRollup();
    for (const field of ROLLUP_FIELDS) delta[field] = next[field] - applied[field];
    return isZero(delta) ? [] : [{ dia: next.dia, delta }];
  }
  const changes: RollupChange[] = [];
  if (applied) changes.push({ dia: applied.dia, delta: negate(pickFigures(applied)) });
  if (next) changes.push({ dia: next.dia, delta: pickFigures(next) });
  return changes;
}

/** Only the additive fields of a record (drops `dia` and anything else). */
export function pickFigures(record: Partial<Record<keyof SalesFiguresRollup, unknown>>): SalesFiguresRollup {
  const figures = emptyRollup();
  for (const field of ROLLUP_FIELDS) {
    const value = record[field];
    figures[field] = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  }
  return figures;
}

/** Adds figures up. */
export function sumRollups(rows: Iterable<SalesFiguresRollup>): SalesFiguresRollup {
  const total = emptyRollup();
  for (const row of rows) for (const field of ROLLUP_FIELDS) total[field] += row[field];
  return total;
}

/** The month of a day key: '2026-11' of '2026-11-24'. */
export function monthOfDay(dia: string): string {
  return dia.slice(0, 7);
}

/**
 * The platform's day is kept in this many documents, each restaurant always writing the same one,
 * so that a busy evening spreads its writes (Firestore sustains about one write per second on a
 * document) while a month still costs 31 x PLATFORM_SHARDS reads.
 */
export const PLATFORM_SHARDS = 2;

/** Which of the platform's day documents a restaurant writes to: a stable hash of its id. */
export function platformShardOf(restaurantId: string): number {
  let hash = 0;
  for (let i = 0; i < restaurantId.length; i += 1) hash = (hash * 31 + restaurantId.charCodeAt(i)) >>> 0;
  return hash % PLATFORM_SHARDS;
}

/** The id of a platform day document. */
export function platformDayId(dia: string, shard: number): string {
  return `${dia}_${shard}`;
}

/** The rollup documents that answer a period of whole São Paulo days. */
export type RollupScope =
  /** One day: the restaurants' day documents of that day. */
  | { kind: 'day'; dia: string }
  /** A whole calendar month: the restaurants' month documents. */
  | { kind: 'month'; mes: string }
  /** Any other run of days: the restaurants' day documents from `from` to `to`, added up here. */
  | { kind: 'days'; from: string; to: string };

/** Which rollups answer `range` (the report filters give whole São Paulo days). */
export function rollupScope(range: DateRange): RollupScope {
  const from = saoPauloDayKey(range.start);
  const to = saoPauloDayKey(range.end);
  if (from === to) return { kind: 'day', dia: from };
  const month = monthRange(range.start);
  if (month.start.getTime() === range.start.getTime() && month.end.getTime() === range.end.getTime()) return { kind: 'month', mes: monthOfDay(from) };
  return { kind: 'days', from, to };
}

/** The first and last day keys of a range, for a query on `dia`. */
export function dayKeysOf(range: DateRange): { from: string; to: string } {
  return { from: saoPauloDayKey(range.start), to: saoPauloDayKey(range.end) };
}

/** A day's stored figures. */
export interface DayRollup {
  dia: string;
  figures: SalesFiguresRollup;
}

/**
 * The chart's sales per day from day rollups (several per day when the platform's shards are
 * given): one entry per day of the range, zero when no document; null when the range is longer
 * than the chart draws.
 */
export function salesPerDayOf(range: DateRange, rollups: readonly DayRollup[]): DaySales[] | null {
  const days = daysOf(range);
  if (!days) return null;
  const byDay = new Map(days.map((day) => [day.key, { day: day.key, count: 0, total: 0 }]));
  for (const { dia, figures } of rollups) {
    const entry = byDay.get(dia);
    if (!entry) continue;
    entry.count += figures.vendas;
    entry.total += figures.valorVendas;
  }
  return [...byDay.values()];
}
