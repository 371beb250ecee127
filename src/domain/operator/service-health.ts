/**
 * 'Saúde' (issue #51): what the operator must hear about before a restaurant or a customer does.
 * Each problem is read from the data it lives in, never kept as a second copy:
 * - messages of the outbox (mail/, push/) that failed every attempt (ERROR) or sit unsent (a
 *   sender that never ran, or died holding its lease);
 * - tasks of a Cloud Tasks queue that gave up after their last attempt (tarefasFalhas/, written by
 *   the queue's own Function at that attempt, functions/src/lib/task-give-up.ts);
 * - stores whose panel went dark while open (isPanelDark, restaurants/ordering-state.ts);
 * - weekly statements still open past Monday's closing;
 * - account deletions whose 7 days are over and that did not run.
 */

/** The outbox's two channels, as their collections are named. */
export const OUTBOX_CHANNELS = ['mail', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_CHANNEL_LABELS: Record<OutboxChannel, string> = { mail: 'E-mail', push: 'Notificação' };

/** A message queued this long ago and still not sent counts as stuck (the senders take one in seconds). */
export const STUCK_AFTER_MS = 15 * 60_000;

/** The weekly closing runs on Monday at 00:10 (São Paulo); a statement still open this long after its week ended is late. */
export const STATEMENT_CLOSE_GRACE_MS = 2 * 60 * 60_000;

/** One outbox message that needs the operator: failed every attempt, or never sent. */
export interface OutboxProblem {
  colecao: OutboxChannel;
  id: string;
  problema: 'falhou' | 'parada';
  /** Who it was for, as the operator can read it. */
  para: string;
  /** What it was about (an e-mail's subject, a notification's title). */
  assunto: string;
  tentativas: number;
  /** The last error the sender recorded. */
  erro: string;
  /** When it was queued (null for e-mails queued before the outbox kept the time). */
  criadoEm: Date | null;
}

/** The task queues, by the name their Function is deployed as, in the operator's words. */
export const TASK_QUEUE_LABELS: Record<string, string> = {
  closeUnansweredOrder: 'Fechar pedido sem resposta no prazo',
  remindKitchen: 'Lembrar a cozinha de um pedido novo',
  tellSilentPanel: 'Avisar a loja que o painel fechou',
  releaseUnwrittenCouponUse: 'Devolver uso de cupom de pedido não gravado',
  expireUnpaidOrder: 'Encerrar pedido não pago pelo app',
  escalateHelpCase: 'Levar à Sabor pedido de ajuda sem resposta da loja',
  releaseScheduledOrder: 'Levar pedido agendado para a cozinha',
};

/** What the tasks carry (functions/src/lib/task-queue.ts TaskData), in the operator's words. */
export const TASK_DATA_LABELS: Record<string, string> = { restaurantId: 'Loja', orderId: 'Pedido', couponId: 'Cupom', seenAt: 'Painel visto em', casoId: 'Pedido de ajuda' };

export function taskQueueLabel(fila: string): string {
  return TASK_QUEUE_LABELS[fila] ?? fila;
}

/** A task that gave up: its queue, what it carried, how often it ran and why its last run failed. */
export interface FailedTask {
  id: string;
  fila: string;
  dados: Record<string, unknown>;
  tentativas: number;
  erro: string;
  em: Date | null;
  /** Queued again by the operator ('Tentar de novo'), then no longer listed. */
  retomadaEm: Date | null;
}

/** A store whose panel went dark, as 'Saúde' lists it. */
export interface DarkPanel {
  restaurantId: string;
  nome: string;
  cidade: string;
  /** The panel's last sign of life. */
  vistoEm: Date | null;
}

/** The counts on the console's home, each a link to its part of 'Saúde'. */
export interface HealthCounts {
  mensagensFalhas: number;
  mensagensParadas: number;
  tarefasFalhas: number;
  paineisApagados: number;
  extratosAtrasados: number;
  exclusoesVencidas: number;
  /** Payments in the app that do not add up (issue #52), not yet resolved. */
  pagamentosDivergentes: number;
}

/** Each count's name, in the order the console shows them. */
export const HEALTH_COUNT_LABELS: Record<keyof HealthCounts, string> = {
  mensagensFalhas: 'Mensagens com falha',
  mensagensParadas: 'Mensagens paradas',
  tarefasFalhas: 'Tarefas que desistiram',
  paineisApagados: 'Painéis fechados no horário',
  extratosAtrasados: 'Extratos não fechados',
  exclusoesVencidas: 'Exclusões vencidas',
  pagamentosDivergentes: 'Pagamentos com divergência',
};

/** Where each count's problems are listed on the 'Saúde' page (the id of its section). */
export const HEALTH_SECTIONS: Record<keyof HealthCounts, string> = {
  mensagensFalhas: 'saude-mensagens',
  mensagensParadas: 'saude-mensagens',
  tarefasFalhas: 'saude-tarefas',
  paineisApagados: 'saude-paineis',
  extratosAtrasados: 'saude-extratos',
  exclusoesVencidas: 'saude-exclusoes',
  pagamentosDivergentes: 'saude-pagamentos',
};

/**
 * The counts as 'Saúde' shows them beside its live lists: the messages' and the tasks' from the
 * lists when they hold them all (fewer than `pageSize`), so a message sent again or a task queued
 * again is counted as its list shows it, without a second read; the rest as last counted.
 */
export function liveHealthCounts(counts: HealthCounts, problems: OutboxProblem[] | null, tasks: FailedTask[] | null, pageSize: number): HealthCounts {
  const live = { ...counts };
  if (problems && problems.length < pageSize) {
    live.mensagensFalhas = problems.filter((problem) => problem.problema === 'falhou').length;
    live.mensagensParadas = problems.length - live.mensagensFalhas;
  }
  if (tasks && tasks.length < pageSize) live.tarefasFalhas = tasks.length;
  return live;
}

export function healthProblems(counts: HealthCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
