import { Link } from 'react-router-dom';
import { healthProblems } from '@/domain/operator/service-health';
import { errorMessage } from '@/domain/shared/errors';
import { PATHS } from '@/domain/shared/routes';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { HealthCountList } from '../console/health/HealthCountList';
import { useHealthCounts } from '../console/health/use-service-health';

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
