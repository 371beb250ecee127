import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { Request } from 'firebase-functions/v2/tasks';
import { FAILED_TASKS, failedTaskData } from '@/domain/operator/failed-task.record';
import type { TaskName } from './task-queue';

/**
 * A task that fails its last attempt is dropped by Cloud Tasks without a trace anyone reads (issue
 * #51): an order that never closed, a kitchen never reminded. Its queue's Function records it at
 * that attempt in tarefasFalhas/{taskId}, which the operator's 'Saúde' lists and can queue again.
 */

/** The task's record, kept once per task id (a second give-up of the same task, queued again, overwrites it). */
export async function recordGiveUp(db: Firestore, task: { id: string; fila: TaskName; dados: unknown; tentativas: number; erro: string }): Promise<void> {
  await db.collection(FAILED_TASKS).doc(task.id).set(failedTaskData(task, FieldValue.serverTimestamp()));
}

/**
 * `handler` of the queue `fila`, whose retryConfig allows `maxAttempts`: an error at the last
 * attempt is recorded (recordGiveUp) before it is thrown as always. A failure to record is logged:
 * the queue's own outcome stands.
 */
export function recordingGiveUp<T>(db: Firestore, fila: TaskName, maxAttempts: number, handler: (request: Request<T>) => Promise<void>) {
  return async (request: Request<T>): Promise<void> => {
    try {
      await handler(request);
    } catch (error) {
      if (request.retryCount + 1 >= maxAttempts) {
        const erro = error instanceof Error ? error.message : String(error);
        await recordGiveUp(db, { id: request.id, fila, dados: request.data, tentativas: request.retryCount + 1, erro }).catch((recordError: unknown) =>
          logger.error('Could not record a task that gave up', { fila, id: request.id, error: String(recordError) }),
        );
        logger.error('A task gave up after its last attempt', { fila, id: request.id, erro });
      }
      throw error;
    }
  };
}
