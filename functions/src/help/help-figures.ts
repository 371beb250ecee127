import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COUNTED_HELP_EVENTS, HELP_FIGURES, helpFigureEvents, helpMonthOf } from '@/domain/help/help-figures';
import { helpCaseFromData } from '@/domain/help/help-case.record';
import type { StoredData } from '@/domain/shared/stored-values';

/**
 * 'Atendimento''s figures (domain/help/help-figures.ts), kept on each write of a case: each of its
 * events (opened, first answered, decided) added to the month it was opened in, once: the event's
 * mark and its increments in one transaction, so a retried trigger adds nothing. Resolves with
 * how many events this call counted.
 */
export async function rollUpHelpCase(db: Firestore, caseId: string, before: StoredData | undefined, after: StoredData | undefined): Promise<number> {
  const read = (data: StoredData | undefined) => (data ? helpCaseFromData(caseId, data) : null);
  const current = read(after);
  const events = helpFigureEvents(read(before), current);
  if (!current || events.length === 0) return 0;
  const month = db.collection(HELP_FIGURES).doc(helpMonthOf(current.abertoEm ?? new Date()));
  let counted = 0;
  for (const { key, event } of events) {
    const mark = month.collection(COUNTED_HELP_EVENTS).doc(`${caseId}_${key}`);
    const added = await db.runTransaction(async (transaction) => {
      if ((await transaction.get(mark)).exists) return false;
      transaction.create(mark, { em: FieldValue.serverTimestamp() });
      const increments: Record<string, unknown> =
        event.kind === 'aberto'
          ? {
              casos: FieldValue.increment(1),
              porLoja: { [event.restaurantId]: { nome: event.restaurantName, casos: FieldValue.increment(1) } },
              ...(event.entregadorId ? { porEntregador: { [event.entregadorId]: { nome: event.entregadorNome, casos: FieldValue.increment(1) } } } : {}),
            }
          : event.kind === 'respondido'
            ? { primeiraResposta: { soma: FieldValue.increment(event.minutos), n: FieldValue.increment(1) } }
            : { reembolsos: { [event.responsavel]: FieldValue.increment(event.valor) }, decisoes: { [event.responsavel]: FieldValue.increment(1) } };
      transaction.set(month, { ...increments, mes: month.id, atualizadoEm: FieldValue.serverTimestamp() }, { merge: true });
      return true;
    });
    if (added) counted += 1;
  }
  return counted;
}
