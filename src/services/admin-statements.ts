import { collectionGroup, count, doc, getAggregateFromServer, getDoc, getDocs, limit, orderBy, query, sum, Timestamp, where, type QueryConstraint } from 'firebase/firestore';
import { STATEMENTS } from '@/domain/money/commission-ledger';
import type { Centavos } from '@/domain/shared/money';
import { FINANCE_SETTINGS_PATH, type FinanceSettings, type Statement } from '@/domain/money/statements';
import { financeSettingsFromData } from '@/domain/money/finance-settings.record';
import { statementFromData } from '@/domain/money/statement.record';
import type { StatementFilter } from '@/domain/money/statement-filters';
import type { ConfirmStatementPaymentRequest, FinanceSettingsRequest } from '@/domain/money/statements.schema';
import { call } from './callable-refusal';
import { db } from './firebase';

/** The operator's 'Financeiro' (issue #38): every restaurant's statements, one state at a time. */

/** How many statements a list shows (the oldest due first where it matters). */
export const ADMIN_STATEMENTS_PAGE = 50;

function constraintsOf(filter: StatementFilter, now: Date): QueryConstraint[] {
  switch (filter) {
    case 'a_receber':
      return [where('estado', 'in', ['fechada', 'informada']), orderBy('vencimento', 'asc')];
    case 'vencidas':
      return [where('estado', '==', 'fechada'), where('vencimento', '<', Timestamp.fromDate(now)), orderBy('vencimento', 'asc')];
    case 'informadas':
      return [where('estado', '==', 'informada'), orderBy('vencimento', 'asc')];
    case 'pagas':
      return [where('estado', '==', 'paga'), orderBy('semana', 'desc')];
    case 'abertas':
      return [where('estado', '==', 'aberta'), orderBy('comissao', 'desc')];
  }
}

/** One page of statements in `filter`: one read per statement shown, whatever the number of orders behind them. */
export async function getStatements(filter: StatementFilter, now: Date): Promise<Statement[]> {
  const snapshot = await getDocs(query(collectionGroup(db, STATEMENTS), ...constraintsOf(filter, now), limit(ADMIN_STATEMENTS_PAGE)));
  return snapshot.docs.map((item) => statementFromData(item.ref.parent.parent?.id ?? '', item.id, item.data()));
}

export interface ReceivableTotals {
  receivable: { count: number; total: Centavos };
  overdue: { count: number; total: Centavos };
}

/** What is to be received, and the part of it overdue: two aggregations, not the statements. */
export async function getReceivableTotals(now: Date): Promise<ReceivableTotals> {
  const figures = { count: count(), total: sum('valor') };
  const [receivable, overdue] = await Promise.all([
    getAggregateFromServer(query(collectionGroup(db, STATEMENTS), where('estado', 'in', ['fechada', 'informada'])), figures),
    getAggregateFromServer(query(collectionGroup(db, STATEMENTS), where('estado', '==', 'fechada'), where('vencimento', '<', Timestamp.fromDate(now))), figures),
  ]);
  return {
    receivable: { count: receivable.data().count, total: receivable.data().total ?? 0 },
    overdue: { count: overdue.data().count, total: overdue.data().total ?? 0 },
  };
}

/** 'Fechar semanas encerradas': the schedules' work, now; resolves with how many statements it closed and stores it stopped. */
export async function closeFinishedWeeks(): Promise<{ fechados: number; bloqueados: number }> {
  const { fechados, bloqueados } = await call('closeStatements', {});
  return { fechados, bloqueados };
}

export async function confirmStatementPayment(request: ConfirmStatementPaymentRequest): Promise<void> {
  await call('confirmStatementPayment', request);
}

/** The platform's billing settings as the statements use them (defaults where none are stored). */
export async function getFinanceSettings(): Promise<FinanceSettings> {
  return financeSettingsFromData((await getDoc(doc(db, FINANCE_SETTINGS_PATH))).data());
}

/** 'Dados de cobrança': saved by the saveFinanceSettings function, audited. */
export async function saveFinanceSettings(request: FinanceSettingsRequest): Promise<void> {
  await call('saveFinanceSettings', request);
}
