import { collection, getDocs, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { LEDGER_ENTRIES, STATEMENTS } from '@/domain/money/commission-ledger';
import { ledgerEntryFromData, type StatementLine } from '@/domain/money/ledger-entry.record';
import { type Statement } from '@/domain/money/statements';
import { statementFromData } from '@/domain/money/statement.record';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';

/** How many weeks 'Financeiro' lists: a quarter. */
export const STATEMENTS_SHOWN = 13;

/** The restaurant's statements, newest week first, live (a close or a confirmation shows at once). */
export function subscribeToStatements(restaurantId: string, onNext: (statements: Statement[]) => void, onError: (error: Error) => void): () => void {
  const statements = query(collection(db, 'restaurantes', restaurantId, STATEMENTS), orderBy('semana', 'desc'), limit(STATEMENTS_SHOWN));
  return trackListener(onSnapshot(statements, (snapshot) => onNext(snapshot.docs.map((item) => statementFromData(restaurantId, item.id, item.data()))), onError));
}

/**
 * The restaurant's statements not paid yet (the open week, the closed ones to pay), live: what
 * its balance is made of. Few by construction: a store overdue past the limit is stopped.
 */
export function subscribeToUnpaidStatements(restaurantId: string, onNext: (statements: Statement[]) => void, onError: (error: Error) => void): () => void {
  const unpaid = query(collection(db, 'restaurantes', restaurantId, STATEMENTS), where('estado', 'in', ['aberta', 'fechada', 'informada']));
  return trackListener(
    onSnapshot(unpaid, (snapshot) => onNext(snapshot.docs.map((item) => statementFromData(restaurantId, item.id, item.data())).sort((a, b) => b.semana.localeCompare(a.semana))), onError),
  );
}

/** A week's lines in the order they happened. */
export async function getStatementLines(restaurantId: string, semana: string): Promise<StatementLine[]> {
  const snapshot = await getDocs(query(collection(db, 'restaurantes', restaurantId, LEDGER_ENTRIES), where('semana', '==', semana)));
  return snapshot.docs
    .map((entry) => ledgerEntryFromData(entry.id, entry.data()))
    .sort((a, b) => (a.ocorridoEm?.getTime() ?? 0) - (b.ocorridoEm?.getTime() ?? 0) || a.id.localeCompare(b.id));
}

/** 'Já paguei'. */
export async function reportStatementPaid(restaurantId: string, semana: string): Promise<void> {
  await call('reportStatementPaid', { restaurantId, semana });
}
