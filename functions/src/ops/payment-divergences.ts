import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ORDER_PAYMENTS } from '@/domain/payments/online-payment';
import { PAYMENT_DIVERGENCE_MESSAGES } from '@/domain/payments/payment-divergence';
import { resolvePaymentDivergenceSchema } from '@/domain/payments/payment-divergence.schema';
import { adminOf, readOrRefuse, refuse, writeAudit, type Caller } from '../lib/callable-support';

/**
 * 'Resolvido' on a payment that does not add up ('Saúde', domain/payments/payment-divergence.ts):
 * the flag closed with what the operator did, in the same transaction as its audit entry. Two
 * operators at once: the second is told it was resolved.
 */
export async function resolvePaymentDivergenceAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const { pagamentoId, nota } = readOrRefuse(resolvePaymentDivergenceSchema, data);
  const ref = db.collection(ORDER_PAYMENTS).doc(pagamentoId);
  await db.runTransaction(async (transaction) => {
    const entry = await transaction.get(ref);
    if (!entry.exists) throw refuse('not-found', 'not-found', 'Pagamento não encontrado.');
    if (entry.get('divergenciaAberta') !== true) throw refuse('failed-precondition', 'resolved', PAYMENT_DIVERGENCE_MESSAGES.notOpen);
    transaction.update(ref, { divergenciaAberta: false, resolvidoEm: Timestamp.fromDate(now()), resolvidoPor: admin.uid, resolucao: nota });
    writeAudit(db, transaction, admin, {
      acao: 'divergencia_resolvida',
      alvoTipo: 'restaurante',
      alvoId: String(entry.get('restaurantId') ?? ''),
      antes: { pagamento: pagamentoId, pedido: String(entry.get('orderId') ?? ''), divergencia: String(entry.get('divergencia') ?? '') },
      motivo: nota,
    });
  });
  return { ok: true };
}
