import { MAIL_ATTEMPTS } from '@/domain/notifications/mail';
import { OUTBOX_CHANNEL_LABELS, type OutboxProblem } from '@/domain/operator/service-health';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { formatDateTime } from '../shared/console-format';
import { FactList } from '../shared/FactList';
import { useRetryMessage, type RowAction, type useOutboxProblems } from './use-service-health';

function problemText(problem: OutboxProblem): string {
  if (problem.problema === 'parada') return 'Parada: ainda não saiu';
  return `Falhou ${problem.tentativas === 1 ? '1 vez' : `${problem.tentativas} vezes`}`;
}

function MessageCard({ problem, action, onRetry }: { problem: OutboxProblem; action: RowAction; onRetry: () => void }) {
  const title = problem.assunto || OUTBOX_CHANNEL_LABELS[problem.colecao];
  return (
    <li className="card health-item">
      <div className="split">
        <h4 className="health-item__title">{title}</h4>
        <div className="console-badges">
          <Badge tone="neutral">{OUTBOX_CHANNEL_LABELS[problem.colecao]}</Badge>
          <Badge tone={problem.problema === 'falhou' ? 'danger' : 'warning'}>{problemText(problem)}</Badge>
        </div>
      </div>
      <FactList
        facts={[
          { label: 'Para', value: problem.para || '—' },
          { label: 'Na fila desde', value: formatDateTime(problem.criadoEm) },
          // The mail server's or the push service's own answer, as it came.
          { label: 'Resposta do serviço', value: problem.erro || '—', wide: true },
        ]}
      />
      {action.status === 'error' ? <Notice tone="error">{action.text}</Notice> : null}
      <div className="health-item__actions">
        <Button size="sm" variant="secondary" busy={action.status === 'busy'} onClick={onRetry} aria-label={`Reenviar: ${title}, para ${problem.para}`}>
          Reenviar
        </Button>
      </div>
    </li>
  );
}

/**
 * The outbox's messages that need the operator (issue #51): those that failed all their
 * attempts (MAIL_ATTEMPTS) and those that never left, newest first, live; 'Reenviar' puts one back
 * in the queue with its attempts counted afresh. `problems` is the page's live list (useOutboxProblems).
 */
export function OutboxProblems({ problems }: { problems: ReturnType<typeof useOutboxProblems> }) {
  const retry = useRetryMessage();

  return (
    <section className="stack" id="saude-mensagens" aria-labelledby="saude-mensagens-titulo">
      <div className="console-page__head">
        <h3 id="saude-mensagens-titulo">E-mails e notificações que não saíram</h3>
        <p className="hint">
          Cada mensagem é tentada {MAIL_ATTEMPTS} vezes; uma que falhou todas, ou que ficou na fila sem sair, espera aqui. Reenviar conta as tentativas de novo.
        </p>
      </div>
      {retry.done ? <Notice tone="success">{retry.done}</Notice> : null}
      {problems.status === 'loading' ? (
        <SkeletonList label="Carregando mensagens..." count={2} className="list" itemClassName="card">
          <SkeletonLine width="40%" />
          <SkeletonLine width="80%" />
        </SkeletonList>
      ) : problems.status === 'error' ? (
        <RetryNotice onRetry={problems.retry}>Erro ao carregar as mensagens: {errorMessage(problems.error)}</RetryNotice>
      ) : problems.data.length === 0 ? (
        <div className="empty-state">Nenhuma mensagem com problema.</div>
      ) : (
        <ul className="list" aria-label="Mensagens que não saíram">
          {problems.data.map((problem) => (
            <MessageCard key={`${problem.colecao}/${problem.id}`} problem={problem} action={retry.stateOf(problem)} onRetry={() => void retry.run(problem)} />
          ))}
        </ul>
      )}
    </section>
  );
}
