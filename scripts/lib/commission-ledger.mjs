/**
 * The commission ledger (src/domain/money/commission-ledger.ts) for orders written in bulk (the
 * demo seed's), and the close of the weeks already over, so a demo restaurant has statements to
 * pay. Runs the Functions' own code, safe beside the trigger.
 */
import { withFunctionCode } from './function-code.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Posts every order, then closes the finished weeks. In the demo (`history`), each week closed here
 * reads as if it had closed on its own Monday: closed when it ended, due `dueDays` later (the
 * finance settings' default), and, once that due date is past, paid two days after it ended, as a
 * restaurant in good standing would have it (the demo's October weeks were "due" in December).
 * Resolves with { orders, posted, closed }.
 */
export async function backfillCommissionLedgerOf(projectId, { now = new Date(), history = false, dueDays = 7 } = {}) {
  const report = await withFunctionCode(projectId, '/functions/src/money/commission-ledger.ts', (module, db) => module.backfillCommissionLedger(db));
  const closed = await withFunctionCode(projectId, '/functions/src/money/statements.ts', async (module, db) => {
    // History, not news: no e-mail for weeks long gone.
    const paths = await module.closeDueStatements(db, now, { notify: false });
    if (history) {
      for (const path of paths) {
        const statement = db.doc(path);
        const stored = await statement.get();
        const fim = stored.get('fim')?.toDate();
        if (!fim || stored.get('estado') !== 'fechada') continue;
        // The last moment of the due day, as closeDueStatements gives it.
        const vencimento = new Date(fim.getTime() + dueDays * DAY_MS - 1);
        const onTime = { fechadoEm: fim, vencimento };
        if (vencimento.getTime() < now.getTime()) {
          await statement.update({ ...onTime, estado: 'paga', pagoEm: new Date(fim.getTime() + 2 * DAY_MS), notaPagamento: 'Pix recebido (demonstração)' });
        } else {
          await statement.update(onTime);
        }
      }
    }
    return paths;
  });
  return { ...report, closed: closed.length };
}
