import { useState } from 'react';
import { liveHealthCounts, taskQueueLabel, type DarkPanel, type FailedTask, type HealthCounts, type OutboxProblem } from '@/domain/operator/service-health';
import { refusalText } from '@/domain/shared/callable-refusal';
import type { PaymentDivergence, ReconciliationRun } from '@/domain/payments/payment-divergence.record';
import {
  getDarkPanels,
  getHealthCounts,
  getLastReconciliation,
  HEALTH_PAGE,
  resolvePaymentDivergence,
  retryFailedTask,
  retryOutboxMessage,
  subscribeToFailedTasks,
  subscribeToOutboxProblems,
  subscribeToPaymentDivergences,
} from '@/services/service-health';
import type { LiveResult } from '@/ui/use-subscription';
import { useRetryableLoad, useRetryableSubscription } from '../shared/use-console-read';

/** 'Saúde''s counts (the console's home and the page's summary); `retry` counts again. */
export function useHealthCounts() {
  return useRetryableLoad<HealthCounts>('saude/contagens', () => getHealthCounts(new Date()));
}

/** The page's counts, the messages' and tasks' from their live lists (liveHealthCounts). */
export function withLiveCounts(counts: HealthCounts, problems: LiveResult<OutboxProblem[]>, tasks: LiveResult<FailedTask[]>): HealthCounts {
  return liveHealthCounts(counts, problems.status === 'success' ? problems.data : null, tasks.status === 'success' ? tasks.data : null, HEALTH_PAGE);
}

/** The outbox's messages that failed or are stuck, live. */
export function useOutboxProblems() {
  return useRetryableSubscription<OutboxProblem[]>('saude/mensagens', (onNext, onError) => subscribeToOutboxProblems(new Date(), onNext, onError));
}

/** The tasks that gave up, live. */
export function useFailedTasks() {
  return useRetryableSubscription<FailedTask[]>('saude/tarefas', subscribeToFailedTasks);
}

/** The payments in the app that do not add up, live (issue #52). */
export function usePaymentDivergences() {
  return useRetryableSubscription<PaymentDivergence[]>('saude/pagamentos', subscribeToPaymentDivergences);
}

/** The last daily reconciliation of payments, as of the last read. */
export function useLastReconciliation() {
  return useRetryableLoad<ReconciliationRun | null>('saude/conciliacao', getLastReconciliation);
}

/** The stores whose panel went dark while open, as of the last read. */
export function useDarkPanels() {
  return useRetryableLoad<DarkPanel[]>('saude/paineis', () => getDarkPanels(new Date()));
}

export type RowAction = { status: 'idle' } | { status: 'busy' } | { status: 'error'; text: string };

/**
 * One row's action ('Reenviar', 'Tentar de novo'): busy while the callable runs, its refusal kept
 * on its row (the key); what it did goes to `done`, shown above the list, since the row itself
 * leaves the live list once the message is delivered or the task queued.
 */
function useRowAction<Item>(keyOf: (item: Item) => string, act: (item: Item) => Promise<void>, doneText: (item: Item) => string, failed: string) {
  const [states, setStates] = useState<Record<string, RowAction>>({});
  const [done, setDone] = useState<string | null>(null);
  const set = (key: string, state: RowAction) => setStates((current) => ({ ...current, [key]: state }));

  async function run(item: Item) {
    const key = keyOf(item);
    set(key, { status: 'busy' });
    setDone(null);
    try {
      await act(item);
      set(key, { status: 'idle' });
      setDone(doneText(item));
    } catch (error) {
      console.error(failed, error);
      set(key, { status: 'error', text: refusalText(error, failed) });
    }
  }

  return { stateOf: (item: Item): RowAction => states[keyOf(item)] ?? { status: 'idle' }, run, done };
}

/** 'Reenviar' on an outbox message. */
export function useRetryMessage() {
  return useRowAction<OutboxProblem>(
    ({ colecao, id }) => `${colecao}/${id}`,
    ({ colecao, id }) => retryOutboxMessage({ colecao, id }),
    (problem) => `Mensagem reenviada (${problem.assunto || problem.para}). Se falhar de novo, ela volta para a lista.`,
    'Não foi possível reenviar a mensagem. Tente de novo.',
  );
}

/** 'Tentar de novo' on a task that gave up. */
export function useRetryTask() {
  return useRowAction<FailedTask>(
    (task) => task.id,
    (task) => retryFailedTask(task.id),
    (task) => `Tarefa colocada na fila de novo (${taskQueueLabel(task.fila)}).`,
    'Não foi possível colocar a tarefa na fila. Tente de novo.',
  );
}

/** 'Resolvido' on a payment that does not add up, with what the operator did (`notes`, by payment). */
export function useResolveDivergence() {
  const [notes, setNotes] = useState<Record<string, string>>({});
  const action = useRowAction<PaymentDivergence>(
    (divergence) => divergence.id,
    (divergence) => resolvePaymentDivergence({ pagamentoId: divergence.id, nota: notes[divergence.id] ?? '' }),
    (divergence) => `Divergência do pagamento ${divergence.id} resolvida.`,
    'Não foi possível marcar como resolvida. Tente de novo.',
  );
  return { ...action, noteOf: (divergence: PaymentDivergence) => notes[divergence.id] ?? '', setNote: (divergence: PaymentDivergence, note: string) => setNotes((current) => ({ ...current, [divergence.id]: note })) };
}
