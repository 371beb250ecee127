import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { FINANCE_SETTINGS_PATH } from '@/domain/money/statements';
import { financeSettingsFromData } from '@/domain/money/finance-settings.record';
import { financeSettingsSchema } from '@/domain/money/statements.schema';
import { adminOf, readOrRefuse, writeAudit, type Caller } from '../lib/callable-support';

/**
 * The operator's 'Dados de cobrança' (issue #38): the platform's Pix key, as the statements' codes
 * carry it, and the days to the due date and to stopping a store. Applies to the statements closed
 * from then on; audited with what it replaced.
 */
export async function saveFinanceSettingsAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const settings = readOrRefuse(financeSettingsSchema, data);
  const ref = db.doc(FINANCE_SETTINGS_PATH);
  await db.runTransaction(async (transaction) => {
    const before = financeSettingsFromData((await transaction.get(ref)).data());
    transaction.set(ref, { ...settings, atualizadoEm: FieldValue.serverTimestamp(), atualizadoPor: admin.uid });
    writeAudit(db, transaction, admin, { acao: 'cobranca_alterada', alvoTipo: 'plataforma', alvoId: 'financeiro', antes: { ...before }, depois: { ...settings } });
  });
  return { ok: true };
}
