/**
 * The commission ledger (src/domain/money/commission-ledger.ts) for orders written in bulk (the
 * demo seed's), and the close of the weeks already over, so a demo restaurant has statements to
 * pay. Runs the Functions' own code, safe beside the trigger.
 */
import { withFunctionCode } from './function-code.mjs';

/** Posts every order, then closes the finished weeks. Resolves with { orders, posted, closed }. */
export async function backfillCommissionLedgerOf(projectId, now = new Date()) {
  const report = await withFunctionCode(projectId, '/functions/src/commission-ledger.ts', (module, db) => module.backfillCommissionLedger(db));
  const closed = await withFunctionCode(projectId, '/functions/src/statements.ts', (module, db) => module.closeDueStatements(db, now));
  return { ...report, closed: closed.length };
}
