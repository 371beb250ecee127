import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { outboxProblemFromData } from '@/domain/notifications/outbox-message.record';
import { FAILED_TASKS, failedTaskFromData } from '@/domain/operator/failed-task.record';
import { retryFailedTaskSchema, retryOutboxMessageSchema } from '@/domain/operator/service-health.schema';
import { adminOf, readOrRefuse, refuse, writeAudit, type Caller } from '../lib/callable-support';
import { queueTaskOrFail, type TaskData, type TaskName } from '../lib/task-queue';

/**
 * The actions of the operator's 'Saúde' (issue #51, domain/operator/service-health.ts): a message
 * of the outbox sent again, a task that gave up queued again. Each audited in the transaction that
 * makes it, and refused when there is nothing to do (sent meanwhile, queued again already).
 */

export const MESSAGE_NOT_FOUND_MESSAGE = 'Mensagem não encontrada: ela pode ter expirado.';
export const MESSAGE_FINE_MESSAGE = 'Esta mensagem não precisa ser reenviada: ela foi entregue ou ainda está sendo enviada.';
export const TASK_NOT_FOUND_MESSAGE = 'Tarefa não encontrada.';
export const TASK_RETRIED_MESSAGE = 'Esta tarefa já foi colocada na fila de novo.';
export const TASK_QUEUE_FAILED_MESSAGE = 'Não foi possível colocar a tarefa na fila agora. Tente de novo em instantes.';

/**
 * 'Reenviar': a message that failed every attempt, or sits unsent, waits again with its attempts
 * counted afresh; the outbox's sender (triggered by this write) takes it at once. A push keeps the
 * devices it already reached, so nobody gets it twice.
 */
export async function retryOutboxMessageAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const { colecao, id } = readOrRefuse(retryOutboxMessageSchema, data);
  const ref = db.collection(colecao).doc(id);
  await db.runTransaction(async (transaction) => {
    const message = await transaction.get(ref);
    if (!message.exists) throw refuse('not-found', 'not-found', MESSAGE_NOT_FOUND_MESSAGE);
    const problem = outboxProblemFromData(colecao, id, message.data() ?? {}, now());
    if (!problem) throw refuse('failed-precondition', 'fine', MESSAGE_FINE_MESSAGE);
    transaction.update(ref, {
      'delivery.state': 'PENDING',
      'delivery.attempts': 0,
      'delivery.error': null,
      'delivery.leaseExpireTime': null,
      'delivery.reenviadaEm': Timestamp.fromDate(now()),
      // Queued again now: it counts as stuck only if this attempt does not leave either.
      criadoEm: Timestamp.fromDate(now()),
    });
    writeAudit(db, transaction, admin, {
      acao: 'mensagem_reenviada',
      alvoTipo: 'plataforma',
      alvoId: `${colecao}/${id}`,
      antes: { estado: problem.problema, tentativas: problem.tentativas, erro: problem.erro },
    });
  });
  return { ok: true };
}

/**
 * 'Tentar de novo': the task that gave up is queued again now, with what it carried, under a new
 * id (Cloud Tasks keeps a used id for a while); its record is marked as taken up, so it leaves the list.
 */
export async function retryFailedTaskAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const { id } = readOrRefuse(retryFailedTaskSchema, data);
  const ref = db.collection(FAILED_TASKS).doc(id);
  const stored = await ref.get();
  if (!stored.exists) throw refuse('not-found', 'not-found', TASK_NOT_FOUND_MESSAGE);
  const failed = failedTaskFromData(id, stored.data() ?? {});
  if (failed.retomadaEm) throw refuse('failed-precondition', 'retried', TASK_RETRIED_MESSAGE);
  // Queued first: a queue that refuses leaves the record listed, and the operator is told.
  try {
    await queueTaskOrFail(failed.fila as TaskName, failed.dados as unknown as TaskData[TaskName], { scheduleTime: now(), id: `${id}-retomada-${now().getTime()}` });
  } catch {
    throw refuse('unavailable', 'queue', TASK_QUEUE_FAILED_MESSAGE);
  }
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    // Two operators at once: the task is queued twice, which every queue's task tolerates (each checks its state first).
    if (failedTaskFromData(id, current.data() ?? {}).retomadaEm) return;
    transaction.update(ref, { retomadaEm: Timestamp.fromDate(now()), retomadaPor: admin.uid });
    writeAudit(db, transaction, admin, { acao: 'tarefa_retomada', alvoTipo: 'plataforma', alvoId: `${failed.fila}/${id}`, antes: { tentativas: failed.tentativas, erro: failed.erro } });
  });
  return { ok: true };
}
