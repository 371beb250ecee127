import { statementWeekLabel } from './commission-ledger';
import { formatCentavos, type Centavos } from '../shared/money';
import { TXID_MAX } from './pix-charge';
import type { PixKey } from './pix-key';

/**
 * A restaurant's weekly commission statement (issue #38): restaurantes/{id}/extratos/{monday},
 * summed by the ledger as entries are posted (commission-ledger.ts), closed once its week is over
 * (functions/src/money/statements.ts), then paid by Pix to the platform's key.
 *
 * States: 'aberta' (its week is running; entries still come in), 'fechada' (closed, to be paid by
 * its due date; shown as 'vencida' past it), 'informada' (the restaurant said it paid: 'Já
 * paguei'), 'paga' (the operator confirmed it). A closed statement's figures never change:
 * corrections go to the week open then.
 */

export type StatementState = 'aberta' | 'fechada' | 'informada' | 'paga';

export interface Statement {
  restaurantId: string;
  restaurantNome: string;
  /** The Monday of its week, 'YYYY-MM-DD' (São Paulo): its id. */
  semana: string;
  inicio: Date | null;
  fim: Date | null;
  estado: StatementState;
  /** The signed sum of its entries. */
  comissao: Centavos;
  /** How many commissions, reversals and adjustments it holds, and the corrections' signed sum. */
  pedidos: number;
  estornos: number;
  ajustes: number;
  correcoes: Centavos;
  /** Sabor's commission already taken at source from the week's orders paid in the app, not billed (issue #52). */
  retidoNaFonte: Centavos;
  /** Set when closed: what is to be paid (never below zero), by when, and how. */
  valor: Centavos | null;
  vencimento: Date | null;
  fechadoEm: Date | null;
  /** The Pix txid that names it on a bank statement, and the copia e cola (null when nothing is due or no key is set). */
  codigo: string | null;
  pix: string | null;
  informadoEm: Date | null;
  pagoEm: Date | null;
  notaPagamento: string;
}

/** The reason of the entry that hands a week's credit on to the next statement. */
export function creditCarriedReason(semana: string): string {
  return `Crédito do extrato ${statementWeekLabel(semana)}`;
}

/**
 * What a restaurant owes the platform now, from its unpaid statements: the week open so far (its
 * running sum, a credit when negative), the closed ones to pay, and of those the overdue.
 */
export function restaurantBalance(statements: readonly Statement[], now: Date): { aberta: Centavos; aPagar: Centavos; vencido: Centavos; total: Centavos } {
  let aberta = 0;
  let aPagar = 0;
  let vencido = 0;
  for (const statement of statements) {
    if (statement.estado === 'aberta') aberta += statement.comissao;
    else if (statement.estado !== 'paga') {
      aPagar += statement.valor ?? 0;
      if (statementStatus(statement, now) === 'vencida') vencido += statement.valor ?? 0;
    }
  }
  return { aberta, aPagar, vencido, total: aberta + aPagar };
}

/** What the screens call a statement's state: a closed one past its due date is 'vencida'. */
export type StatementStatus = StatementState | 'vencida';

export function statementStatus(statement: Pick<Statement, 'estado' | 'vencimento'>, now: Date): StatementStatus {
  if (statement.estado === 'fechada' && statement.vencimento && statement.vencimento.getTime() < now.getTime()) return 'vencida';
  return statement.estado;
}

export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  aberta: 'Aberta',
  fechada: 'A pagar',
  vencida: 'Vencida',
  informada: 'Pagamento informado',
  paga: 'Paga',
};

/** The platform's billing settings (config/financeiro), kept by the operator. */
export interface FinanceSettings {
  /** The platform's Pix key, its holder and city as the BR Code carries them; null until set. */
  chavePix: PixKey | null;
  titular: string;
  cidade: string;
  /** Days from a statement's close to its due date. */
  diasVencimento: number;
  /** Days past the due date after which the store stops taking orders ('inadimplência'). */
  diasBloqueio: number;
}

export const FINANCE_SETTINGS_PATH = 'config/financeiro';
export const DEFAULT_DUE_DAYS = 7;
export const DEFAULT_BLOCK_DAYS = 10;

/** FNV-1a of `text`, in base 36: a short stable tag. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

/**
 * The statement's Pix txid, what the operator looks for on the platform's bank statement: 'COM',
 * its Monday, the restaurant id's first letters and a tag of the whole id (two restaurants whose
 * ids start alike still differ): 'COM20261123cantina1x2y3z4'.
 */
export function statementTxid(semana: string, restaurantId: string): string {
  const head = `COM${semana.replace(/-/g, '')}`;
  const tag = shortHash(restaurantId);
  const letters = restaurantId.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX - head.length - tag.length);
  return `${head}${letters}${tag}`;
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'dd/mm/aaaa' in São Paulo. */
export function formatDueDate(date: Date): string {
  return dayFormat.format(date);
}

/**
 * The banner of the restaurant's 'Financeiro' (and its panel): an overdue statement first (the
 * store stops taking orders `diasBloqueio` days after), else one to pay; null when nothing is due.
 */
export function statementNotice(statements: readonly Statement[], now: Date): { tone: 'error' | 'warning'; text: string } | null {
  const toPay = statements.filter((statement) => statement.estado === 'fechada').sort((a, b) => a.semana.localeCompare(b.semana));
  const overdue = toPay.find((statement) => statementStatus(statement, now) === 'vencida');
  if (overdue?.vencimento) {
    return { tone: 'error', text: `A comissão da semana ${weekText(overdue.semana)} venceu em ${formatDueDate(overdue.vencimento)}. Pague com Pix e toque em 'Já paguei' para a loja não ser bloqueada.` };
  }
  const next = toPay[0];
  if (next?.vencimento) return { tone: 'warning', text: `A comissão da semana ${weekText(next.semana)} vence em ${formatDueDate(next.vencimento)}.` };
  return null;
}

/** '23/11 a 29/11/2026'. */
function weekText(semana: string): string {
  return statementWeekLabel(semana).replace(/^de /, '');
}

/** What the team and the console read when the platform stops a store for an overdue commission. */
export const OVERDUE_SUSPENSION_REASON = 'Inadimplência: comissão em atraso';

/** The suspension's reason, naming the oldest overdue week and its amount. */
export function overdueSuspensionReason(statement: Pick<Statement, 'semana' | 'valor'>): string {
  // A plain space in 'R$ 10,95': stored text, read the same anywhere.
  const amount = formatCentavos(statement.valor ?? 0).replace(/\s/g, ' ');
  return `${OVERDUE_SUSPENSION_REASON} (semana ${weekText(statement.semana)}, ${amount}). Pague o extrato em Financeiro e toque em 'Já paguei'.`;
}
