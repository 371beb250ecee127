import { collection, getDocs, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { LEDGER_ENTRIES, STATEMENTS, type LedgerEntryKind } from '@/domain/money/commission-ledger';
import type { Centavos } from '@/domain/shared/money';
import { type Statement } from '@/domain/money/statements';
import { statementFromData } from '@/domain/money/statement.record';
import { toDate, toText } from '@/domain/shared/stored-values';
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

/** One line of a statement. */
export interface StatementLine {
  id: string;
  tipo: LedgerEntryKind;
  pedidoId: string;
  numero: number | null;
  pagamento: string;
  base: Centavos;
  percentual: number | null;
  valor: Centavos;
  ocorridoEm: Date | null;
  /** Why, for the operator's adjustments and a credit handed on ('' otherwise). */
  motivo: string;
  /** A platform coupon's discount credited back within the commission (issue #40); 0 otherwise. */
  creditoCupom: Centavos;
}

/** A week's lines in the order they happened. */
export async function getStatementLines(restaurantId: string, semana: string): Promise<StatementLine[]> {
  const snapshot = await getDocs(query(collection(db, 'restaurantes', restaurantId, LEDGER_ENTRIES), where('semana', '==', semana)));
  return snapshot.docs
    .map((entry) => {
      const data = entry.data();
      return {
        id: entry.id,
        tipo: toText(data.tipo) as LedgerEntryKind,
        pedidoId: toText(data.pedidoId),
        numero: typeof data.numero === 'number' ? data.numero : null,
        pagamento: toText(data.pagamento),
        base: typeof data.base === 'number' ? data.base : 0,
        percentual: typeof data.percentual === 'number' ? data.percentual : null,
        valor: typeof data.valor === 'number' ? data.valor : 0,
        ocorridoEm: toDate(data.ocorridoEm),
        motivo: toText(data.motivo),
        creditoCupom: typeof data.creditoCupom === 'number' ? data.creditoCupom : 0,
      };
    })
    .sort((a, b) => (a.ocorridoEm?.getTime() ?? 0) - (b.ocorridoEm?.getTime() ?? 0) || a.id.localeCompare(b.id));
}

/** 'Já paguei'. */
export async function reportStatementPaid(restaurantId: string, semana: string): Promise<void> {
  await call('reportStatementPaid', { restaurantId, semana });
}
