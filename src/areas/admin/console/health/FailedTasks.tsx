import { TASK_DATA_LABELS, taskQueueLabel, type FailedTask } from '@/domain/operator/service-health';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { formatDateTime } from '../shared/console-format';
import { FactList } from '../shared/FactList';
import { useRetryTask, type RowAction, type useFailedTasks } from './use-service-health';

/** What a task carried, as the operator can read it: each field named, a time as a date. */
function carried(task: FailedTask): string {
  const fields = Object.entries(task.dados).map(([key, value]) => {
    const shown = key === 'seenAt' && typeof value === 'number' ? formatDateTime(new Date(value)) : typeof value === 'string' ? value : JSON.stringify(value);
    return `${TASK_DATA_LABELS[key] ?? key}: ${shown}`;
  });
  return fields.join(' · ') || '—';
}

function TaskCard({ task, action, onRetry }: { task: FailedTask; action: RowAction; onRetry: () => void }) {
  const label = taskQueueLabel(task.fila);
  return (
    <li className="card health-item">
      <h4 className="health-item__title">{label}</h4>
      <FactList
        facts={[
          { label: 'Dados', value: carried(task) },
          { label: 'Tentativas', value: String(task.tentativas) },
          { label: 'Desistiu em', value: formatDateTime(task.em) },
          { label: 'Motivo da última falha', value: task.erro || '—', wide: true },
        ]}
      />
      {action.status === 'error' ? <Notice tone="error">{action.text}</Notice> : null}
      <div className="health-item__actions">
        <Button size="sm" variant="secondary" busy={action.status === 'busy'} onClick={onRetry} aria-label={`Tentar de novo: ${label}`}>
          Tentar de novo
        </Button>
      </div>
    </li>
  );
}

/** The tasks of the queues (closing unanswered orders, reminders, ...) that gave up after their last attempt; `tasks` is the page's live list. */
export function FailedTasks({ tasks }: { tasks: ReturnType<typeof useFailedTasks> }) {
  const retry = useRetryTask();

  return (
    <section className="stack" id="saude-tarefas" aria-labelledby="saude-tarefas-titulo">
      <div className="console-page__head">
        <h3 id="saude-tarefas-titulo">Tarefas que desistiram</h3>
        <p className="hint">Tarefas automáticas (fechar pedidos sem resposta, lembrar a cozinha, devolver cupons) que falharam em todas as tentativas.</p>
      </div>
      {retry.done ? <Notice tone="success">{retry.done}</Notice> : null}
      {tasks.status === 'loading' ? (
        <SkeletonList label="Carregando tarefas..." count={1} className="list" itemClassName="card">
          <SkeletonLine width="40%" />
          <SkeletonLine width="80%" />
        </SkeletonList>
      ) : tasks.status === 'error' ? (
        <RetryNotice onRetry={tasks.retry}>Erro ao carregar as tarefas: {errorMessage(tasks.error)}</RetryNotice>
      ) : tasks.data.length === 0 ? (
        <div className="empty-state">Nenhuma tarefa desistiu.</div>
      ) : (
        <ul className="list" aria-label="Tarefas que desistiram">
          {tasks.data.map((task) => (
            <TaskCard key={task.id} task={task} action={retry.stateOf(task)} onRetry={() => void retry.run(task)} />
          ))}
        </ul>
      )}
    </section>
  );
}
