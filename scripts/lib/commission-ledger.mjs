/**
 * The commission ledger (src/domain/money/commission-ledger.ts) for orders written in bulk (the
 * demo seed's), and the close of the weeks already over, so a demo restaurant has statements to
 * pay. Runs the Functions' own code, safe beside the trigger.
 */
import { withFunctionCode } from './function-code.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Posts every order, then closes the finished weeks; in the demo (`paidBefore` days), the weeks
 * over before that were paid long ago, as a restaurant's history would show. Resolves with
 * { orders, posted, closed }.
 */
export async function backfillCommissionLedgerOf(projectId, { now = new Date(), paidBefore = null } = {}) {
  const report = await withFunctionCode(projectId, '/functions/src/money/commission-ledger.ts', (module, db) => module.backfillCommissionLedger(db));
  const closed = await withFunctionCode(projectId, '/functions/src/money/statements.ts', async (module, db) => {
    // History, not news: no e-mail for weeks long gone.
    const paths = await module.closeDueStatements(db, now, { notify: false });
    if (paidBefore !== null) {
      for (const path of paths) {
        const statement = db.doc(path);
        const fim = (await statement.get()).get('fim')?.toDate();
        if (fim && fim.getTime() < now.getTime() - paidBefore * DAY_MS && (await statement.get()).get('estado') === 'fechada') {
          await statement.update({ estado: 'paga', pagoEm: new Date(fim.getTime() + 2 * DAY_MS), notaPagamento: 'Pix recebido (demonstração)' });
        }
      }
    }
    return paths;
  });
  return { ...report, closed: closed.length };
}
