import { Link } from 'react-router-dom';
import { errorMessage } from '@/domain/shared/errors';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { DarkPanels } from './DarkPanels';
import { FailedTasks } from './FailedTasks';
import { HealthCountList } from './HealthCountList';
import { OutboxProblems } from './OutboxProblems';
import { PaymentDivergences } from './PaymentDivergences';
import { useDarkPanels, useFailedTasks, useHealthCounts, useLastReconciliation, useOutboxProblems, usePaymentDivergences, withLiveCounts } from './use-service-health';

/** A count the page does not list itself: how many, and where the operator deals with them. */
function Pending({ id, title, count, hint, to, linkText }: { id: string; title: string; count: number | null; hint: string; to: string; linkText: string }) {
  return (
    <section className="stack" id={id} aria-labelledby={`${id}-titulo`}>
      <div className="console-page__head">
        <h3 id={`${id}-titulo`}>{title}</h3>
        <p className="hint">{hint}</p>
      </div>
      <div className="card split health-item">
        <p>{count === null ? '—' : count === 0 ? 'Nenhum pendente.' : `${count} pendente${count === 1 ? '' : 's'}.`}</p>
        <Link to={to}>{linkText}</Link>
      </div>
    </section>
  );
}

/**
 * /admin-dashboard/saude, 'Saúde' (issue #51): what is failing, each with its count and its way
 * out: messages sent again, tasks queued again, stores to call, statements to close, deletions to
 * carry out. The lists of messages and tasks are live, and so are their counts (withLiveCounts);
 * the other counts and the panels are read on arrival and on 'Atualizar'.
 */
export function HealthPage() {
  const counts = useHealthCounts();
  const panels = useDarkPanels();
  const problems = useOutboxProblems();
  const tasks = useFailedTasks();
  const divergences = usePaymentDivergences();
  const reconciliation = useLastReconciliation();
  const refresh = () => {
    reconciliation.retry();
    divergences.retry();
    counts.retry();
    panels.retry();
    // Listened to afresh: a message counts as stuck from a moment fixed when the list starts.
    problems.retry();
    tasks.retry();
  };
  const figures = counts.status === 'success' ? withLiveCounts(counts.data, problems, tasks) : null;

  return (
    <>
      <div className="split console-page__head">
        <div>
          <ConsolePageTitle>Saúde</ConsolePageTitle>
          <p className="hint">O que está falhando e precisa de você antes que um cliente ou uma loja perceba.</p>
        </div>
        <Button variant="secondary" busy={counts.status === 'loading' || panels.status === 'loading'} onClick={refresh}>
          Atualizar
        </Button>
      </div>
      {counts.status === 'error' ? <RetryNotice onRetry={counts.retry}>Erro ao contar os problemas: {errorMessage(counts.error)}</RetryNotice> : null}
      {figures ? <HealthCountList counts={figures} within="page" /> : counts.status === 'loading' ? <SkeletonLine width="100%" /> : null}

      <OutboxProblems problems={problems} />
      <FailedTasks tasks={tasks} />
      <DarkPanels panels={panels} onRetry={panels.retry} />
      <PaymentDivergences divergences={divergences} last={reconciliation} />
      <Pending
        id="saude-extratos"
        title="Extratos não fechados"
        count={figures?.extratosAtrasados ?? null}
        hint="Semanas encerradas cujo extrato continua aberto depois do fechamento de segunda-feira."
        to={PATHS.adminFinance}
        linkText="Fechar no Financeiro"
      />
      <Pending
        id="saude-exclusoes"
        title="Exclusões vencidas"
        count={figures?.exclusoesVencidas ?? null}
        hint="Pedidos de exclusão de conta cujos 7 dias acabaram e que ainda não foram concluídos."
        to={PATHS.adminUsers}
        linkText="Concluir em Usuários"
      />
    </>
  );
}
