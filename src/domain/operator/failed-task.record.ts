import type { FailedTask } from './service-health';
import { toDate, toNumber, toText, type StoredData } from '../shared/stored-values';

/**
 * tarefasFalhas/{taskId}: a Cloud Task that gave up (service-health.ts), written by its queue's
 * Function at the last attempt (functions/src/lib/task-give-up.ts) and read by 'Saúde'.
 */
export const FAILED_TASKS = 'tarefasFalhas';

/** The document a task that gave up leaves; `em` is the server's time of writing. */
export function failedTaskData(task: { fila: string; dados: unknown; tentativas: number; erro: string }, em: unknown): StoredData {
  return {
    fila: task.fila,
    // What the task carried, as plain JSON (its parser reads it again if it is queued again).
    dados: JSON.parse(JSON.stringify(task.dados ?? {})) as unknown,
    tentativas: task.tentativas,
    erro: task.erro.slice(0, 1500),
    em,
    retomadaEm: null,
  };
}

export function failedTaskFromData(id: string, data: StoredData): FailedTask {
  const dados = typeof data.dados === 'object' && data.dados !== null && !Array.isArray(data.dados) ? (data.dados as Record<string, unknown>) : {};
  return {
    id,
    fila: toText(data.fila),
    dados,
    tentativas: toNumber(data.tentativas),
    erro: toText(data.erro),
    em: toDate(data.em),
    retomadaEm: toDate(data.retomadaEm),
  };
}
