import { Link } from 'react-router-dom';
import { healthProblems } from '@/domain/operator/service-health';
import { errorMessage } from '@/domain/shared/errors';
import { PATHS } from '@/domain/shared/routes';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { HealthCountList } from '../console/health/HealthCountList';
import { useHealthCounts } from '../console/health/use-service-health';
import { useHelpCasesForSabor } from '../console/support/use-help-desk';

/** 'Atendimento' on the console's home (issue #53): the help cases waiting for Sabor's decision. */
function SupportCount() {
  const count = useHelpCasesForSabor();
  if (count.status === 'error') return <RetryNotice onRetry={count.retry}>Erro ao contar os pedidos de ajuda: {errorMessage(count.error)}</RetryNotice>;
  if (count.status !== 'success') return null;
  return (
    <p>
      <Link to={PATHS.adminSupport}>
        {count.data === 0 ? 'Atendimento: nenhum pedido de ajuda esperando a Sabor' : `Atendimento: ${count.data} ${count.data === 1 ? 'pedido de ajuda esperando' : 'pedidos de ajuda esperando'} a Sabor`}
      </Link>
    </p>
  );
}

/** 'Saúde' on the console's home (issue #51): each kind of problem counted, each a way into the page. */
export function HealthSummary() {
  const counts = useHealthCounts();
  const total = counts.status === 'success' ? healthProblems(counts.data) : null;
  return (
    <section className="card stack" aria-labelledby="visao-saude-titulo">
      <div className="split">
        <h3 id="visao-saude-titulo">Saúde do serviço</h3>
        <Link to={PATHS.adminHealth}>{total === null ? 'Abrir Saúde' : total === 0 ? 'Tudo funcionando' : `${total} ${total === 1 ? 'problema' : 'problemas'}: ver Saúde`}</Link>
      </div>
      <SupportCount />
      {counts.status === 'success' ? (
        <HealthCountList counts={counts.data} within="home" />
      ) : counts.status === 'error' ? (
        <RetryNotice onRetry={counts.retry}>Erro ao contar os problemas: {errorMessage(counts.error)}</RetryNotice>
      ) : (
        <SkeletonLine width="100%" />
      )}
    </section>
  );
}
