import { auditActionLabel } from '@/domain/operator/moderation';
import { errorMessage } from '@/domain/shared/errors';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { describeAuditChange } from './audit-change';
import { formatDateTime } from '../shared/console-format';
import { AUDIT_TRAIL_LIMIT, useAuditTrail } from './use-audit-trail';

/**
 * 'Registro de ações': the newest audit entries about a restaurant or an account (and the
 * application that made it), live: who did what, when, why, and what changed.
 */
export function AuditTrail({ targetIds }: { targetIds: string[] }) {
  const trail = useAuditTrail(targetIds);

  let body;
  if (trail.status === 'loading') {
    body = (
      <SkeletonList label="Carregando registro de ações..." count={3} className="list list--tight">
        <SkeletonLine width="50%" />
        <SkeletonLine width="80%" />
      </SkeletonList>
    );
  } else if (trail.status === 'error') {
    body = <RetryNotice onRetry={trail.retry}>Erro ao carregar o registro de ações: {errorMessage(trail.error)}</RetryNotice>;
  } else if (trail.data.length === 0) {
    body = <p className="hint">Nenhuma ação registrada.</p>;
  } else {
    body = (
      <ol className="console-timeline">
        {trail.data.map((entry) => {
          const changes = describeAuditChange(entry.antes, entry.depois);
          return (
            <li key={entry.id} className="console-timeline__item">
              <div className="console-timeline__head">
                <strong>{auditActionLabel(entry.acao)}</strong>
                <span className="hint">{formatDateTime(entry.em)}</span>
              </div>
              <p className="hint">por {entry.atorEmail || entry.atorUid || 'sistema'}</p>
              {entry.motivo ? <p className="console-timeline__message">Motivo: {entry.motivo}</p> : null}
              {changes.length > 0 ? (
                <ul className="console-timeline__changes" aria-label="Alterações">
                  {changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className="card console-card" aria-labelledby={`console-audit-${targetIds[0] ?? ''}`}>
      <h3 id={`console-audit-${targetIds[0] ?? ''}`}>Registro de ações</h3>
      <p className="hint">As {AUDIT_TRAIL_LIMIT} mais recentes.</p>
      {body}
    </section>
  );
}
